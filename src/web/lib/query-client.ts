import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api.ts';

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

/** Spec 1 §9 cache rules: data is never stale by default, nothing retries or polls by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
