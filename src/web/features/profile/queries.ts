import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockUserRoute,
  getUserRoute,
  listBlockedUsersRoute,
  unblockUserRoute,
  type TUserProfile,
} from '../../../contract/people.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** Query keys of the people feature; each starts with the route's path (spec 1 §7). */
export const profileKeys = {
  profile: (id: string) => routeKey(getUserRoute, { params: { id } }),
  /** Every profile at once (invalidate after a block, which changes what both sides see). */
  allProfiles: [getUserRoute.path] as const,
  blocked: routeKey(listBlockedUsersRoute),
};

/**
 * The profile as a self view already has it, so the own profile paints at once while
 * GET /api/users/{id} confirms it.
 */
export function profileFromSelf(user: TSelfUser): TUserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    location: user.location,
    website: user.website,
    profileImageUrl: user.profileImageUrl,
    coverImageUrl: user.coverImageUrl,
    createdAt: user.createdAt,
    travelStyle: user.travelStyle,
    favoriteDestinations: user.favoriteDestinations,
    languages: user.languages,
    travelInterests: user.travelInterests,
    postsCount: user.postsCount,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    isFollowing: false,
    isPremium: user.isPremium,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    isSelf: true,
    isBlocked: false,
    isRestricted: false,
    lastActiveAt: null,
  };
}

/** GET /api/users/{id}; re-read on mount because other people change the counts. */
export function useProfileQuery(id: string, self: TSelfUser) {
  return useQuery({
    ...routeQueryOptions(getUserRoute, { params: { id } }),
    staleTime: STALE.shared,
    placeholderData: id === self.id ? profileFromSelf(self) : undefined,
  });
}

/** The members the viewer blocked (Settings → Privacy). */
export function useBlockedUsersQuery() {
  return useQuery({ ...routeQueryOptions(listBlockedUsersRoute), staleTime: STALE.always });
}

/**
 * Block or unblock a member. Blocking ends follows both ways and hides each from the other, so
 * every profile, feed and suggestion list cached so far is re-read, and the viewer's counts too.
 */
export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }) =>
      api(block ? blockUserRoute : unblockUserRoute, { params: { id } }),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData<TUserProfile>(profileKeys.profile(id), (profile) =>
        profile ? { ...profile, isBlocked: result.isBlocked, isFollowing: false } : profile,
      );
      return queryClient.invalidateQueries();
    },
  });
}
