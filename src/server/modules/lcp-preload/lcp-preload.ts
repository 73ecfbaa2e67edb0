import type { FastifyBaseLogger } from 'fastify';
import type { BuiltDeps } from '../../deps.ts';
import type { BusEvent } from '../../realtime/bus.ts';
import { TtlCache } from '../places/ttl-cache.ts';
import { preloadTags } from './preload-tags.ts';
import { findLcpResolver, LCP_RESOLVERS } from './registry.ts';
import type { LcpResolver } from './lcp-images.ts';

/** As long as a page's head is kept (page-head): a burst of members opening explore reads memory. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 5_000;

/** A member's screen's image hints and drawn content, each '' when it has none. */
export type LcpPage = { tags: string; content: string };

const NONE: LcpPage = { tags: '', content: '' };

export type LcpPreloads = {
  /** The preload tags of a member's screen at `pathname`, and its content drawn from the same read. */
  read(input: { pathname: string; search: string; log: FastifyBaseLogger }): Promise<LcpPage>;
  /** Follows domain events that change which photo a cached hint names, or what is drawn. */
  follow(event: BusEvent): void;
};

/**
 * The image hints of the members' screens (registry.ts) and the content modules/first-paint draws
 * from the same read (a post's top, a profile's), cached per path: they are the same for every
 * member (lcp-images.ts reads as everyone sees), so one read serves them all. A failed read is
 * logged and the page goes without a hint, in the plain frame.
 */
export function createLcpPreloads(
  deps: Pick<BuiltDeps, 'database' | 'feed'>,
  resolvers: Readonly<Record<string, LcpResolver>> = LCP_RESOLVERS,
): LcpPreloads {
  const cache = new TtlCache<LcpPage>(CACHE_MAX_ENTRIES);
  const drop = (test: (path: string) => boolean) => cache.dropWhere(test);
  return {
    async read({ pathname, search, log }) {
      const key = pathname.toLowerCase().replace(/(.)\/$/, '$1');
      // Cached by path only, as page heads are: a query string is resolved each time.
      const cacheable = search === '' || search === '?';
      const cached = cacheable ? cache.get(key) : undefined;
      if (cached !== undefined) return cached;
      const match = findLcpResolver(key, resolvers);
      if (!match) return NONE;
      try {
        const found = await match.resolver({
          db: deps.database.db,
          feed: deps.feed,
          params: match.params,
          search,
        });
        const page = { tags: preloadTags(found.pictures), content: found.content };
        if (cacheable) cache.set(key, page, CACHE_TTL_MS);
        return page;
      } catch (error) {
        log.warn({ err: error, page: pathname }, 'image hint failed; the page goes without it');
        return NONE;
      }
    },
    follow(event) {
      switch (event.type) {
        case 'user.updated':
          // A new cover, name or photo, or the profile made private or suspended: their profile,
          // their posts (a post's path does not say whose it is), whose drawn author row shows
          // them, and explore, whose drawn tiles may be theirs.
          drop(
            (path) =>
              path === `/profile/${event.userId}` ||
              path.startsWith('/posts/') ||
              path === '/explore',
          );
          return;
        case 'post.created':
          drop((path) => path === '/explore');
          return;
        case 'post.edited':
        case 'post.deleted':
        case 'content.removed':
          drop((path) => path === '/explore' || path === `/posts/${event.postId}`);
          return;
        case 'media.updated':
          // A post's photo became ready (or failed): its hint and drawn photo follow.
          if (event.postId) drop((path) => path === `/posts/${event.postId}`);
          return;
        default:
          return;
      }
    },
  };
}
