/**
 * Every URL of spec 1 §2 (and spec 3 §2) whose screen is built by a later issue. They are declared
 * here, in one place, so the routing table is complete today; each renders the 404 page until its
 * issue replaces the entry with a real route module. No placeholder screens.
 */
export const LATER_ROUTES: readonly { path: string }[] = [
  { path: '/social-automation' },
  { path: '/social-media-automation' },
  { path: '/dashboard' },
  { path: '/admin' },
  { path: '/admin/*' },
  { path: '/admin-inbox' },
  { path: '/blog/:slug' },
];

/** Spec 1 §2: /tours/{location}/{type} is an alias of the destination page. */
export function toursRedirectTarget(location: string, type: string): string {
  return `/destination/${encodeURIComponent(location)}/${encodeURIComponent(type)}`;
}
