import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPlacePost } from '../../../contract/places.ts';
import type { TSeoContent } from '../../../contract/seo.ts';
import type { TTour } from '../../../contract/tours.ts';
import { trackTourClick } from '../../lib/tracking.ts';
import type * as Tracking from '../../lib/tracking.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { deferred, requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { DestinationPage } from './destination-page.tsx';
import { jsonLdText } from './document-seo.ts';

vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
  trackTourClick: vi.fn(),
}));

const CONTENT: TSeoContent = {
  metaTitle: 'Things to Do in Lisbon: Tours & Excursions | Roamly',
  metaDescription: 'Book the best tours in Lisbon, Portugal.',
  schema: { '@context': 'https://schema.org', '@type': 'TouristDestination', name: 'Lisbon' },
  content:
    '<p>Lisbon is a city in Portugal.</p><h2>Good to know before you go</h2><ul><li>Euro</li></ul>',
  source: 'catalogue',
  destination: {
    code: 2267057,
    slug: 'lisbon',
    name: 'Lisbon',
    countryName: 'Portugal',
    countryCode: 'PT',
    tourCount: 12,
  },
};

function tour(overrides: Partial<TTour> = {}): TTour {
  return {
    productCode: 'LIS-1',
    title: 'Tram 28 and Alfama Walking Tour',
    shortDescription: 'Hills, trams and viewpoints.',
    imageUrl: null,
    category: 'walking',
    categoryName: 'Walking Tours',
    rating: 4.76,
    reviewCount: 1234.4,
    duration: '3 hours',
    location: 'Lisbon, Portugal',
    destinationCode: 2267057,
    priceFrom: 35,
    currency: 'USD',
    formattedPrice: '$35',
    highlights: ['Four viewpoints', 'São Jorge Castle walls', 'A third highlight'],
    productUrl: 'https://tours.example/lis-1',
    freeCancellation: true,
    source: 'sample',
    isSample: true,
    ...overrides,
  };
}

const POST: TPlacePost = {
  id: '7b0c1b1e-0000-4000-8000-000000000001',
  excerpt: 'Sunset at the Miradouro',
  location: 'Lisbon, Portugal',
  imageUrl: '/uploads/media/sunset-display.jpg',
  likesCount: 9,
  commentsCount: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  author: { id: 'a1', firstName: 'Kenji', lastName: 'Watanabe', profileImageUrl: null },
};

function renderDestination({
  tours = () => ({ status: 200, body: [tour()] }) as Reply | Promise<Reply>,
  content = CONTENT,
}: {
  tours?: (url: URL) => Reply | Promise<Reply>;
  content?: TSeoContent;
} = {}) {
  const fetchMock = routeFetch({
    [`GET /api/seo/destination-content/${content.destination.slug}`]: () => ({
      status: 200,
      body: content,
    }),
    'GET /api/viator/popular': (url) => tours(url),
    [`GET /api/destination-posts/${content.destination.slug}`]: () => ({
      status: 200,
      body: { items: [POST] },
    }),
    [`GET /api/places/image/${content.destination.slug}`]: () => ({
      status: 200,
      body: {
        url: '/uploads/media/hero.jpg',
        source: 'member',
        attribution: { name: 'Photo: Kenji Watanabe', url: '/posts/p1' },
        licence: null,
        place: {
          name: content.destination.name,
          country: 'Portugal',
          region: 'Europe',
          category: 'city',
        },
      },
    }),
  });
  const result = renderApp(
    <DestinationPage location={content.destination.slug} type="excursions" />,
    { path: `/destination/${content.destination.slug}/excursions` },
  );
  const tourQueries = () => requestsTo(fetchMock, '/api/viator/popular');
  return { ...result, fetchMock, tourQueries };
}

