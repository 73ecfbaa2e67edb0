import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../contract/route.ts';
import { cursorQueryOptions, flattenPages, routeKey } from './route-query.ts';

const listRoute = defineRoute({
  method: 'GET',
  path: '/api/things/:owner',
  tags: ['test'],
  summary: 'things',
  params: z.object({ owner: z.string() }),
  query: z.object({ cursor: z.string().optional(), q: z.string().optional() }),
  response: z.object({ things: z.array(z.string()), nextCursor: z.string().nullable() }),
});

afterEach(() => vi.unstubAllGlobals());

describe('routeKey', () => {
  it('starts with the route path so one invalidation reaches every call of the route', () => {
    expect(routeKey(listRoute, { params: { owner: 'ada' }, query: {} })[0]).toBe(
      '/api/things/:owner',
    );
  });
});

describe('cursor lists', () => {
  it('passes each page’s nextCursor as the next cursor and stops at null', async () => {
    const pages: Record<string, { things: string[]; nextCursor: string | null }> = {
      '/api/things/ada?q=x': { things: ['a', 'b'], nextCursor: 'c2' },
      '/api/things/ada?q=x&cursor=c2': { things: ['c'], nextCursor: null },
    };
    const fetchMock = vi.fn(async (url: string) => Response.json(pages[url]));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const options = cursorQueryOptions(
      listRoute,
      { params: { owner: 'ada' }, query: { q: 'x' } },
      (page) => ({ items: page.things, nextCursor: page.nextCursor }),
    );
    await client.fetchInfiniteQuery(options);
    const observerOptions = { ...options, pages: 2 };
    const data = await client.fetchInfiniteQuery(observerOptions);
    expect(flattenPages(data)).toEqual(['a', 'b', 'c']);
    expect(fetchMock).toHaveBeenCalledWith('/api/things/ada?q=x&cursor=c2', expect.anything());
    expect(options.getNextPageParam(data.pages[1]!, data.pages, 'c2', [null, 'c2'])).toBeNull();
  });
});
