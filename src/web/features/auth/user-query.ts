import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '../../../contract/limits.ts';
import type { getCurrentUserRoute, TSelfUser } from '../../../contract/users.ts';
import { ApiError, apiGet } from '../../lib/api.ts';
import { shouldRetryUserQuery, USER_QUERY_KEY } from '../../lib/query-client.ts';
import { STALE } from '../../lib/staleness.ts';

/** True when the server's readable companion of the session cookie is present. */
export function hasSessionHint(cookies = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** GET /api/auth/user, named here without its route: see fetchUser. */
const CURRENT_USER_PATH: (typeof getCurrentUserRoute)['path'] = '/api/auth/user';

/**
 * The signed-in member, or an error when signed out (401). Without the session hint nobody is
 * signed in, so the app knows at once (no request). With it, the server is asked by path: the
 * route's contract (and zod) is not on the sign-in check's path, whose request public/boot.js
 * usually sent already, before the app's code arrived.
 */
async function fetchUser(): Promise<TSelfUser> {
  if (!hasSessionHint()) throw new ApiError(401, '', 'Unauthorized');
  return apiGet<TSelfUser>(CURRENT_USER_PATH);
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
