import { matchPath } from '../../../contract/page-routes.ts';
import { exploreFirstScreen, postPhoto, profileCover, type LcpResolver } from './lcp-images.ts';

/**
 * The members' screens whose largest photo the server hints from the HTML (and whose content it
 * draws into the first paint, where the resolver reads some), keyed by page route
 * (contract/page-routes.ts); only for a member whose first screen the server draws
 * (modules/first-paint), since a visitor on these paths is sent to sign in. Public pages hint
 * theirs in their own head (page-head's `preloadImages`, e.g. a destination's hero).
 */
export const LCP_RESOLVERS: Readonly<Record<string, LcpResolver>> = {
  '/explore': exploreFirstScreen,
  '/profile/:userId?': profileCover,
  '/posts/:id': postPhoto,
};

export type LcpMatch = { resolver: LcpResolver; params: Record<string, string | undefined> };

export function findLcpResolver(
  pathname: string,
  resolvers: Readonly<Record<string, LcpResolver>> = LCP_RESOLVERS,
): LcpMatch | null {
  for (const [pattern, resolver] of Object.entries(resolvers)) {
    const params = matchPath(pattern, pathname);
    if (params) return { resolver, params };
  }
  return null;
}
