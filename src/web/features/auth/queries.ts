import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_STALE_MS } from '../../../contract/limits.ts';
import type {
  TAuthProviders,
  TRegisterBody,
  TSessionList,
  TSignInBody,
  TTestLoginResponse,
} from '../../../contract/auth.ts';
import type { TOkResponse } from '../../../contract/common.ts';
import type { TUpdateProfileBody, TUser } from '../../../contract/users.ts';
import { apiGet, apiRequest } from '../../lib/api.ts';
import { shouldRetryUserQuery, USER_QUERY_KEY } from '../../lib/query-client.ts';

/** Query keys of the auth feature; the first element is the GET path (spec 1 §7). */
export const authKeys = {
  user: USER_QUERY_KEY,
  providers: ['/api/auth/providers'] as const,
  sessions: ['/api/auth/sessions'] as const,
};

/**
 * The signed-in member, or an error when signed out (401). Fresh for 5 minutes and not refetched
 * on focus or mount (spec 1 §9), so every screen can read it without extra requests; a 401 from
 * any other query invalidates it (lib/query-client.ts), so a revoked session is still noticed.
 */
export const userQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: () => apiGet<TUser>(authKeys.user[0]),
  staleTime: USER_QUERY_STALE_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
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
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: () => apiGet<TAuthProviders>(authKeys.providers[0]),
  });
}

/** Puts the freshly signed-in member in the cache and refetches everything that depends on it. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: TUser) => {
    queryClient.setQueryData(authKeys.user, user);
    await queryClient.invalidateQueries({ queryKey: authKeys.user, refetchType: 'all' });
  };
}

/** POST /api/auth/signin; the session cookie arrives with the response. */
export function useSignInMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TSignInBody) => apiRequest<TUser>('POST', '/api/auth/signin', body),
    onSuccess: signedIn,
  });
}

/** POST /api/auth/register; creates the account and signs it in. */
export function useRegisterMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TRegisterBody) => apiRequest<TUser>('POST', '/api/auth/register', body),
    onSuccess: signedIn,
  });
}

/** PATCH /api/auth/user; the response is the updated record, which replaces the cached one. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => apiRequest<TUser>('PATCH', '/api/auth/user', body),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}

/** The member's signed-in devices for the Sessions card. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: () => apiGet<TSessionList>(authKeys.sessions[0]),
    staleTime: 0,
  });
}

/** Ends one session; the caller decides what to do when it was this device's. */
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TOkResponse>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });
}

/** POST /api/test-login: exchanges the demo key for an admin session. */
export function useTestLoginMutation() {
  return useMutation({
    mutationFn: (testKey: string) =>
      apiRequest<TTestLoginResponse>('POST', '/api/test-login', { testKey }),
  });
}
