import { describe, expect, it } from 'vitest';
import { LATER_ROUTES, toursRedirectTarget } from './route-table.ts';
import { searchPath } from './shell/nav-items.ts';

describe('routing table', () => {
  it('declares each path once, so no screen shadows another', () => {
    const paths = LATER_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects tours to the destination page', () => {
    expect(toursRedirectTarget('paris', 'excursions')).toBe('/destination/paris/excursions');
  });

  it('searches only non-blank text', () => {
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('  new york ')).toBe('/search?q=new+york');
  });
});
