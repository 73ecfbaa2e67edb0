import { QueryCache, QueryClient, type Query, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isUnauthorizedError } from './api.ts';
import { dropEarlyResponses } from './early-requests.ts';
import { isSigningOut } from './signing-out.ts';

/**
 * Key of the user query (GET /api/auth/user). It lives here rather than in the auth feature so the
 * client can react to a 401 from any query without lib depending on a feature.
 */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * Spec 1 §7 "generic helpers": a query without its own function GETs the first key element, so
 * key factories that start with the API path need no fetch code of their own.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/api/')) {
    throw new Error(`Query key must start with an /api/ path, got ${String(path)}`);
  }
  return apiGet<unknown>(path);
};

/** The user query retries transient failures but never a 401 (spec 1 §8). */
export function shouldRetryUserQuery(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('401') || message.includes('Unauthorized')) return false;
  return failureCount < 2;
}

function isUserQuery(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey[0] === USER_QUERY_KEY[0];
}

/**
 * Spec 1 §4 "A 401 means signed out": a 401 from any other query while the user record is loaded
 * means the session was revoked or expired, so the user query must check again. Its own 401 then
 * turns the shell into the signed-out UI. Skipped when the user query is not loaded (already
 * signed out or still loading), which keeps stray 401s from looping.
 */
export function shouldRecheckSignIn(
  error: unknown,
  query: Pick<Query, 'queryKey'>,
  userQueryStatus: 'pending' | 'error' | 'success' | undefined,
): boolean {
  return isUnauthorizedError(error) && !isUserQuery(query) && userQueryStatus === 'success';
}

/** Spec 1 §9 cache rules: data is never stale by default, nothing retries or polls by itself. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const status = queryClient.getQueryState(USER_QUERY_KEY)?.status;
        if (isSigningOut() || !shouldRecheckSignIn(error, query, status)) return;
        // Several polls may fail at once: share one refetch instead of restarting it each time.
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }, { cancelRefetch: false });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  clearCacheOnIdentityChange(queryClient);
  return queryClient;
}

/** The member a user-query state stands for: an id, null when signed out, undefined when unknown. */
function identityOf(query: Query): string | null | undefined {
  const { status, data, error } = query.state;
  if (status === 'success') return (data as { id?: string } | undefined)?.id ?? null;
  if (status === 'error' && isUnauthorizedError(error)) return null;
  return undefined;
}

/**
 * Whenever the signed-in identity changes (sign-in, sign-out, test login, a revoked session),
 * every other cached query is dropped, so one account never sees another's data. So are the
 * first screen's early responses (lib/early-requests.ts) unless the first answer is a member:
 * they were asked with the cookie of before.
 */
export function clearCacheOnIdentityChange(queryClient: QueryClient): void {
  let current: string | null | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isUserQuery(event.query)) return;
    const next = identityOf(event.query);
    if (next === undefined || next === current) return;
    if (current !== undefined) queryClient.removeQueries({ predicate: (q) => !isUserQuery(q) });
    // Public reads (a destination's content) answer anyone alike: they stay for the page.
    if (current !== undefined || next === null) dropEarlyResponses({ keepPublic: true });
    current = next;
  });
}
