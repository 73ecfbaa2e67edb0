import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BuiltDeps } from '../../deps.ts';
import { createServiceContext } from '../../context.ts';
import type { BusEvent } from '../../realtime/bus.ts';
import { preloadTags, withPreloads } from '../lcp-preload/preload-tags.ts';
import { HeadCache, type CachedPage } from './head-cache.ts';
import { validateJsonLd } from './json-ld.ts';
import type { HeadResolver, PageHead } from './page-head.types.ts';
import { findHeadResolver, HEAD_RESOLVERS } from './registry.ts';
import { pageWithHead, renderHeadTags, splitTemplate, type HeadTemplate } from './render.ts';

/** Long enough that a burst of crawler or unfurler requests reads memory, short enough to be fresh. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 5_000;

/** The public origin canonical links and JSON-LD are made absolute with (never the Host header). */
export function publicOrigin(config: BuiltDeps['config']): string {
  return config.baseUrl ?? `http://localhost:${config.port}`;
}

/** Drops the head JSON-LD that does not validate (logged): a page is better without it than wrong. */
function validHead(head: PageHead, log: FastifyBaseLogger, pathname: string): PageHead {
  const jsonLd = head.jsonLd.filter((block) => {
    const check = validateJsonLd(block);
    if (!check.ok) {
      log.warn({ page: pathname, problems: check.problems }, 'dropped invalid JSON-LD from a head');
    }
    return check.ok;
  });
  return { ...head, jsonLd };
}

export type PageRenderer = {
  /** index.html with the page's head, or null when no resolver has one (the static file then). */
  render(input: {
    pathname: string;
    search: string;
    log: FastifyBaseLogger;
  }): Promise<CachedPage | null>;
  cache: HeadCache;
  /** Follows domain events that change what a cached head shows. */
  follow(event: BusEvent): void;
};

export function createPageRenderer(
  deps: BuiltDeps,
  indexHtml: string,
  resolvers: Readonly<Record<string, HeadResolver>> = HEAD_RESOLVERS,
): PageRenderer {
  const template: HeadTemplate = splitTemplate(indexHtml);
  const cache = new HeadCache({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_ENTRIES });
  const origin = publicOrigin(deps.config);

  return {
    cache,
    async render({ pathname, search, log }) {
      // Cached by path only: a query string (a campaign tag, a draft preview's token) is
      // rendered each time, so nobody can fill the cache with made-up variants of one page.
      const cacheable = search === '' || search === '?';
      const cached = cacheable ? cache.get(pathname) : undefined;
      if (cached) return cached;
      const match = findHeadResolver(pathname, resolvers);
      if (!match) return null;
      // The server's head is the public view of a page, the same for everyone (so it can be
      // cached per URL and never shows what only the signed-in viewer may see).
      const head = await match.resolver({
        db: deps.database.db,
        viewerId: null,
        params: match.params,
        query: new URLSearchParams(search),
        origin,
        ctx: createServiceContext(deps, { viewer: null, log }),
      });
      if (!head) return null;
      const html = withPreloads(
        pageWithHead(template, renderHeadTags(validHead(head, log, pathname), origin)),
        preloadTags(head.preloadImages ?? []),
      );
      const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
      const page: CachedPage = { html, etag, encoded: {}, drawn: head.drawn };
      if (cacheable) cache.set(pathname, page);
      return page;
    },
    follow(event) {
      switch (event.type) {
        case 'user.updated':
          // Name, photo, privacy: their profile and the heads of their posts.
          cache.drop((path) => path === `/profile/${event.userId}` || path.startsWith('/posts/'));
          return;
        case 'post.edited':
        case 'post.deleted':
        case 'content.removed':
          cache.drop((path) => path === `/posts/${event.postId}`);
          return;
        case 'public-page.changed':
          // A destination's SEO page changes both of its pages' heads; these events are rare.
          cache.clear();
          return;
        default:
          return;
      }
    },
  };
}
