import { describe, expect, it } from 'vitest';
import { scrollLeftToShow } from './active-tab-in-view.ts';

describe('scrollLeftToShow', () => {
  const list = { left: 0, right: 390 };

  it('leaves a tab that is already in view where it is', () => {
    expect(scrollLeftToShow(list, { left: 100, right: 200 }, 40)).toBe(40);
  });

  it('centres a tab cut off on the right', () => {
    // Tab centre 600, list centre 195: scroll 405 further.
    expect(scrollLeftToShow(list, { left: 550, right: 650 }, 0)).toBe(405);
  });

  it('centres a tab cut off on the left, never below 0', () => {
    expect(scrollLeftToShow(list, { left: -120, right: -20 }, 300)).toBe(35);
    expect(scrollLeftToShow(list, { left: -20, right: 80 }, 10)).toBe(0);
  });
});
