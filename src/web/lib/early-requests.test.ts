import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api.ts';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests.ts';
import { createQueryClient, USER_QUERY_KEY } from './query-client.ts';

type Early = Record<string, Promise<Response> | undefined>;
const early = () => ((window as { __roamlyEarly?: Early }).__roamlyEarly ??= {});

const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json({ from: 'network' }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  delete (window as { __roamlyEarly?: Early }).__roamlyEarly;
  delete (window as { __roamlyEarlyPublic?: string[] }).__roamlyEarlyPublic;
});
afterEach(() => vi.unstubAllGlobals());

describe('early responses of public/boot.js', () => {
  it('answer the first GET of their URL instead of a new request, once', async () => {
    early()['/api/posts/feed?limit=10'] = Promise.resolve(Response.json({ from: 'boot' }));
    expect(await apiGet('/api/posts/feed?limit=10')).toEqual({ from: 'boot' });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next read is a request of its own.
    expect(await apiGet('/api/posts/feed?limit=10')).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serve only their own URL', async () => {
    early()['/api/posts/feed?limit=10'] = Promise.resolve(Response.json({ from: 'boot' }));
    expect(await apiGet('/api/posts/feed?limit=10&cursor=abc')).toEqual({ from: 'network' });
    expect(takeEarlyResponse('/api/posts/feed?limit=10')).toBeDefined();
  });

  it('are asked again when the early request failed on the way', async () => {
    early()['/api/auth/user'] = Promise.reject(new TypeError('Failed to fetch'));
    expect(await apiGet('/api/auth/user')).toEqual({ from: 'network' });
  });

  it('keep an error answer an error', async () => {
    early()['/api/auth/user'] = Promise.resolve(Response.json({ message: 'no' }, { status: 401 }));
    await expect(apiGet('/api/auth/user')).rejects.toBeInstanceOf(ApiError);
  });

  it('are all forgotten by dropEarlyResponses', () => {
    early()['/api/auth/user'] = Promise.resolve(Response.json({}));
    dropEarlyResponses();
    expect(takeEarlyResponse('/api/auth/user')).toBeUndefined();
  });

  it('are kept when the sign-in check answers a member, and dropped when it answers nobody', async () => {
    const client = createQueryClient();
    early()['/api/posts/feed?limit=10'] = Promise.resolve(Response.json({ items: [] }));
    client.setQueryData(USER_QUERY_KEY, { id: 'ada' });
    expect(early()['/api/posts/feed?limit=10']).toBeDefined();

    const visitor = createQueryClient();
    await visitor
      .fetchQuery({
        queryKey: USER_QUERY_KEY,
        queryFn: () => Promise.reject(new ApiError(401, '', 'Unauthorized')),
      })
      .catch(() => undefined);
    expect(early()['/api/posts/feed?limit=10']).toBeUndefined();
  });

  it('are dropped when another member signs in', () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 'ada' });
    early()['/api/posts/feed?limit=10'] = Promise.resolve(Response.json({ items: [] }));
    client.setQueryData(USER_QUERY_KEY, { id: 'grace' });
    expect(early()['/api/posts/feed?limit=10']).toBeUndefined();
  });

  it("keep a public read (a destination's content) when the check answers nobody", async () => {
    const content = '/api/seo/destination-content/paris';
    early()[content] = Promise.resolve(Response.json({ from: 'boot' }));
    early()['/api/posts/feed?limit=10'] = Promise.resolve(Response.json({ items: [] }));
    (window as { __roamlyEarlyPublic?: string[] }).__roamlyEarlyPublic = [content];
    const visitor = createQueryClient();
    await visitor
      .fetchQuery({
        queryKey: USER_QUERY_KEY,
        queryFn: () => Promise.reject(new ApiError(401, '', 'Unauthorized')),
      })
      .catch(() => undefined);
    expect(early()['/api/posts/feed?limit=10']).toBeUndefined();
    expect(await apiGet(content)).toEqual({ from: 'boot' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forget public reads too on the first client-side navigation', () => {
    early()['/api/places/image/paris'] = Promise.resolve(Response.json({}));
    (window as { __roamlyEarlyPublic?: string[] }).__roamlyEarlyPublic = [
      '/api/places/image/paris',
    ];
    dropEarlyResponses();
    expect(takeEarlyResponse('/api/places/image/paris')).toBeUndefined();
  });
});
