import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exploreFeedRoute, getPostRoute } from '../../../contract/posts.ts';
import { getUserRoute } from '../../../contract/people.ts';
import { FEED_PAGE_SIZE } from '../../../contract/limits.ts';
import { routeKey } from '../../lib/route-query.ts';
import { prefetchDrawnScreen } from './feed-queries.ts';

const ID = '87bf389d-1245-4f9c-9ce0-8066461cf4f7';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answering(body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the answer a drawn screen's first render waits for", () => {
  it('explore: the first page under the very key the explore feed reads', async () => {
    const fetchMock = answering({ items: [], nextCursor: null });
    const client = new QueryClient();
    await prefetchDrawnScreen(client, 'explore', { pathname: '/explore', search: '' });
    const key = routeKey(exploreFeedRoute, { query: { limit: FEED_PAGE_SIZE } });
    expect(client.getQueryData(key)).toEqual({
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a post and a profile: the UUID in the address, under the pages keys', async () => {
    answering({ id: ID });
    const client = new QueryClient();
    await prefetchDrawnScreen(client, 'post', { pathname: `/posts/${ID}`, search: '' });
    await prefetchDrawnScreen(client, 'profile', { pathname: `/profile/${ID}/`, search: '' });
    expect(client.getQueryData(routeKey(getPostRoute, { params: { id: ID } }))).toEqual({ id: ID });
    expect(client.getQueryData(routeKey(getUserRoute, { params: { id: ID } }))).toEqual({ id: ID });
  });

  it('asks nothing for a tagged explore, an own profile, home or an address without a UUID', async () => {
    const fetchMock = answering({});
    const client = new QueryClient();
    await prefetchDrawnScreen(client, 'explore', { pathname: '/explore', search: '?tag=food' });
    await prefetchDrawnScreen(client, 'profile', { pathname: '/profile', search: '' });
    await prefetchDrawnScreen(client, 'home', { pathname: '/', search: '' });
    await prefetchDrawnScreen(client, 'post', { pathname: '/posts/not-a-uuid', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops waiting after maxWaitMs: a slow answer never holds the app back longer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const waited = prefetchDrawnScreen(
      new QueryClient(),
      'post',
      { pathname: `/posts/${ID}`, search: '' },
      1500,
    );
    let settled = false;
    void waited.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
