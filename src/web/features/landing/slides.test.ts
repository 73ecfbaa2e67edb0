import { describe, expect, it } from 'vitest';
import { LANDING_SLIDES, slideSrcSet } from './slides.ts';
import { nextSlideIndex } from './use-slide-rotation.ts';

describe('landing slides (spec 1 §1)', () => {
  it('has five destinations, each named in its alt text', () => {
    expect(LANDING_SLIDES).toHaveLength(5);
    for (const slide of LANDING_SLIDES) {
      expect(slide.alt.startsWith(slide.name)).toBe(true);
    }
  });

  it('rotates in order and wraps around', () => {
    expect(nextSlideIndex(0, 5)).toBe(1);
    expect(nextSlideIndex(4, 5)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });

  it('offers two widths to the browser', () => {
    expect(slideSrcSet('bali')).toBe('/landing/bali-960.webp 960w, /landing/bali-1600.webp 1600w');
  });
});
