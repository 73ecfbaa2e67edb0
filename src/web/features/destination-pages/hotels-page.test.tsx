import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { filterHotels, sampleHotels } from '../../../contract/sample-hotels.ts';
import type { TSeoContent } from '../../../contract/seo.ts';
import type * as Tracking from '../../lib/tracking.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch } from '../home/test-api.ts';
import { localToday } from './hotel-search-header.tsx';
import { HotelsPage } from './hotels-page.tsx';

vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
}));

const CONTENT: TSeoContent = {
  metaTitle: 'Hotels in London | Best Accommodation | Roamly',
  metaDescription: 'Compare hotels in London.',
  schema: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Hotels in London' },
  content: '<p>First paragraph about London.</p><h2>Good to know</h2><p>More.</p>',
  source: 'catalogue',
  destination: {
    code: 2643743,
    slug: 'london',
    name: 'London',
    countryName: 'United Kingdom',
    countryCode: 'GB',
    tourCount: 0,
  },
};

const GOOGLE_PHOTO = 'https://lh3.googleusercontent.com/places/lobby=s1600';

const LISBON: TSeoContent = {
  ...CONTENT,
  metaTitle: 'Hotels in Lisbon | Best Accommodation | Roamly',
  content: '<p>About Lisbon.</p>',
  destination: { ...CONTENT.destination, code: 2267057, slug: 'lisbon', name: 'Lisbon' },
};

