import type { TPublicUser, TSelfUser } from '../../../contract/users.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';
import { presentPlan } from '../payments/payments.presenter.ts';

const isPremium = (row: ProfileRow) =>
  row.premiumUntil !== null && row.premiumUntil.getTime() > Date.now();

/**
 * What any member may see of a user. The member's Privacy & Safety choices apply here, so every
 * feature that shows someone else (profiles, feeds, search, chat) hides the same things.
 */
export function presentPublicUser(
  row: ProfileRow,
  relation: { isFollowing: boolean; isSelf?: boolean },
): TPublicUser {
  const showLocation = relation.isSelf || row.privacySettings.showLocation;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    location: showLocation ? row.location : null,
    website: row.website,
    profileImageUrl: row.profileImageUrl,
    coverImageUrl: row.coverImageUrl,
    createdAt: row.createdAt.toISOString(),
    travelStyle: row.travelStyle,
    favoriteDestinations: row.favoriteDestinations,
    languages: row.languages,
    travelInterests: row.travelInterests,
    postsCount: row.postsCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    isFollowing: relation.isFollowing,
    isPremium: isPremium(row),
  };
}

/** The owner's view: only ever sent to the owner (and admins, through `user.selfView`). */
export function presentSelfUser(row: ProfileRow): TSelfUser {
  return {
    ...presentPublicUser(row, { isFollowing: false, isSelf: true }),
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    pushNotificationsEnabled: row.pushNotificationsEnabled,
    role: row.role,
    privacySettings: row.privacySettings,
    // The push column is the source of truth (the push flow turns it off when the browser
    // refuses), so the toggle always shows what really happens.
    notificationSettings: {
      ...row.notificationSettings,
      pushNotifications: row.pushNotificationsEnabled,
    },
    plan: presentPlan(row),
  };
}
