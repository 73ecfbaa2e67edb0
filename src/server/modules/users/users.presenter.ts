import type { TUser } from '../../../contract/users.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';

const toDateString = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Row → the User entity of the contract; the only place a user leaves the server. */
export function presentUser(row: ProfileRow, viewer: { isFollowing: boolean }): TUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    bio: row.bio,
    location: row.location,
    website: row.website,
    profileImageUrl: row.profileImageUrl,
    coverImageUrl: row.coverImageUrl,
    createdAt: toDateString(row.createdAt),
    travelStyle: row.travelStyle as TUser['travelStyle'],
    favoriteDestinations: row.favoriteDestinations as TUser['favoriteDestinations'],
    languages: row.languages as TUser['languages'],
    travelInterests: row.travelInterests as TUser['travelInterests'],
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    pushNotificationsEnabled: row.pushNotificationsEnabled,
    postsCount: row.postsCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    isFollowing: viewer.isFollowing,
    role: row.role,
    isPremium: row.premiumUntil !== null && row.premiumUntil.getTime() > Date.now(),
  };
}
