import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZPublicUser, ZSelfUser, ZUpdateProfileBody } from './users.ts';

/**
 * GET /api/users/{id}: a profile. The owner gets the private fields (e-mail, phone, date of birth);
 * everyone else gets them as null. A member whose profile is private (Privacy & Safety) shows only
 * name, photos and counts to non-followers: `isRestricted` is then true and the rest is empty.
 */
export const ZUserProfile = ZPublicUser.extend({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  isSelf: z.boolean(),
  /** The viewer blocked this member. */
  isBlocked: z.boolean(),
  isRestricted: z.boolean(),
  /**
   * When the member was last active (ISO), for "Active now / today"; null when they switched
   * "show online status" off, or when the profile is restricted for the viewer.
   */
  lastActiveAt: z.string().nullable(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** After a follow toggle: the new state, the member's follower count and the viewer's following count. */
export const ZFollowResult = z.object({
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
});
export type TFollowResult = z.infer<typeof ZFollowResult>;

/** Someone to follow, and in a few words why ("Followed by Ana and 2 others", "Also into Asia"). */
export const ZSuggestedUser = ZPublicUser.extend({ reason: z.string().nullable() });
export type TSuggestedUser = z.infer<typeof ZSuggestedUser>;

export const SUGGESTED_USERS_LIMIT = 5;
/** The most members one list holds (the server reads and caches this many at once). */
export const SUGGESTED_USERS_MAX = 20;

export const ZSuggestedUsersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SUGGESTED_USERS_MAX).default(SUGGESTED_USERS_LIMIT),
});

export const ZBlockResult = z.object({ isBlocked: z.boolean() });
export type TBlockResult = z.infer<typeof ZBlockResult>;

/** Your Journey on the home page: countries named in the member's own post locations. */
export const ZJourneyStats = z.object({
  countriesVisited: z.number().int(),
  countries: z.array(z.string()),
});
export type TJourneyStats = z.infer<typeof ZJourneyStats>;

const ZUserParams = z.object({ id: z.uuid('must be a valid ID') });

export const FOLLOW_RATE_LIMIT = { max: 120, windowMs: 10 * 60 * 1000 } as const;

export const suggestedUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/users/suggested',
  tags: ['people'],
  summary: 'People to follow, ranked by follows in common and shared destinations or interests',
  query: ZSuggestedUsersQuery,
  response: z.array(ZSuggestedUser),
  errors: [400, 401],
});

export const getUserRoute = defineRoute({
  method: 'GET',
  path: '/api/users/:id',
  tags: ['people'],
  summary: 'A profile with counts and whether the viewer follows them',
  params: ZUserParams,
  response: ZUserProfile,
  errors: [400, 401, 404],
});

export const updateUserRoute = defineRoute({
  method: 'PATCH',
  path: '/api/users/:id',
  tags: ['people'],
  summary: 'Update your own profile (same body as PATCH /api/auth/user)',
  params: ZUserParams,
  body: ZUpdateProfileBody,
  response: ZSelfUser,
  errors: [400, 401, 403],
});

export const followUserRoute = defineRoute({
  method: 'POST',
  path: '/api/users/:id/follow',
  tags: ['people'],
  summary: 'Follow or unfollow a member (toggle)',
  params: ZUserParams,
  response: ZFollowResult,
  errors: [400, 401, 403, 404, 429],
});

export const blockUserRoute = defineRoute({
  method: 'POST',
  path: '/api/users/:id/block',
  tags: ['people'],
  summary: 'Block a member: neither sees the other, and follows both ways end',
  params: ZUserParams,
  response: ZBlockResult,
  errors: [400, 401, 404],
});

export const unblockUserRoute = defineRoute({
  method: 'DELETE',
  path: '/api/users/:id/block',
  tags: ['people'],
  summary: 'Unblock a member',
  params: ZUserParams,
  response: ZBlockResult,
  errors: [400, 401, 404],
});

export const listBlockedUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/blocks',
  tags: ['people'],
  summary: 'The members you blocked',
  response: z.array(ZPublicUser),
  errors: [401],
});

export const journeyStatsRoute = defineRoute({
  method: 'GET',
  path: '/api/users/:id/journey',
  tags: ['people'],
  summary: "Countries named in the member's own post locations (the member only)",
  params: ZUserParams,
  response: ZJourneyStats,
  errors: [400, 401, 403],
});
