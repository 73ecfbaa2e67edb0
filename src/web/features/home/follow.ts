import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUserRoute, type TFollowResult } from '../../../contract/people.ts';
import { homeFeedRoute } from '../../../contract/posts.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { optimisticToggle } from '../../lib/optimistic.ts';

/** Spec 1 §8 toasts of a follow toggle. */
export const FOLLOW_UPDATED = 'Follow status updated';
export const FOLLOW_FAILED = 'Failed to update follow status';

/**
 * Anything cached with this member's id: a suggestion, a search result, a profile. Post authors
 * share the id but carry no follow state, so they are left alone.
 */
type Followable = { id: string; isFollowing?: boolean; followersCount?: number };

function hasFollowState(item: Followable): item is Followable & { isFollowing: boolean } {
  return typeof item.isFollowing === 'boolean';
}

function flip(item: Followable): Followable {
  if (!hasFollowState(item)) return item;
  const isFollowing = !item.isFollowing;
  const followersCount =
    typeof item.followersCount === 'number'
      ? Math.max(0, item.followersCount + (isFollowing ? 1 : -1))
      : item.followersCount;
  return { ...item, isFollowing, followersCount };
}

function settle(item: Followable, result: TFollowResult): Followable {
  if (!hasFollowState(item)) return item;
  return { ...item, isFollowing: result.isFollowing, followersCount: result.followersCount };
}

/**
 * Follow / unfollow (POST /api/users/{id}/follow toggles): the button flips at once in every list
 * that shows the member, rolls back on failure, then takes the server's counts. The viewer's own
 * Following count comes from the answer, and the home feed is re-read so the member's posts
 * appear (or go) without a reload.
 */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  const toggle = optimisticToggle<Followable, { id: string }, TFollowResult>(queryClient, {
    flip,
    settle,
  });
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api(followUserRoute, { params: { id } }),
    onMutate: toggle.onMutate,
    onError: (error, variables, context) => {
      toggle.onError(error, variables, context);
      toast({ title: FOLLOW_FAILED, variant: 'destructive' });
    },
    onSuccess: (result, variables) => {
      toggle.onSuccess(result, variables);
      queryClient.setQueryData<TSelfUser>(USER_QUERY_KEY, (user) =>
        user ? { ...user, followingCount: result.followingCount } : user,
      );
      void queryClient.invalidateQueries({ queryKey: [homeFeedRoute.path] });
      toast({ title: FOLLOW_UPDATED, variant: 'success' });
    },
  });
}
