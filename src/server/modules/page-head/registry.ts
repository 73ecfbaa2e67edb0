import { matchPath } from '../../../contract/page-routes.ts';
import { blogPostHead } from '../blog/blog.head.ts';
import { destinationHead, hotelsHead } from './destination-head.ts';
import { landingHead } from './landing-head.ts';
import type { HeadResolver } from './page-head.types.ts';
import { postHead } from './post-head.ts';
import { profileHead } from './profile-head.ts';

/**
 * The public pages the server answers with their own head, keyed by page route (the patterns of
 * `contract/page-routes.ts`). Registering another page is one line here. Pages not listed get
 * index.html's site-wide head.
 */
export const HEAD_RESOLVERS: Readonly<Record<string, HeadResolver>> = {
  '/': landingHead,
  '/destination/:location/hotels': hotelsHead,
  '/destination/:location/:type': destinationHead,
  // The same tours page under its other addresses (canonical: /destination/{place}/excursions).
  '/destinations/:location': destinationHead,
  '/destinations/:location/:type': destinationHead,
  '/profile/:userId?': profileHead,
  '/posts/:id': postHead,
  '/blog/:slug': blogPostHead,
};

export type HeadMatch = { resolver: HeadResolver; params: Record<string, string | undefined> };

/** The resolver of a pathname: static segments win over parameters, as in the router. */
export function findHeadResolver(
  pathname: string,
  resolvers: Readonly<Record<string, HeadResolver>> = HEAD_RESOLVERS,
): HeadMatch | null {
  let best: (HeadMatch & { score: number }) | null = null;
  for (const [pattern, resolver] of Object.entries(resolvers)) {
    const params = matchPath(pattern, pathname);
    if (!params) continue;
    const score = pattern.split(/\/:/).length;
    if (!best || score < best.score) best = { resolver, params, score };
  }
  return best && { resolver: best.resolver, params: best.params };
}
