import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCurrentUserRoute, type TSelfUser } from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';
import { authKeys } from '../auth/queries.ts';
import {
  applyPreferencesPatch,
  inversePreferencesPatch,
  type PreferencesPatch,
} from './preference-toggles.ts';

const PREFERENCES_MUTATION_KEY = ['settings', 'preferences'] as const;

/**
 * Saves toggles with PATCH /api/auth/user, optimistically: the switch flips at once, and a failed
 * save puts back only the keys it changed (a quicker second toggle is not undone with it). The
 * server's answer replaces the cache only when no other toggle save is still in flight.
 */
export function useUpdatePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PREFERENCES_MUTATION_KEY,
    mutationFn: (patch: PreferencesPatch) => api(updateCurrentUserRoute, { body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: authKeys.user });
      const before = queryClient.getQueryData<TSelfUser>(authKeys.user);
      if (before) queryClient.setQueryData(authKeys.user, applyPreferencesPatch(before, patch));
      return { undo: before ? inversePreferencesPatch(before, patch) : null };
    },
    onError: (_error, _patch, context) => {
      const undo = context?.undo;
      if (!undo) return;
      queryClient.setQueryData<TSelfUser>(authKeys.user, (current) =>
        current ? applyPreferencesPatch(current, undo) : current,
      );
    },
    onSuccess: (user) => {
      if (queryClient.isMutating({ mutationKey: PREFERENCES_MUTATION_KEY }) <= 1) {
        queryClient.setQueryData(authKeys.user, user);
      }
    },
  });
}
