import { LATER_PAGE_PATHS } from '../../contract/page-routes.ts';

/**
 * Every URL whose screen is built by a later issue (declared in `src/contract/page-routes.ts`,
 * which the server shares): each renders the 404 page until its issue builds it.
 */
export const LATER_ROUTES: readonly { path: string }[] = LATER_PAGE_PATHS.map((path) => ({ path }));

/** Spec 1 §2: /tours/{location}/{type} is an alias of the destination page. */
export function toursRedirectTarget(location: string, type: string): string {
  return `/destination/${encodeURIComponent(location)}/${encodeURIComponent(type)}`;
}
