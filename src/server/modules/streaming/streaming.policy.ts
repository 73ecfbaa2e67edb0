import type { Viewer } from '../../context.ts';

/** A live session as the streaming policies need it. */
export type StreamSubject = {
  ownerId: string;
  isPublic: boolean;
  ownerSuspended: boolean;
  /** The owner keeps "profile visibility" on (Privacy & Safety). */
  ownerProfilePublic: boolean;
  /** The viewer follows the owner. */
  isFollowing: boolean;
  /** A block in either direction between the viewer and the owner. */
  blockedEitherWay: boolean;
};

/**
 * Who may watch a stream (and see that it exists), the rule posts follow: the owner always;
 * nobody across a block either way or when the owner is suspended; a public stream is for every
 * member unless the owner's profile is private (then followers), a followers-only one
 * (isPublic false) for followers. Refusals are 404.
 */
export function canWatchStream(viewer: Viewer | null, stream: StreamSubject): boolean {
  if (!viewer) return false;
  if (viewer.id === stream.ownerId) return true;
  if (stream.ownerSuspended || stream.blockedEitherWay) return false;
  if (stream.isPublic) return stream.ownerProfilePublic || stream.isFollowing;
  return stream.isFollowing;
}

/** Ending, publishing and analysing a stream are its owner's alone. */
export function canManageStream(viewer: Viewer | null, stream: { ownerId: string }): boolean {
  return !!viewer && viewer.id === stream.ownerId;
}

/** Any signed-in member may go live (one session at a time is the service's rule). */
export function canStartStream(viewer: Viewer | null): boolean {
  return !!viewer;
}
