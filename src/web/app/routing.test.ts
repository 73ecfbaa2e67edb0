import { describe, expect, it } from 'vitest';
import { LATER_ROUTES, toursRedirectTarget } from './route-table.ts';
import { searchPath } from './shell/nav-items.ts';

describe('routing table', () => {
  it('declares every later screen of spec 1 §2 exactly once', () => {
    const paths = LATER_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/explore',
      '/excursions',
      '/excursions/:location',
      '/destination/:location/hotels',
      '/destination/:location/:type',
      '/destinations/:location',
      '/destinations/:location/:type',
      '/recommendations',
      '/marketplace',
      '/live-studio',
      '/plan-trip',
      '/social-automation',
      '/social-media-automation',
      '/profile/:userId?',
      '/create',
      '/messages',
      '/messages-simple',
      '/dashboard',
      '/subscribe',
      '/simple-upload',
      '/clean-upload',
      '/ai-test',
      '/admin/*',
      '/blog/:slug',
      '/search',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('redirects tours to the destination page', () => {
    expect(toursRedirectTarget('paris', 'excursions')).toBe('/destination/paris/excursions');
  });

  it('searches only non-blank text', () => {
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('  new york ')).toBe('/search?q=new+york');
  });
});
