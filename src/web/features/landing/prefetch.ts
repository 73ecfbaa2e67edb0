import { LANDING_SLIDES, slideSrc, slideSrcSet } from './slides.ts';

/**
 * Starts the landing chunk and the first (LCP) photo while the sign-in check is still running,
 * so a visitor's first paint does not wait for three round trips in a row.
 */
export function prefetchLanding() {
  const first = LANDING_SLIDES[0];
  if (first) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = slideSrc(first.slug, 1600);
    link.setAttribute('imagesrcset', slideSrcSet(first.slug));
    link.setAttribute('imagesizes', '100vw');
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
  void import('../../routes/landing-route.tsx');
}
