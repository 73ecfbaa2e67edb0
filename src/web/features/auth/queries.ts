import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authProvidersRoute,
  listSessionsRoute,
  registerRoute,
  revokeSessionRoute,
  signInRoute,
  testLoginRoute,
  type TRegisterBody,
  type TSignInBody,
} from '../../../contract/auth.ts';
import {
  getCurrentUserRoute,
  updateCurrentUserRoute,
  type TSelfUser,
  type TUpdateProfileBody,
} from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';
import { shouldRetryUserQuery, USER_QUERY_KEY } from '../../lib/query-client.ts';
import { routeKey } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** Query keys of the auth feature; each starts with the route's path (spec 1 §7). */
export const authKeys = {
  user: USER_QUERY_KEY,
  providers: routeKey(authProvidersRoute),
  sessions: routeKey(listSessionsRoute),
};

/**
 * The signed-in member, or an error when signed out (401). Fresh for 5 minutes and not refetched
 * on focus or mount (spec 1 §9), so every screen can read it without extra requests; a 401 from
 * any other query invalidates it (lib/query-client.ts), so a revoked session is still noticed.
 */
export const userQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: () => api(getCurrentUserRoute),
  staleTime: STALE.user,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  // Signed out is an error state: without this, every screen that mounts another reader (the
  // public layout inside a route) refetches it, empties it and unmounts itself, in a loop.
  retryOnMount: false,
  retry: shouldRetryUserQuery,
});

/** The user query (see userQueryOptions). */
export function useUserQuery() {
  return useQuery(userQueryOptions);
}

/** Spec 1 §4: authenticated once the user record loaded without error. */
export function useAuth() {
  const query = useUserQuery();
  const user = query.error ? undefined : query.data;
  return { user, isLoading: query.isPending, isAuthenticated: Boolean(user) };
}

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
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(revokeSessionRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });
}

/** POST /api/test-login: exchanges the demo key for an admin session. */
export function useTestLoginMutation() {
  return useMutation({
    mutationFn: (testKey: string) => api(testLoginRoute, { body: { testKey } }),
  });
}
