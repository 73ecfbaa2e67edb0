import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createQueryClient, shouldRetryUserQuery } from './query-client.ts';

describe('user query retry rule (spec 1 §8)', () => {
  it('never retries a 401', () => {
    expect(
      shouldRetryUserQuery(0, new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized')),
    ).toBe(false);
  });

  it('never retries a message mentioning Unauthorized', () => {
    expect(shouldRetryUserQuery(0, new Error('Unauthorized'))).toBe(false);
  });

  it('retries other failures up to 2 times', () => {
    const error = new ApiError(503, '', 'Service Unavailable');
    expect(shouldRetryUserQuery(0, error)).toBe(true);
    expect(shouldRetryUserQuery(1, error)).toBe(true);
    expect(shouldRetryUserQuery(2, error)).toBe(false);
    expect(shouldRetryUserQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('query client defaults (spec 1 §9)', () => {
  it('never goes stale, never retries, never polls or refetches on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
