import type { Viewer } from '../../context.ts';

/** A member as the people policies need them: who, and how they relate to the viewer. */
export type ProfileSubject = {
  id: string;
  suspended: boolean;
  /** This member blocked the viewer. */
  blockedViewer: boolean;
};

/**
 * Whether a profile exists for the viewer at all. Members only; everyone finds themselves; nobody
 * else finds a suspended member or one who blocked them (both answer 404, as if there were no such
 * member). A member the viewer blocked stays findable, so the viewer can unblock them.
 */
export function canViewProfile(viewer: Viewer | null, user: ProfileSubject): boolean {
  if (!viewer) return false;
  if (viewer.id === user.id) return true;
  return !user.suspended && !user.blockedViewer;
}

/**
 * Whether the viewer sees the whole profile or only name, photos and counts: a member who turned
 * "profile visibility" off (Privacy & Safety) shows everything only to themselves and followers.
 */
export function canSeeFullProfile(
  viewer: Viewer | null,
  user: { id: string; profileVisibility: boolean | undefined; isFollowing: boolean },
): boolean {
  if (!viewer) return false;
  if (viewer.id === user.id) return true;
  return user.profileVisibility !== false || user.isFollowing;
}

/**
 * Whether the viewer may see when a member was last active ("Active now / today"): themselves
 * always; anyone else only if the member keeps "Show online status" on, shows them the whole
 * profile and there is no block either way (a member the viewer blocked stays findable, but
 * their activity is no longer the viewer's to follow).
 */
export function canSeeOnlineStatus(
  viewer: Viewer | null,
  user: {
    id: string;
    showOnlineStatus: boolean | undefined;
    seesFullProfile: boolean;
    blockedEitherWay: boolean;
  },
): boolean {
  if (!viewer) return false;
  if (viewer.id === user.id) return true;
  return user.showOnlineStatus !== false && user.seesFullProfile && !user.blockedEitherWay;
}

/** A follow needs a member on each side and no block either way (following yourself is a 400). */
export function canFollow(
  viewer: Viewer | null,
  user: { id: string; blockedEitherWay: boolean },
): boolean {
  if (!viewer) return false;
  if (viewer.id === user.id) return false;
  return !user.blockedEitherWay;
}
