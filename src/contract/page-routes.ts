/**
 * The web app's pages, shared by the browser router (`src/web/app/router.tsx`, whose test checks
 * it declares exactly these) and the server, which answers an HTML request for any other path,
 * or for a page whose subject does not exist, with the SPA and status 404.
 *
 * `subject` names what a parameterised page shows, which the server looks up cheaply:
 * `user` (`:userId`, absent = your own profile), `post` (`:id`, visible to the viewer),
 * `destination` (`:location`, in the catalogue; `:type` one of the page types), `stream`
 * (`:sessionId`, a live session the viewer may watch) and `sharedTrip` (`:token`, a share link
 * that is on) and `blog` (`:slug`, a published post, or a draft with a valid signed preview).
 */
export type PageSubject = 'user' | 'post' | 'destination' | 'stream' | 'sharedTrip' | 'blog';
export type PageRoute = { path: string; subject?: PageSubject };

/** Spec 1 §2: the destination page's types (`/destination/{location}/{type}`). */
export const DESTINATION_PAGE_TYPES = ['excursions', 'tours', 'all'] as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/' },
  { path: '/signin' },
  { path: '/test-login' },
  { path: '/about' },
  { path: '/help' },
  { path: '/verify-email' },
  { path: '/unsubscribe' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: '/settings' },
  { path: '/explore' },
  { path: '/subscribe' },
  { path: '/search' },
  { path: '/profile/:userId?', subject: 'user' },
  { path: '/posts/:id', subject: 'post' },
  { path: '/create' },
  { path: '/simple-upload' },
  { path: '/clean-upload' },
  { path: '/ai-test' },
  { path: '/messages' },
  { path: '/messages-simple' },
  { path: '/tours/:location/:type', subject: 'destination' },
  { path: '/recommendations' },
  { path: '/live-studio' },
  { path: '/live/:sessionId', subject: 'stream' },
  { path: '/marketplace' },
  { path: '/destination/:location/hotels', subject: 'destination' },
  { path: '/destination/:location/:type', subject: 'destination' },
  { path: '/destinations/:location', subject: 'destination' },
  { path: '/destinations/:location/:type', subject: 'destination' },
  { path: '/excursions' },
  { path: '/excursions/:location', subject: 'destination' },
  { path: '/plan-trip' },
  { path: '/trips/shared/:token', subject: 'sharedTrip' },
  { path: '/blog/:slug', subject: 'blog' },
  { path: '/dashboard' },
  { path: '/admin/*' },
  // Spec 3 §2: the admin inbox's second address; the router sends it to /admin/inbox.
  { path: '/admin-inbox' },
  // Spec 3 §2: social-media automation, at both of its addresses (admins only).
  { path: '/social-automation' },
  { path: '/social-media-automation' },
];

export type PageMatch = { route: PageRoute; params: Record<string, string | undefined> };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a pathname as React Router does for these patterns: static segments ignore case,
 * `:name` takes one segment, `:name?` may be absent, a trailing slash does not count.
 */
export function matchPath(pattern: string, pathname: string): PageMatch['params'] | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: PageMatch['params'] = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index];
    if (part === '*') return params;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      const value = decode(segment);
      if (value === null) return null;
      params[name] = value;
      continue;
    }
    if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return have.length <= want.length ? params : null;
}

/** The page a pathname shows, or null for an unknown path (or a later issue's page). */
export function matchPage(pathname: string): PageMatch | null {
  const matches = PAGE_ROUTES.flatMap((route) => {
    const params = matchPath(route.path, pathname);
    return params ? [{ route, params }] : [];
  });
  // Static segments win over parameters, as in React Router (`/destination/x/hotels`).
  const score = (match: PageMatch) => match.route.path.split(/\/:/).length;
  return matches.sort((a, b) => score(a) - score(b))[0] ?? null;
}
