import { describe, expect, it } from 'vitest';
import { humanizeOption } from './format.ts';

describe('humanizeOption', () => {
  it('shows hyphens as spaces and capitalises words', () => {
    expect(humanizeOption('north-america')).toBe('North America');
    expect(humanizeOption('food-and-drink')).toBe('Food and Drink');
    expect(humanizeOption('adventure')).toBe('Adventure');
  });
});
