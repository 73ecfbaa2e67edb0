import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSeoContent } from '../../contract/seo.ts';
import { routeFetch, requestsTo } from '../features/home/test-api.ts';
import { renderApp } from '../test/app-harness.tsx';
import { DestinationRoute } from './destination-route.tsx';
import { HotelsRoute } from './hotels-route.tsx';

function content(destination: Partial<TSeoContent['destination']>): TSeoContent {
  return {
    metaTitle: 'Things to Do in Lisbon | Roamly',
    metaDescription: 'Tours in Lisbon.',
    schema: { '@context': 'https://schema.org', '@type': 'TouristDestination' },
    content: '<p>About the place.</p>',
    source: 'catalogue',
    destination: {
      code: 2267057,
      slug: 'lisbon',
      name: 'Lisbon',
      countryName: 'Portugal',
      countryCode: 'PT',
      tourCount: 0,
      ...destination,
    },
  };
}

const ATLANTIS = content({
  code: null,
  slug: 'atlantis',
  name: 'Atlantis',
  countryName: null,
  countryCode: null,
});

function renderAt(path: string) {
  return renderApp(
    <Routes>
      <Route path="/destination/:location/hotels" element={<HotelsRoute />} />
      <Route path="/destination/:location/:type" element={<DestinationRoute />} />
      <Route path="/excursions" element={<DestinationRoute />} />
    </Routes>,
    { path, user: null },
  );
}

describe('destination addresses (the server answers 404 for a place outside the catalogue)', () => {
  it('an unknown place shows the 404 page instead of an empty destination page', async () => {
    routeFetch({
      'GET /api/seo/destination-content/atlantis': () => ({ status: 200, body: ATLANTIS }),
    });
    renderAt('/destination/atlantis/excursions');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Things to Do/ })).toBeNull();
  });

  it('a location naming no place (400) shows the 404 page', async () => {
    routeFetch({
      'GET /api/seo/destination-content/---': () => ({
        status: 400,
        body: { message: 'Location must name a place' },
      }),
    });
    renderAt('/destination/---/tours');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('an unknown place’s hotels page shows the 404 page', async () => {
    routeFetch({
      'GET /api/seo/hotel-content/atlantis': () => ({ status: 200, body: ATLANTIS }),
    });
    renderAt('/destination/atlantis/hotels');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('a known place shows its page, asking for its content once', async () => {
    const fetchMock = routeFetch({
      'GET /api/seo/destination-content/lisbon': () => ({ status: 200, body: content({}) }),
    });
    renderAt('/destination/lisbon/excursions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Things to Do in Lisbon' }),
    ).toBeVisible();
    expect(await screen.findByText('Portugal')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/seo/destination-content/lisbon')).toHaveLength(1);
  });

  it('a failing content service leaves the page to its own states', async () => {
    routeFetch({
      'GET /api/seo/destination-content/lisbon': () => ({
        status: 503,
        body: { message: 'Service unavailable' },
      }),
    });
    renderAt('/destination/lisbon/excursions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Things to Do in Lisbon' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
