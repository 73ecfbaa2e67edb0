/** The screens whose first screen the server draws into the HTML (see first-paint.ts). */
export type FirstPaintScreen = 'landing' | 'home' | 'explore' | 'profile' | 'post';

/**
 * The screen a path shows, as src/web/app/router.tsx routes it and public/boot.js preloads it:
 * "/" is the landing page for a visitor and home for a member; explore, a profile and a post
 * permalink are drawn in the signed-in frame. Other paths (public pages, forms) get nothing.
 */
export function firstPaintScreen(pathname: string, signedIn: boolean): FirstPaintScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return signedIn ? 'home' : 'landing';
  if (!signedIn) return null;
  if (path === '/explore') return 'explore';
  if (/^\/profile(\/[^/]+)?$/.test(path)) return 'profile';
  if (/^\/posts\/[^/]+$/.test(path)) return 'post';
  return null;
}
