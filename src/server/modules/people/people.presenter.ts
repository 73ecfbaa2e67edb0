import type { TSuggestedUser, TUserProfile } from '../../../contract/people.ts';
import type { TPublicUser } from '../../../contract/users.ts';
import type { ProfileWithRelation } from '../../../db/queries/people.ts';
import type { SuggestedRow } from '../../../db/queries/suggestions.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';
import type { Viewer } from '../../context.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { canSeeFullProfile, canSeeOnlineStatus } from './people.policy.ts';

/**
 * What a non-follower sees of a member whose profile is private: name, photos and counts. Bio,
 * location, website and the travel profile are emptied.
 */
function restrict(user: TPublicUser): TPublicUser {
  return {
    ...user,
    bio: null,
    location: null,
    website: null,
    travelStyle: null,
    favoriteDestinations: [],
    languages: [],
    travelInterests: [],
  };
}

/** The public view of a member, restricted when their profile is private to this viewer. */
export function presentVisibleUser(
  viewer: Viewer,
  row: ProfileRow,
  relation: { isFollowing: boolean },
): { user: TPublicUser; isRestricted: boolean } {
  const isSelf = viewer.id === row.id;
  const user = presentPublicUser(row, { isFollowing: relation.isFollowing, isSelf });
  const full = canSeeFullProfile(viewer, {
    id: row.id,
    profileVisibility: row.privacySettings.profileVisibility,
    isFollowing: relation.isFollowing,
  });
  return full ? { user, isRestricted: false } : { user: restrict(user), isRestricted: true };
}

/** GET /api/users/{id}: private fields only for the owner, online status only when shown. */
export function presentProfile(viewer: Viewer, row: ProfileWithRelation): TUserProfile {
  const isSelf = viewer.id === row.id;
  const { user, isRestricted } = presentVisibleUser(viewer, row, { isFollowing: row.isFollowing });
  const showsOnline = canSeeOnlineStatus(viewer, {
    id: row.id,
    showOnlineStatus: row.privacySettings.showOnlineStatus,
    seesFullProfile: !isRestricted,
    blockedEitherWay: row.viewerBlocked || row.blockedViewer,
  });
  return {
    ...user,
    email: isSelf ? row.email : null,
    phoneNumber: isSelf ? row.phoneNumber : null,
    dateOfBirth: isSelf ? row.dateOfBirth : null,
    isSelf,
    isBlocked: row.viewerBlocked,
    isRestricted,
    lastActiveAt: showsOnline ? row.lastActiveAt.toISOString() : null,
  };
}

/** "north-america" → "North America", "food-and-drink" → "Food and Drink". */
export function humanizeOption(value: string): string {
  return value
    .split('-')
    .map((word) => (word === 'and' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Why a member is suggested, in a few words. */
export function suggestionReason(
  row: Pick<
    SuggestedRow,
    | 'mutualCount'
    | 'viaFirstName'
    | 'viaLastName'
    | 'sharedDestinations'
    | 'sharedInterests'
    | 'followersCount'
  >,
): string | null {
  if (row.mutualCount > 0) {
    const name = row.viaFirstName ?? row.viaLastName ?? 'a traveller you follow';
    const others = row.mutualCount - 1;
    if (others === 0) return `Followed by ${name}`;
    return `Followed by ${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
  }
  const destination = row.sharedDestinations[0];
  if (destination) return `Also loves ${humanizeOption(destination)}`;
  const interest = row.sharedInterests[0];
  if (interest) return `Also into ${humanizeOption(interest)}`;
  if (row.followersCount > 0) return 'Popular traveller';
  return null;
}

export function presentSuggestedUser(viewer: Viewer, row: SuggestedRow): TSuggestedUser {
  const { user } = presentVisibleUser(viewer, row, { isFollowing: false });
  return { ...user, reason: suggestionReason(row) };
}
