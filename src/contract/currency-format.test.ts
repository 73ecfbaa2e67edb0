import { describe, expect, it } from 'vitest';
import { formatPrice } from './currency-format.ts';

describe('formatPrice: one price style (issue 19 §4)', () => {
  it('shows whole amounts without decimals', () => {
    expect(formatPrice(45, 'USD')).toBe('$45');
    expect(formatPrice(1234, 'EUR')).toBe('€1,234');
    expect(formatPrice(12, 'GBP')).toBe('£12');
    expect(formatPrice(12, 'CAD')).toBe('CA$12');
  });

  it('shows every other amount with two decimals, never one', () => {
    expect(formatPrice(101.7, 'USD')).toBe('$101.70');
    expect(formatPrice(19.27, 'USD')).toBe('$19.27');
    expect(formatPrice(45.5, 'USD')).toBe('$45.50');
    expect(formatPrice(1234.567, 'EUR')).toBe('€1,234.57');
  });

  it('judges "whole" after rounding to the cent', () => {
    expect(formatPrice(44.999, 'USD')).toBe('$45');
    expect(formatPrice(-0.001, 'USD')).toBe('$0');
  });

  it('keeps currencies without minor units whole', () => {
    expect(formatPrice(6890, 'JPY')).toBe('¥6,890');
    expect(formatPrice(6890.4, 'JPY')).toBe('¥6,890');
  });

  it('writes US dollars as "$", not "US$"', () => {
    expect(formatPrice(19.27)).toBe('$19.27');
  });

  it('falls back to the symbol and two decimals when Intl cannot format', () => {
    expect(formatPrice(12, 'US')).toBe('US 12.00');
    expect(formatPrice(Number.NaN, 'USD')).toBe('$0.00');
  });
});
