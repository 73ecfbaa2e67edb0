import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '../../../contract/limits.ts';
import { ApiError } from '../../lib/api.ts';
import { shouldRetryUserQuery, USER_QUERY_KEY } from '../../lib/query-client.ts';
import { STALE } from '../../lib/staleness.ts';

/** True when the server's readable companion of the session cookie is present. */
export function hasSessionHint(cookies = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * The signed-in member, or an error when signed out (401). Without the session hint nobody is
 * signed in, so the app knows at once (no request; the contract and its validation library stay
 * out of the landing page). With it, the route is loaded on demand and asked.
 */
async function fetchUser() {
  if (!hasSessionHint()) throw new ApiError(401, '', 'Unauthorized');
  const { fetchCurrentUser } = await import('./current-user.ts');
  return fetchCurrentUser();
}

/**
 * Fresh for 5 minutes and not refetched on focus or mount (spec 1 §9), so every screen can read
 * it without extra requests; a 401 from any other query invalidates it (lib/query-client.ts), so a
 * revoked session is still noticed.
 */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: fetchUser,
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
