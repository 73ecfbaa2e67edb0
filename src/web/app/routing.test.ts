import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_ROUTES } from '../../contract/page-routes.ts';
import { toursRedirectTarget } from './route-table.ts';
import { routes } from './router.tsx';
import { searchPath } from './shell/nav-items.ts';

describe('routing table', () => {
  it('redirects tours to the destination page', () => {
    expect(toursRedirectTarget('paris', 'excursions')).toBe('/destination/paris/excursions');
  });

  it('searches only non-blank text', () => {
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('  new york ')).toBe('/search?q=new+york');
  });
});

describe('the page table the server shares (src/contract/page-routes.ts)', () => {
  it('lists exactly the router’s pages, so the server answers 404 for what the app cannot show', () => {
    const paths: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.index) paths.push('/');
        else if (route.path) paths.push(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    const shared = [...PAGE_ROUTES.map((route) => route.path), '*'];
    expect(paths.sort()).toEqual(shared.sort());
  });

  it('matches a pathname as the router does', () => {
    expect(matchPage('/profile')?.route.path).toBe('/profile/:userId?');
    expect(matchPage('/profile/')?.params).toEqual({ userId: undefined });
    expect(matchPage('/Profile/abc')?.params).toEqual({ userId: 'abc' });
    expect(matchPage('/destination/new%20york/hotels')?.route.path).toBe(
      '/destination/:location/hotels',
    );
    expect(matchPage('/destination/paris/tours')?.params).toEqual({
      location: 'paris',
      type: 'tours',
    });
    expect(matchPage('/no/such/place')).toBeNull();
    expect(matchPage('/admin-inbox')?.route.path).toBe('/admin-inbox');
    expect(matchPage('/posts/1/2')).toBeNull();
  });
});
