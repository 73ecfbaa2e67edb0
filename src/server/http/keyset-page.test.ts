import { describe, expect, it } from 'vitest';
import { keysetPage } from './keyset-page.ts';

describe('keysetPage', () => {
  const cursorOf = (row: number) => `after-${row}`;

  it('keeps `limit` rows and points past the last one when a further row was read', () => {
    expect(keysetPage([1, 2, 3], 2, cursorOf)).toEqual({ page: [1, 2], nextCursor: 'after-2' });
  });

  it('has no next page when no row beyond the limit came back', () => {
    expect(keysetPage([1, 2], 2, cursorOf)).toEqual({ page: [1, 2], nextCursor: null });
    expect(keysetPage([], 2, cursorOf)).toEqual({ page: [], nextCursor: null });
  });
});
