/**
 * Every URL of spec 1 §2 (and spec 3 §2) whose screen is built by a later issue. They are declared
 * here, in one place, so the routing table is complete today; each renders the 404 page until its
 * issue replaces the entry with a real route module. No placeholder screens.
 */
export const LATER_ROUTES: readonly { path: string; area: string }[] = [
  { path: '/explore', area: 'explore' },
  { path: '/excursions', area: 'tours' },
  { path: '/excursions/:location', area: 'tours' },
  { path: '/destination/:location/hotels', area: 'hotels' },
  { path: '/destination/:location/:type', area: 'tours' },
  { path: '/destinations/:location', area: 'destinations' },
  { path: '/destinations/:location/:type', area: 'destinations' },
  { path: '/recommendations', area: 'recommendations' },
  { path: '/marketplace', area: 'marketplace' },
  { path: '/live-studio', area: 'live' },
  { path: '/plan-trip', area: 'trips' },
  { path: '/social-automation', area: 'social' },
  { path: '/social-media-automation', area: 'social' },
  { path: '/profile/:userId?', area: 'users' },
  { path: '/create', area: 'posts' },
  { path: '/messages', area: 'messaging' },
  { path: '/messages-simple', area: 'messaging' },
  { path: '/dashboard', area: 'performance' },
  { path: '/subscribe', area: 'premium' },
  { path: '/simple-upload', area: 'media' },
  { path: '/clean-upload', area: 'media' },
  { path: '/ai-test', area: 'ai' },
  { path: '/search', area: 'search' },
  { path: '/admin', area: 'admin' },
  { path: '/admin/*', area: 'admin' },
  { path: '/admin-inbox', area: 'admin' },
  { path: '/blog/:slug', area: 'blog' },
];

/** Spec 1 §2: /tours/{location}/{type} is an alias of the destination page. */
export function toursRedirectTarget(location: string, type: string): string {
  return `/destination/${encodeURIComponent(location)}/${encodeURIComponent(type)}`;
}
