import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import {
  createQueryClient,
  shouldRecheckSignIn,
  shouldRetryUserQuery,
  USER_QUERY_KEY,
} from './query-client.ts';

const unauthorized = () => new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized');

describe('user query retry rule (spec 1 §8)', () => {
  it('never retries a 401', () => {
    expect(shouldRetryUserQuery(0, unauthorized())).toBe(false);
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

describe('a 401 elsewhere re-checks the sign-in (spec 1 §4)', () => {
  const conversations = { queryKey: ['/api/conversations'] };

  it('applies to a 401 from another query while signed in', () => {
    expect(shouldRecheckSignIn(unauthorized(), conversations, 'success')).toBe(true);
    expect(shouldRecheckSignIn(new Error('401: Unauthorized'), conversations, 'success')).toBe(
      true,
    );
  });

  it('ignores other errors, the user query itself, and a user query that is not loaded', () => {
    expect(shouldRecheckSignIn(new ApiError(500, '', 'Error'), conversations, 'success')).toBe(
      false,
    );
    expect(shouldRecheckSignIn(new Error('4010 items'), conversations, 'success')).toBe(false);
    expect(shouldRecheckSignIn(unauthorized(), { queryKey: USER_QUERY_KEY }, 'success')).toBe(
      false,
    );
    expect(shouldRecheckSignIn(unauthorized(), conversations, 'error')).toBe(false);
    expect(shouldRecheckSignIn(unauthorized(), conversations, undefined)).toBe(false);
  });

  it('invalidates the cached user when another query answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'u1' });
    await client
      .fetchQuery({
        queryKey: ['/api/sessions-probe'],
        queryFn: () => Promise.reject(new ApiError(500, '', 'Error')),
      })
      .catch(() => undefined);
    expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);

    await client
      .fetchQuery({
        queryKey: ['/api/conversations'],
        queryFn: () => Promise.reject(unauthorized()),
      })
      .catch(() => undefined);
    expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});

describe('cache cleared when the signed-in identity changes', () => {
  const member = (id: string) => ({ id, firstName: id });

  it('keeps other queries while the same member stays signed in', () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, member('ada'));
    client.setQueryData(['/api/conversations'], [{ id: 'c1' }]);
    client.setQueryData(USER_QUERY_KEY, { ...member('ada'), firstName: 'Ada' });
    expect(client.getQueryData(['/api/conversations'])).toEqual([{ id: 'c1' }]);
  });

  it('drops every other query when another member signs in', () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, member('ada'));
    client.setQueryData(['/api/conversations'], [{ id: 'private-to-ada' }]);
    client.setQueryData(USER_QUERY_KEY, member('grace'));
    expect(client.getQueryData(['/api/conversations'])).toBeUndefined();
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(member('grace'));
  });

  it('drops every other query when the session turns out revoked (401)', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, member('ada'));
    client.setQueryData(['/api/auth/sessions'], { sessions: [] });
    await client
      .fetchQuery({
        queryKey: USER_QUERY_KEY,
        queryFn: () => Promise.reject(unauthorized()),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryData(['/api/auth/sessions'])).toBeUndefined();
  });

  it('keeps the cache through a transient failure of the user query', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, member('ada'));
    client.setQueryData(['/api/conversations'], []);
    await client
      .fetchQuery({
        queryKey: USER_QUERY_KEY,
        queryFn: () => Promise.reject(new ApiError(503, '', 'Service Unavailable')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryData(['/api/conversations'])).toEqual([]);
  });
});
