import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTour, TTourDestination } from '../../../contract/tours.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { ToursSearchWidget } from './tours-search-widget.tsx';

const DESTINATIONS: TTourDestination[] = [
  { destinationId: 684, destinationName: 'Cancún', slug: 'cancun', tourCount: 8 },
  { destinationId: 2267057, destinationName: 'Lisbon', slug: 'lisbon', tourCount: 6 },
];

const tour = (n: number, overrides: Partial<TTour> = {}): TTour => ({
  productCode: `P${n}`,
  title: `Reef snorkel ${n}`,
  shortDescription: 'Snorkel the reef with a guide.',
  imageUrl: `/photos/p${n}.webp`,
  category: 'water',
  categoryName: 'Water Activities',
  rating: 4.76,
  reviewCount: 2841.4,
  duration: '7 hours',
  location: 'Cancún, Mexico',
  destinationCode: 684,
  priceFrom: 89,
  currency: 'USD',
  formattedPrice: '$89',
  highlights: ['Lunch'],
  productUrl: `https://tours.example/${n}`,
  freeCancellation: true,
  source: 'sample',
  isSample: true,
  ...overrides,
});

function fakeTours(tours: (url: URL) => Reply = () => ({ status: 200, body: [tour(1), tour(2)] })) {
  return routeFetch({
    'GET /api/viator/destinations': () => ({ status: 200, body: DESTINATIONS }),
    'GET /api/viator/categories': () => ({
      status: 200,
      body: [
        { id: 'water', name: 'Water Activities', tourCount: 3 },
        { id: 'food', name: 'Food & Drink', tourCount: 1 },
      ],
    }),
    'GET /api/currency/supported': () => ({
      status: 200,
      body: {
        currencies: [
          { code: 'USD', symbol: '$', name: 'US Dollar' },
          { code: 'EUR', symbol: '€', name: 'Euro' },
          { code: 'MXN', symbol: 'MX$', name: 'Mexican Peso' },
        ],
        ratesDate: '2024-06-28',
        source: 'ECB',
      },
    }),
    'GET /api/currency/detect': () => ({ status: 200, body: { currency: 'USD', country: 'US' } }),
    'GET /api/viator/popular': tours,
    'GET /api/viator/search': tours,
  });
}

const destinationInput = () => screen.getByRole('combobox', { name: 'Destination' });