function renderHotels({
  google = false,
  content = CONTENT,
}: { google?: boolean; content?: TSeoContent } = {}) {
  const location = content.destination.slug;
  const fetchMock = routeFetch({
    [`GET /api/seo/hotel-content/${location}`]: () => ({ status: 200, body: content }),
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://roamly.test');
    if (url.pathname.startsWith('/api/places/image/')) {
      const query = decodeURIComponent(url.pathname.slice('/api/places/image/'.length));
      const place = { name: query, country: null, region: null, category: null };
      const body =
        google && query === 'London hotel lobby'
          ? { url: GOOGLE_PHOTO, source: 'google', attribution: null, licence: null, place }
          : query === 'London hotels'
            ? // A bundled photo of the city is no hotel photo: never shown on a hotel.
              {
                url: '/photos/london-640.webp',
                source: 'bundled',
                attribution: null,
                licence: null,
                place,
              }
            : { url: null, source: 'fallback', attribution: null, licence: null, place };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return base(input, init);
  });
  const result = renderApp(
    <Routes>
      <Route path="/destination/:location/hotels" element={<HotelsPage location={location} />} />
    </Routes>,
    { path: `/destination/${location}/hotels` },
  );
  return { ...result, fetchMock };
}

const cardNames = () =>
  screen.getAllByTestId('hotel-card').map((card) => within(card).getByRole('heading').textContent);

describe('Hotels page (spec 2 §2, spec 3 §2)', () => {
  it('shows the header, London’s own sample hotels, the computed side panel and the footer', async () => {
    renderHotels();
    expect(screen.getByRole('heading', { level: 1, name: 'Best Hotels in London' })).toBeVisible();
    expect(screen.getByLabelText('Destination')).toHaveValue('London');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('type', 'date');
    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveValue('2');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 guest', '2 guests', '3 guests', '4 guests', '5+ guests']);
    expect(screen.getByRole('button', { name: 'Search Hotels' })).toBeVisible();

    const london = sampleHotels('London');
    expect(cardNames()).toHaveLength(london.length);
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(within(card).getByText('Sample')).toBeVisible();
      expect(within(card).getByText(/\/ 5/)).toBeVisible();
      expect(within(card).getByText('per night')).toBeVisible();
      expect(within(card).getByText(/, London$/)).toBeVisible();
      expect(within(card).getByRole('button', { name: /^View Details/ })).toBeVisible();
      expect(within(card).getByRole('button', { name: /^Book Now/ })).toBeVisible();
    }
    expect(screen.getAllByText('Best Price')).toHaveLength(1);
    // The luxury hotel sits in London's real centre.
    expect(screen.getAllByText('Mayfair, London')[0]).toBeVisible();

    const prices = london.map((hotel) => hotel.price);
    expect(screen.getByTestId('hotel-total')).toHaveTextContent(String(london.length));
    expect(screen.getByTestId('hotel-price-range')).toHaveTextContent(
      `$${Math.min(...prices)} - $${Math.max(...prices)}`,
    );
    const mean = london.reduce((sum, hotel) => sum + hotel.rating, 0) / london.length;
    expect(screen.getByTestId('hotel-average-rating')).toHaveTextContent(mean.toFixed(1));
    const areas = screen.getByRole('region', { name: 'Popular Areas' });
    const areaNames = within(areas)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(areaNames).toContain('Mayfair');
    for (const area of areaNames) {
      expect(['Mayfair', 'Covent Garden', 'South Bank', 'Westminster']).toContain(area);
    }
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help');
    expect(screen.getByText('Find your perfect accommodation worldwide.')).toBeVisible();
  });

  it('another city shows its own hotels and areas, never London’s', async () => {
    renderHotels({ content: LISBON });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best Hotels in Lisbon' }),
    ).toBeVisible();
    expect(cardNames()).toEqual(
      filterHotels(sampleHotels('Lisbon'), {
        priceRange: 'any',
        rating: 'any',
        sortBy: 'popularity',
        amenities: [],
      }).map((hotel) => hotel.name),
    );
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(within(card).getByText(/, Lisbon$/)).toBeVisible();
    }
    const areas = within(screen.getByRole('region', { name: 'Popular Areas' }));
    expect(areas.queryByText('Mayfair')).toBeNull();
    expect(areas.getByText('Baixa')).toBeVisible();
    expect(screen.queryByText(/London/)).toBeNull();
  });

  it('the intro shows its first paragraph until Read More; Show Less folds it again', async () => {
    renderHotels();
    const button = await screen.findByRole('button', { name: 'Read More' });
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content?.className).toContain('[&>*:not(:first-child)]:hidden');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(content?.className).not.toContain(':hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  it('the filters really filter and sort the list, and every summary figure follows', async () => {
    renderHotels();
    const london = sampleHotels('London');
    const toggle = screen.getByRole('button', { name: /Show Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = screen.getByRole('region', { name: 'Hotel Filters' });

    await userEvent.selectOptions(within(panel).getByLabelText('Price range'), '400+');
    const luxury = london.filter((hotel) => hotel.price > 400);
    expect(luxury.length).toBeGreaterThan(0);
    expect(cardNames()).toEqual(luxury.map((hotel) => hotel.name));
    expect(screen.getByTestId('hotel-total')).toHaveTextContent(String(luxury.length));
    expect(screen.getByTestId('hotel-price-range')).toHaveTextContent(
      luxury.length === 1 ? `$${luxury[0]!.price}` : /^\$\d+ - \$\d+$/,
    );
    const areas = within(screen.getByRole('region', { name: 'Popular Areas' }));
    expect(areas.getAllByRole('listitem')).toHaveLength(
      new Set(luxury.map((hotel) => hotel.location)).size,
    );

    await userEvent.selectOptions(within(panel).getByLabelText('Price range'), 'any');
    await userEvent.selectOptions(within(panel).getByLabelText('Sort by'), 'price-low-high');
    expect(cardNames()).toEqual(
      [...london].sort((a, b) => a.price - b.price).map((hotel) => hotel.name),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Spa' }));
    expect(within(panel).getByRole('button', { name: 'Spa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardNames()).toEqual(
      london
        .filter((hotel) => hotel.amenities.includes('spa'))
        .sort((a, b) => a.price - b.price)
        .map((hotel) => hotel.name),
    );

    await userEvent.selectOptions(within(panel).getByLabelText('Price range'), '0-100');
    expect(screen.getByText('No hotels match these filters')).toBeVisible();
    expect(screen.getByTestId('hotel-total')).toHaveTextContent('0');
    expect(screen.getByTestId('hotel-price-range')).toHaveTextContent('—');
    expect(screen.getByTestId('hotel-average-rating')).toHaveTextContent('—');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(cardNames()).toHaveLength(london.length);
  });

  it('hotel photos: only the maps provider’s image hosts are accepted, else the illustration', async () => {
    const { fetchMock } = renderHotels({ google: true });
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('hotel-card')
          .some((card) => card.querySelector('img')?.getAttribute('src') === GOOGLE_PHOTO),
      ).toBe(true),
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://roamly.test').pathname)
      .filter((path) => path.startsWith('/api/places/image/'))
      .map((path) => decodeURIComponent(path.slice('/api/places/image/'.length)));
    expect(new Set(asked)).toEqual(
      new Set(['luxury hotels London', 'London hotel lobby', 'London hotels', 'hotels in London']),
    );
    // The bundled photo of the city is not a hotel photo: never shown.
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(card.querySelector('img')?.getAttribute('src')).not.toContain('/photos/');
    }
  });

  it('without accepted photos every card shows the city’s designed fallback, labelled sample', async () => {
    const { fetchMock } = renderHotels();
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/places/image/hotels%20in%20London')).toHaveLength(1),
    );
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(card.querySelector('img')).toBeNull();
      const fallback = within(card).getByRole('img', { name: /^London.*Sample — no photo yet/ });
      expect(within(fallback).getByText('London')).toBeVisible();
      expect(within(fallback).getByText('Sample — no photo yet')).toBeVisible();
    }
  });

  it('sets the title, description and JSON-LD when the content loads, and restores the title on leaving', async () => {
    document.title = 'Before';
    const { unmount } = renderHotels();
    await waitFor(() => expect(document.title).toBe(CONTENT.metaTitle));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      CONTENT.metaDescription,
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual(CONTENT.schema);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/destination\/london\/hotels$/,
    );
    unmount();
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('Search Hotels checks the dates, then opens that destination with dates and guests', async () => {
    renderHotels();
    const today = localToday();
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await userEvent.clear(screen.getByLabelText('Destination'));
    await userEvent.type(screen.getByLabelText('Destination'), 'New York');
    await userEvent.type(screen.getByLabelText('Check-in'), later);
    await userEvent.type(screen.getByLabelText('Check-out'), today);
    expect(screen.getByText('Check-out must be after check-in')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/destination/london/hotels');

    await userEvent.clear(screen.getByLabelText('Check-out'));
    await userEvent.clear(screen.getByLabelText('Check-in'));
    await userEvent.type(screen.getByLabelText('Check-in'), today);
    await userEvent.type(screen.getByLabelText('Check-out'), later);
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '5+');
    await userEvent.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/destination/new-york/hotels?checkIn=${today}&checkOut=${later}&guests=5%2B`,
    );
  });
});
