import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authProvidersRoute,
  listSessionsRoute,
  registerRoute,
  revokeSessionRoute,
  signInRoute,
  testLoginRoute,
  type TRegisterBody,
  type TSessionInfo,
  type TSignInBody,
} from '../../../contract/auth.ts';
import {
  updateCurrentUserRoute,
  type TSelfUser,
  type TUpdateProfileBody,
} from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { routeKey } from '../../lib/route-query.ts';
import { beginSigningOut, cancelSigningOut, restartSignedOut } from '../../lib/signing-out.ts';
import { STALE } from '../../lib/staleness.ts';

/** Query keys of the auth feature; each starts with the route's path (spec 1 §7). */
export const authKeys = {
  user: USER_QUERY_KEY,
  providers: routeKey(authProvidersRoute),
  sessions: routeKey(listSessionsRoute),
};

/** Which sign-in methods the server offers (password always; OIDC when configured). */
export function useProvidersQuery() {
  return useQuery({ queryKey: authKeys.providers, queryFn: () => api(authProvidersRoute) });
}

/**
 * Puts the freshly signed-in member in the cache; the identity change clears every other cached
 * query (lib/query-client.ts), so nothing of a previous account survives.
 */
function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: TSelfUser) => {
    queryClient.setQueryData(authKeys.user, user);
    await queryClient.invalidateQueries({ queryKey: authKeys.user, refetchType: 'all' });
  };
}

/** POST /api/auth/signin; the session cookie arrives with the response. */
export function useSignInMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TSignInBody) => api(signInRoute, { body }),
    onSuccess: signedIn,
  });
}

/** POST /api/auth/register; creates the account and signs it in. */
export function useRegisterMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TRegisterBody) => api(registerRoute, { body }),
    onSuccess: signedIn,
  });
}

/** PATCH /api/auth/user; the response is the updated record, which replaces the cached one. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => api(updateCurrentUserRoute, { body }),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}

/** The member's signed-in devices for the Sessions card. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: () => api(listSessionsRoute),
    staleTime: STALE.always,
  });
}

/** Ends one session; the caller decides what to do when it was this device's. */
/** Signs one session out; this device's own restarts the app signed out (see signing-out.ts). */
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Pick<TSessionInfo, 'id' | 'isCurrent'>) =>
      api(revokeSessionRoute, { params: { id: session.id } }),
    onMutate: (session) => {
      if (session.isCurrent) beginSigningOut();
    },
    onSuccess: (_result, session) => {
      if (session.isCurrent) restartSignedOut();
      else void queryClient.invalidateQueries({ queryKey: authKeys.sessions });
    },
    onError: cancelSigningOut,
  });
}

/** POST /api/test-login: exchanges the demo key for an admin session. */
export function useTestLoginMutation() {
  return useMutation({
    mutationFn: (testKey: string) => api(testLoginRoute, { body: { testKey } }),
  });
}
