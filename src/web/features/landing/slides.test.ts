import { describe, expect, it } from 'vitest';
import { LANDING_SLIDES, slideSrc, slideSrcSet } from './slides.ts';
import { nextSlideIndex } from './use-slide-rotation.ts';

describe('landing slides (spec 1 §1)', () => {
  it('has five photos, each named in its alt text', () => {
    expect(LANDING_SLIDES).toHaveLength(5);
    expect(new Set(LANDING_SLIDES.map((slide) => slide.photoId)).size).toBe(5);
    for (const slide of LANDING_SLIDES) {
      expect(slide.alt.startsWith(slide.name)).toBe(true);
    }
  });

  it('rotates in order and wraps around', () => {
    expect(nextSlideIndex(0, 5)).toBe(1);
    expect(nextSlideIndex(4, 5)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });

  it('offers 960, 1600 and 2400 px renditions in AVIF and WebP', () => {
    expect(slideSrcSet('foggy-jetty', 'avif')).toBe(
      '/photos/foggy-jetty-960.avif 960w, /photos/foggy-jetty-1600.avif 1600w, /photos/foggy-jetty-2400.avif 2400w',
    );
    expect(slideSrcSet('foggy-jetty', 'webp')).toContain('/photos/foggy-jetty-2400.webp 2400w');
    expect(slideSrc('foggy-jetty')).toBe('/photos/foggy-jetty-1600.webp');
  });
});
