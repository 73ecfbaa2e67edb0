import { LANDING_SLIDES, SLIDE_SIZES, slideSrc, slideSrcSet } from './slides.ts';

/**
 * Starts the first (LCP) photo if public/boot.js has not (failed or blocked script), so
 * a visitor's first paint does not wait for one more round trip. AVIF only: `type` makes a
 * browser without AVIF skip the hint rather than fetch a file it cannot use.
 */
export function preloadHeroImage() {
  const first = LANDING_SLIDES[0];
  if (first && !document.querySelector('link[data-hero-preload]')) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.type = 'image/avif';
    link.href = slideSrc(first.photoId).replace(/\.webp$/, '.avif');
    link.setAttribute('imagesrcset', slideSrcSet(first.photoId, 'avif'));
    link.setAttribute('imagesizes', SLIDE_SIZES);
    link.setAttribute('fetchpriority', 'high');
    link.setAttribute('data-hero-preload', '');
    document.head.append(link);
  }
}
