/** The screens whose first screen the server draws into the HTML (see first-paint.ts). */
export type FirstPaintScreen = 'landing' | 'home' | 'explore' | 'destination' | 'profile' | 'post';

/**
 * The screen a path shows, as src/web/app/router.tsx routes it and public/boot.js preloads it:
 * "/" is the landing page for a visitor and home for a member; explore, a profile and a post
 * permalink are drawn in the signed-in frame; a destination tours page (public) in either frame.
 * Other paths (public pages, forms) get nothing.
 */
export function firstPaintScreen(pathname: string, signedIn: boolean): FirstPaintScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return signedIn ? 'home' : 'landing';
  // public/boot.js's destinationPlace: a named place's tours page (not /excursions' default).
  if (
    /^\/destinations\/[^/]+(\/(excursions|tours|all))?$/.test(path) ||
    /^\/destination\/[^/]+\/(excursions|tours|all)$/.test(path)
  ) {
    return 'destination';
  }
  if (!signedIn) return null;
  if (path === '/explore') return 'explore';
  if (/^\/profile(\/[^/]+)?$/.test(path)) return 'profile';
  if (/^\/posts\/[^/]+$/.test(path)) return 'post';
  return null;
}
