import type { Viewer } from '../../context.ts';

/** A member signs out their own devices only; another member's session reads as not found. */
export function canRevokeSession(viewer: Viewer | null, session: { userId: string }): boolean {
  return viewer !== null && viewer.id === session.userId;
}
