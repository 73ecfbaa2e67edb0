import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('hero preload script', () => {
  it('preloads exactly the first slide the landing page shows', () => {
    const script = readFileSync(path.resolve('public/hero-preload.js'), 'utf8');
    const first = LANDING_SLIDES[0]!;
    expect(script).toContain(`'${slideSrcSet(first.slug)}'`);
    expect(script).toContain(`'/landing/${first.slug}-1600.webp'`);
  });
});
