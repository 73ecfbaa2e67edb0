/** The signed-in screens whose frame the server draws into the HTML (see first-paint.ts). */
export type FirstPaintScreen = 'home' | 'explore' | 'profile' | 'post';

/**
 * The signed-in screen a path shows, as src/web/app/router.tsx routes it and public/boot.js
 * preloads it: "/" is home for a member, and explore, a profile and a post permalink are drawn in
 * the signed-in frame. Other paths (the landing page, public pages, forms) get no frame.
 */
export function firstPaintScreen(pathname: string, signedIn: boolean): FirstPaintScreen | null {
  if (!signedIn) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return 'home';
  if (path === '/explore') return 'explore';
  if (/^\/profile(\/[^/]+)?$/.test(path)) return 'profile';
  if (/^\/posts\/[^/]+$/.test(path)) return 'post';
  return null;
}
