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

/** A member's screen as the server reads it: its image hints, and its drawn content. */
export type ScreenHints = {
  /** The preload tags ('' when it has no photo to hint). */
  tags: string;
  /** What modules/first-paint draws into the screen's <main>, when its screen has some. */
  main?: string;
};

export type LcpPreloads = {
  /** The image hints and drawn content of a member's screen at `pathname`. */
  read(input: { pathname: string; search: string; log: FastifyBaseLogger }): Promise<ScreenHints>;
  /** Follows domain events that change which photo a cached hint names. */
  follow(event: BusEvent): void;
};

const NOTHING: ScreenHints = { tags: '' };

/**
 * The image hints and drawn content of the members' screens (registry.ts), from one read cached
 * per path: what they show is the same for every member (lcp-images.ts reads as everyone sees),
 * so one read serves them all. A failed read is logged and the page goes without either.
 */
export function createLcpPreloads(
  deps: Pick<BuiltDeps, 'database' | 'feed'>,
  resolvers: Readonly<Record<string, LcpResolver>> = LCP_RESOLVERS,
): LcpPreloads {
  const cache = new TtlCache<ScreenHints>(CACHE_MAX_ENTRIES);
  const drop = (test: (path: string) => boolean) => cache.dropWhere(test);
  return {
    async read({ pathname, search, log }) {
      const key = pathname.toLowerCase().replace(/(.)\/$/, '$1');
      // Cached by path only, as page heads are: a query string is resolved each time.
      const cacheable = search === '' || search === '?';
      const cached = cacheable ? cache.get(key) : undefined;
      if (cached !== undefined) return cached;
      const match = findLcpResolver(key, resolvers);
      if (!match) return NOTHING;
      try {
        const { pictures, main } = await match.resolver({
          db: deps.database.db,
          feed: deps.feed,
          params: match.params,
          search,
        });
        const hints: ScreenHints = { tags: preloadTags(pictures), main };
        if (cacheable) cache.set(key, hints, CACHE_TTL_MS);
        return hints;
      } catch (error) {
        log.warn({ err: error, page: pathname }, 'image hint failed; the page goes without it');
        return NOTHING;
      }
    },
    follow(event) {
      switch (event.type) {
        case 'user.updated':
          // A new cover, or the profile made private or suspended: their profile, their posts,
          // and explore, whose drawn tiles may be theirs.
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
        default:
          return;
      }
    },
  };
}
