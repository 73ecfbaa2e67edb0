import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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

function renderHotels({ google = false }: { google?: boolean } = {}) {
  const fetchMock = routeFetch({
    'GET /api/seo/hotel-content/london': () => ({ status: 200, body: CONTENT }),
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://roamly.test');
    if (url.pathname.startsWith('/api/places/image/')) {
      const query = decodeURIComponent(url.pathname.slice('/api/places/image/'.length));
      const body =
        google && query === 'London hotel lobby'
          ? { url: GOOGLE_PHOTO, source: 'google', attribution: null }
          : { url: '/photos/lake-boats-sunset-1600.webp', source: 'generated', attribution: null };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return base(input, init);
  });
  const result = renderApp(
    <Routes>
      <Route path="/destination/:location/hotels" element={<HotelsPage location="london" />} />
    </Routes>,
    { path: '/destination/london/hotels' },
  );
  return { ...result, fetchMock };
}

const cardNames = () =>
  screen.getAllByTestId('hotel-card').map((card) => within(card).getByRole('heading').textContent);

describe('Hotels page (spec 2 §2, spec 3 §2)', () => {
  it('shows the header, the four sample hotels, the side panel’s fixed figures and the footer', async () => {
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

    expect(cardNames()).toHaveLength(4);
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(within(card).getByText('Sample')).toBeVisible();
      expect(within(card).getByText(/\/ 5/)).toBeVisible();
      expect(within(card).getByText('per night')).toBeVisible();
      expect(within(card).getByRole('button', { name: /^View Details/ })).toBeVisible();
      expect(within(card).getByRole('button', { name: /^Book Now/ })).toBeVisible();
    }
    expect(screen.getAllByText('Best Price')).toHaveLength(1);
    expect(screen.getByText('Mayfair, London')).toBeVisible();

    expect(screen.getByTestId('hotel-total')).toHaveTextContent('4');
    expect(screen.getByText('$95 - $520')).toBeVisible();
    expect(screen.getByText('4.6')).toBeVisible();
    const areas = screen.getByRole('region', { name: 'Popular Areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mayfair12 hotels',
      'Covent Garden8 hotels',
      'South Bank6 hotels',
      'Westminster4 hotels',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help');
    expect(screen.getByText('Find your perfect accommodation worldwide.')).toBeVisible();
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

  it('the filters really filter and sort the list, and the total follows', async () => {
    renderHotels();
    const toggle = screen.getByRole('button', { name: /Show Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = screen.getByRole('region', { name: 'Hotel Filters' });

    await userEvent.selectOptions(within(panel).getByLabelText('Price range'), '400+');
    expect(cardNames()).toEqual(['The Grand Meridian']);
    expect(screen.getByTestId('hotel-total')).toHaveTextContent('1');

    await userEvent.selectOptions(within(panel).getByLabelText('Price range'), 'any');
    await userEvent.selectOptions(within(panel).getByLabelText('Sort by'), 'price-low-high');
    expect(cardNames()).toEqual([
      'The Urban Nest',
      'Riverside Suites',
      'Harbour Light Boutique Hotel',
      'The Grand Meridian',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Spa' }));
    expect(within(panel).getByRole('button', { name: 'Spa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardNames()).toEqual(['Harbour Light Boutique Hotel', 'The Grand Meridian']);

    await userEvent.selectOptions(within(panel).getByLabelText('Guest rating'), '5');
    expect(screen.getByText('No hotels match these filters')).toBeVisible();
    expect(screen.getByTestId('hotel-total')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(cardNames()).toHaveLength(4);
  });

  it('hotel photos: only the maps provider’s image hosts are accepted, else the stock image', async () => {
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
    // The generated covers of the other queries are not hotel photos: never shown.
    for (const card of screen.getAllByTestId('hotel-card')) {
      expect(card.querySelector('img')?.getAttribute('src')).not.toContain('/photos/');
    }
  });

  it('without accepted photos every card shows a stock image', async () => {
    const { fetchMock } = renderHotels();
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/places/image/hotels%20in%20London')).toHaveLength(1),
    );
    const sources = screen
      .getAllByTestId('hotel-card')
      .map((card) => card.querySelector('img')?.getAttribute('src'));
    for (const src of sources) expect(src).toMatch(/^\/stock\/hotel-\d\.svg$/);
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
