import { LANDING_SLIDES, slideSrc, slideSrcSet } from './slides.ts';

/**
 * Starts the first (LCP) photo if public/hero-preload.js has not (failed or blocked script), so
 * a visitor's first paint does not wait for one more round trip.
 */
export function preloadHeroImage() {
  const first = LANDING_SLIDES[0];
  if (first && !document.querySelector('link[data-hero-preload]')) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = slideSrc(first.slug, 1600);
    link.setAttribute('imagesrcset', slideSrcSet(first.slug));
    link.setAttribute('imagesizes', '100vw');
    link.setAttribute('fetchpriority', 'high');
    link.setAttribute('data-hero-preload', '');
    document.head.append(link);
  }
}