describe('the tours search widget (spec 2 §2, §4, §8)', () => {
  it('asks for a destination first and runs no tour query without one', async () => {
    const fetchMock = fakeTours();
    renderApp(<ToursSearchWidget />, { user: member() });
    expect(await screen.findByText('Where would you like to go?')).toBeInTheDocument();
    const chips = await screen.findByRole('list', { name: 'Popular destinations' });
    expect(within(chips).getByRole('button', { name: 'Cancún' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/viator/popular')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/viator/search')).toHaveLength(0);
  });

  it("looks the typed destination up 500 ms after typing stops and shows its tours' cards", async () => {
    const fetchMock = fakeTours();
    renderApp(<ToursSearchWidget />, { user: member() });
    await userEvent.type(destinationInput(), '  CANCUN ');
    // Nothing is asked while the 500 ms have not passed.
    expect(requestsTo(fetchMock, '/api/viator/popular')).toHaveLength(0);
    const cards = await screen.findAllByTestId('tour-card', {}, { timeout: 3000 });
    expect(cards).toHaveLength(2);
    const [url] = requestsTo(fetchMock, '/api/viator/popular');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      destination: '684',
      sortBy: 'price-low-high',
      currency: 'USD',
      limit: '24',
    });
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: 'Reef snorkel 1' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Water Activities');
    expect(card).toHaveTextContent('Sample');
    expect(card).toHaveTextContent('Snorkel the reef with a guide.');
    // One decimal, and the review count rounded.
    expect(card).toHaveTextContent('4.8(2,841 reviews)');
    expect(card).toHaveTextContent('7 hours');
    expect(card).toHaveTextContent('Cancún, Mexico');
    expect(card).toHaveTextContent('$89');
    expect(card).toHaveTextContent('Free cancellation');
    expect(screen.getByTestId('tours-results-title')).toHaveTextContent('Popular in Cancún');
  });

  it('searches with the text, category, sort, free cancellation and currency', async () => {
    const fetchMock = fakeTours();
    renderApp(<ToursSearchWidget initialDestination={{ code: 684, name: 'Cancún' }} />, {
      user: member(),
    });
    await screen.findAllByTestId('tour-card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tours' }), 'snorkel');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/viator/search')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(requestsTo(fetchMock, '/api/viator/search')[0]!.searchParams.get('query')).toBe(
      'snorkel',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'water');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    await userEvent.click(screen.getByRole('switch', { name: 'Free cancellation' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await waitFor(() => {
      const last = requestsTo(fetchMock, '/api/viator/search').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        destination: '684',
        query: 'snorkel',
        category: 'water',
        sortBy: 'rating',
        freeCancellation: 'true',
        currency: 'EUR',
        limit: '24',
      });
    });
    expect(screen.getByTestId('tours-results-title')).toHaveTextContent(
      'Results for “snorkel” in Cancún',
    );
    // The currency options: the fixed ones first, then the supported others.
    const options = within(screen.getByRole('combobox', { name: 'Currency' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY', 'MXN']);
  });

  it('offers the destinations with tours as options and picks one', async () => {
    fakeTours();
    renderApp(<ToursSearchWidget />, { user: member() });
    await userEvent.type(destinationInput(), 'lis');
    const option = await screen.findByRole('option', { name: /Lisbon/ });
    expect(option).toHaveTextContent('6 tours');
    await userEvent.click(option);
    expect(destinationInput()).toHaveValue('Lisbon');
    expect(await screen.findByTestId('tours-results-title')).toHaveTextContent('Popular in Lisbon');
  });

  it('clears the destination when the text matches none', async () => {
    fakeTours();
    renderApp(<ToursSearchWidget initialDestination={{ code: 684, name: 'Cancún' }} />, {
      user: member(),
    });
    await screen.findAllByTestId('tour-card');
    await userEvent.clear(destinationInput());
    await userEvent.type(destinationInput(), 'Atlantisxyz');
    expect(
      await screen.findByText('Where would you like to go?', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('tour-card')).toHaveLength(0);
  });

  it("shows 'No Tours Available' when nothing is found", async () => {
    fakeTours(() => ({ status: 200, body: [] }));
    renderApp(<ToursSearchWidget initialDestination={{ code: 684, name: 'Cancún' }} />, {
      user: member(),
    });
    expect(await screen.findByText('No Tours Available')).toBeInTheDocument();
    expect(
      screen.getByText('No tours found at the moment. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("shows 'Connection Issue' with the API status, toasts, and retries", async () => {
    let reply: Reply = { status: 503, body: { message: 'The database is not reachable' } };
    const fetchMock = fakeTours(() => reply);
    renderApp(<ToursSearchWidget initialDestination={{ code: 684, name: 'Cancún' }} />, {
      user: member(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Issue');
    expect(alert).toHaveTextContent('Unable to load tours at the moment. Please try again.');
    expect(alert).toHaveTextContent('API Status: The database is not reachable');
    expect(getToasts()[0]).toMatchObject({ title: 'Failed to search tours' });
    reply = { status: 200, body: [tour(1)] };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('tour-card')).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/viator/popular')).toHaveLength(2);
  });

  it('opens a tour in a new tab and records the click (external_click, viator_tours)', async () => {
    const fetchMock = fakeTours();
    renderApp(<ToursSearchWidget initialDestination={{ code: 684, name: 'Cancún' }} />, {
      user: member(),
    });
    const [card] = await screen.findAllByTestId('tour-card');
    const link = within(card!).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://tours.example/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/track-page-visit'),
    );
    const body = JSON.parse(String(call![1]!.body)) as {
      metadata: Record<string, unknown>;
    } & Record<string, unknown>;
    expect(body).toMatchObject({
      feature: 'viator_tours',
      action: 'external_click',
      metadata: { tourId: 'P1', tourTitle: 'Reef snorkel 1' },
    });
    expect(typeof body.metadata.timestamp).toBe('string');
    expect(call![1]!.keepalive).toBe(true);
  });
});