describe('Destination tours page (spec 2 §2)', () => {
  it('hero, Read More content, 8-card skeleton, then cards with two highlights', async () => {
    const pending = deferred();
    renderDestination({ tours: () => pending.promise });
    expect(screen.getByRole('heading', { level: 1, name: 'Things to Do in Lisbon' })).toBeVisible();
    expect(screen.getByRole('search')).toBeVisible();
    expect(await screen.findByText('Portugal · 12 excursions')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('tour-skeleton')).toHaveLength(8));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeVisible();
    expect(await screen.findByText('Photo: Kenji Watanabe')).toBeVisible();

    pending.resolve({ status: 200, body: [tour()] });
    const card = await screen.findByTestId('tour-card');
    expect(screen.queryByTestId('tour-skeleton')).toBeNull();
    expect(within(card).getByText('Tram 28 and Alfama Walking Tour')).toBeVisible();
    expect(within(card).getByText('Four viewpoints')).toBeVisible();
    expect(within(card).getByText('São Jorge Castle walls')).toBeVisible();
    // No photograph of the tour's place: the designed fallback, never another place's photo.
    expect(within(card).getByRole('img', { name: 'Lisbon, Portugal' })).toBeVisible();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).queryByText('A third highlight')).toBeNull();
    expect(within(card).getByText('4.8')).toBeVisible();
    expect(within(card).getByText(/1,234/)).toBeVisible();
    expect(within(card).getByText('Sample')).toBeVisible();
    // The app's one price style (issue 19 §4): "$35", not "US$35".
    expect(within(card).getByText('$35')).toBeVisible();
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://tours.example/lis-1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for the hero photo once, by the address, without waiting for the content', async () => {
    const content = deferred();
    const fetchMock = routeFetch({
      'GET /api/seo/destination-content/lisbon': () => content.promise,
      'GET /api/viator/popular': () => ({ status: 200, body: [tour()] }),
      'GET /api/destination-posts/lisbon': () => ({ status: 200, body: { items: [] } }),
      'GET /api/places/image/lisbon': () => ({
        status: 200,
        body: {
          url: '/photos/lisbon-hero.webp',
          source: 'member',
          attribution: { name: 'Photo: Kenji Watanabe', url: '/posts/p1' },
          licence: null,
          place: { name: 'Lisbon', country: 'Portugal', region: 'Europe', category: 'city' },
        },
      }),
    });
    const { container } = renderApp(<DestinationPage location="lisbon" type="excursions" />, {
      path: '/destination/lisbon/excursions',
    });
    const heroPhoto = () => container.querySelector('header img');
    // The photo is in while the content is still on its way.
    await waitFor(() => expect(heroPhoto()).toHaveAttribute('src', '/photos/lisbon-hero.webp'));
    content.resolve({ status: 200, body: CONTENT });
    expect(await screen.findByText('Portugal · 12 excursions')).toBeVisible();
    await screen.findByTestId('tour-card');
    // Still the same photo, from the one request: never dropped while a second one loads.
    expect(heroPhoto()).toHaveAttribute('src', '/photos/lisbon-hero.webp');
    const imageRequests = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/api/places/image/'),
    );
    expect(imageRequests).toHaveLength(1);
  });

  it('the tour query waits for the destination code, then sends the filters', async () => {
    const { tourQueries } = renderDestination();
    await screen.findByTestId('tour-card');
    expect(tourQueries()[0]?.searchParams.get('destination')).toBe('2267057');
    expect(tourQueries()[0]?.searchParams.get('currency')).toBe('USD');

    await userEvent.click(screen.getByRole('button', { name: 'Food & Drink' }));
    expect(screen.getByRole('button', { name: 'Food & Drink' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(tourQueries().at(-1)?.searchParams.get('category')).toBe('food'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tours in Lisbon' }), 'fado');
    await userEvent.click(
      within(screen.getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() => expect(tourQueries().at(-1)?.searchParams.get('searchQuery')).toBe('fado'));

    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    await userEvent.type(within(panel).getByLabelText('Minimum price'), '50');
    await userEvent.type(within(panel).getByLabelText('Maximum price'), '20');
    expect(within(panel).getByText('Minimum price must not be above the maximum')).toBeVisible();
    expect(tourQueries().at(-1)?.searchParams.get('maxPrice')).not.toBe('20');
    await userEvent.clear(within(panel).getByLabelText('Maximum price'));
    await userEvent.type(within(panel).getByLabelText('Maximum price'), '100');
    await waitFor(() => {
      const last = tourQueries().at(-1);
      expect(last?.searchParams.get('minPrice')).toBe('50');
      expect(last?.searchParams.get('maxPrice')).toBe('100');
    });
    await userEvent.click(within(panel).getByLabelText('Free cancellation'));
    await waitFor(() =>
      expect(tourQueries().at(-1)?.searchParams.get('freeCancellation')).toBe('true'),
    );
    await userEvent.selectOptions(within(panel).getByLabelText('Sort by'), 'rating');
    await waitFor(() => expect(tourQueries().at(-1)?.searchParams.get('sortBy')).toBe('rating'));

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All Filters' }));
    // Back to the first query (answered from the cache): every filter reset.
    expect(screen.getByRole('button', { name: 'All Tours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search tours in Lisbon' })).toHaveValue('');
    expect(within(panel).getByLabelText('Minimum price')).toHaveValue(null);
    expect(within(panel).getByLabelText('Free cancellation')).not.toBeChecked();
    expect(within(panel).getByLabelText('Sort by')).toHaveValue('popularity');
  });

  it('no results: "No tours found" and Clear All Filters', async () => {
    const { tourQueries } = renderDestination({
      tours: (url) =>
        url.searchParams.get('category')
          ? { status: 200, body: [] }
          : { status: 200, body: [tour()] },
    });
    await screen.findByTestId('tour-card');
    await userEvent.click(screen.getByRole('button', { name: 'Cultural' }));
    expect(await screen.findByText('No tours found')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByTestId('tour-card')).toBeVisible();
    expect(screen.getByRole('button', { name: 'All Tours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tourQueries().map((url) => url.searchParams.get('category'))).toEqual([
      null,
      'cultural',
    ]);
  });

  it('a failing tours service shows the §8 error', async () => {
    renderDestination({ tours: () => ({ status: 503, body: { message: 'Service unavailable' } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Unable to load tours. Please ensure Viator API credentials are configured.',
    );
    expect(alert).toHaveTextContent('Contact support to set up your Viator API integration.');
  });

  it('a place the catalogue does not know asks for no tours', async () => {
    const { tourQueries } = renderDestination({
      content: {
        ...CONTENT,
        destination: {
          code: null,
          slug: 'atlantis',
          name: 'Atlantis',
          countryName: null,
          countryCode: null,
          tourCount: 0,
        },
      },
    });
    expect(await screen.findByText('No tours found')).toBeVisible();
    expect(tourQueries()).toEqual([]);
  });

  it('a tour click records the product code and title', async () => {
    renderDestination();
    const card = await screen.findByTestId('tour-card');
    const link = within(card).getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trackTourClick).toHaveBeenCalledWith(
      expect.objectContaining({ productCode: 'LIS-1', title: 'Tram 28 and Alfama Walking Tour' }),
    );
  });

  it('From the community: posts made here, linking to the post', async () => {
    renderDestination();
    const strip = await screen.findByRole('region', { name: 'From the community' });
    expect(within(strip).getByText('Kenji Watanabe')).toBeVisible();
    expect(within(strip).getByRole('link')).toHaveAttribute('href', `/posts/${POST.id}`);
  });

  it('title, description and JSON-LD follow the content; the title comes back on leaving', async () => {
    document.title = 'Roamly';
    const { unmount } = renderDestination();
    await waitFor(() => expect(document.title).toBe(CONTENT.metaTitle));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      CONTENT.metaDescription,
    );
    expect(
      JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      ),
    ).toEqual(CONTENT.schema);
    unmount();
    expect(document.title).toBe('Roamly');
  });

  it('jsonLdText keeps the data block closed', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
