import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSuggestedUser } from '../../../contract/people.ts';
import type { TTour } from '../../../contract/tours.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { FOLLOW_FAILED, FOLLOW_UPDATED } from './follow.ts';
import { JourneyCard } from './journey-card.tsx';
import { QuickActionsCard } from './side-cards.tsx';
import { SuggestedCard } from './suggested-card.tsx';
import { deferred, requestsTo, routeFetch } from './test-api.ts';
import { ToursCard } from './tours-card.tsx';
import { TrendingCard } from './trending-card.tsx';

function suggested(overrides: Partial<TSuggestedUser> = {}): TSuggestedUser {
  const {
    privacySettings: _p,
    notificationSettings: _n,
    email: _e,
    emailVerified: _v,
    dateOfBirth: _d,
    phoneNumber: _ph,
    pushNotificationsEnabled: _pu,
    role: _r,
    ...rest
  } = member({ id: '5d0c8a5e-0000-4000-8000-0000000000a1', firstName: 'Ana', lastName: 'Lima' });
  return { ...rest, reason: 'Followed by Leo and 2 others', ...overrides };
}

describe('Quick Actions (spec 1 §2)', () => {
  it('offers the five actions of the spec, with their targets', () => {
    render(
      <MemoryRouter>
        <QuickActionsCard />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View All Bookings', '/recommendations'],
      ['Plan Trip', '/plan-trip'],
      ['Find Travel Buddies', '/explore'],
      ['Saved Posts', '/profile?tab=saved'],
      ['Travel Stats', '/profile'],
    ]);
  });
});

describe('Trending Destinations (spec 1 §2)', () => {
  const trendingItems = () =>
    within(screen.getByRole('region', { name: 'Trending Destinations' })).getAllByRole('listitem');

  it('lists the places recent posts name, most posted first, without a Sample label', async () => {
    const fetchMock = routeFetch({
      'GET /api/trending/destinations': () => ({
        status: 200,
        body: [
          { name: 'Kyoto, Japan', postsCount: 14, imageUrl: '/uploads/kyoto.webp' },
          { name: 'Lisbon, Portugal', postsCount: 1, imageUrl: null },
        ],
      }),
    });
    renderApp(<TrendingCard />, { user: member() });
    await waitFor(() => expect(trendingItems()).toHaveLength(2));
    expect(trendingItems().map((item) => item.textContent)).toEqual([
      'Kyoto, Japan14 posts',
      'Lisbon, Portugal1 post',
    ]);
    const card = screen.getByRole('region', { name: 'Trending Destinations' });
    expect(within(card).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Kyoto, Japan/ })).toHaveAttribute(
      'href',
      '/search?q=Kyoto%2C+Japan&type=posts',
    );
    expect(requestsTo(fetchMock, '/api/trending/destinations')[0]?.searchParams.get('limit')).toBe(
      '3',
    );
  });

  it.each([
    ['answers an empty list', { status: 200, body: [] }],
    ['fails', { status: 500, body: { message: 'Internal Server Error' } }],
  ])(
    'falls back to Bali, Swiss Alps and Kyoto, marked Sample, when the server %s',
    async (_, reply) => {
      routeFetch({ 'GET /api/trending/destinations': () => reply });
      const { container } = renderApp(<TrendingCard />, { user: member() });
      const card = await screen.findByRole('region', { name: 'Trending Destinations' });
      await waitFor(() => expect(within(card).getByText('Sample')).toBeInTheDocument());
      expect(trendingItems().map((item) => item.textContent)).toEqual([
        expect.stringContaining('Bali'),
        expect.stringContaining('Swiss Alps'),
        expect.stringContaining('Kyoto'),
      ]);
      // No photograph of these three exists: their designed fallback, never a picture.
      expect(container.querySelectorAll('img')).toHaveLength(0);
      expect(container.querySelectorAll('[data-testid="place-fallback"]')).toHaveLength(3);
    },
  );
});

describe('Your Journey (spec 1 §2)', () => {
  it('shows the counts of the user record and the countries of the member’s own posts', async () => {
    const user = member({ postsCount: 7, followersCount: 1200, followingCount: 3 });
    routeFetch({
      [`GET /api/users/${user.id}/journey`]: () => ({
        status: 200,
        body: { countriesVisited: 2, countries: ['Japan', 'Portugal'] },
      }),
    });
    renderApp(<JourneyCard user={user} />, { user });
    const stat = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Posts Created')).toBe('7');
    expect(stat('Followers')).toBe('1.2K');
    expect(stat('Following')).toBe('3');
    await waitFor(() => expect(stat('Countries Visited')).toBe('2'));
    expect(screen.getByTestId('journey-countries')).toHaveTextContent('Japan · Portugal');
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
  });

  it('says so instead of inventing a number when the countries cannot be counted', async () => {
    const user = member();
    routeFetch({
      [`GET /api/users/${user.id}/journey`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderApp(<JourneyCard user={user} />, { user });
    await waitFor(() =>
      expect(screen.getByTestId('journey-countries')).toHaveTextContent(
        'Countries Visited could not be counted right now.',
      ),
    );
    expect(
      screen.getByText('Countries Visited', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('–');
  });
});

describe('Suggested for You (spec 1 §2)', () => {
  it('shows each person with their reason and flips Follow at once, then keeps the server’s answer', async () => {
    const ana = suggested();
    const reply = deferred();
    const fetchMock = routeFetch({
      'GET /api/users/suggested': () => ({ status: 200, body: [ana] }),
      [`POST /api/users/${ana.id}/follow`]: () => reply.promise,
    });
    const viewer = member({ followingCount: 4 });
    const { queryClient } = renderApp(<SuggestedCard />, { user: viewer });
    const card = await screen.findByRole('region', { name: 'Suggested for You' });
    await within(card).findByRole('link', { name: /Ana Lima/ });
    expect(within(card).getByText('Followed by Leo and 2 others')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ana Lima/ })).toHaveAttribute(
      'href',
      `/profile/${ana.id}`,
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Follow Ana Lima' }));
    // Optimistic: already Following while the request is on its way.
    expect(within(card).getByRole('button', { name: 'Following Ana Lima' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/users/${ana.id}/follow`, 'POST')).toHaveLength(1);

    await act(async () =>
      reply.resolve({
        status: 200,
        body: { isFollowing: true, followersCount: 9, followingCount: 5 },
      }),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe(FOLLOW_UPDATED));
    expect(within(card).getByRole('button', { name: 'Following Ana Lima' })).toBeInTheDocument();
    // The viewer's own Following count comes from the answer (Your Journey shows it).
    expect(queryClient.getQueryData<TSelfUser>(USER_QUERY_KEY)?.followingCount).toBe(5);
  });

  it('rolls the button back and says so when the follow fails', async () => {
    const ana = suggested();
    routeFetch({
      'GET /api/users/suggested': () => ({ status: 200, body: [ana] }),
      [`POST /api/users/${ana.id}/follow`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderApp(<SuggestedCard />, { user: member() });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Ana Lima' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe(FOLLOW_FAILED));
    expect(getToasts()[0]?.variant).toBe('destructive');
    expect(screen.getByRole('button', { name: 'Follow Ana Lima' })).toBeInTheDocument();
  });

  it('has an empty state and an error state with Try Again', async () => {
    let reply = { status: 200, body: [] as unknown };
    routeFetch({ 'GET /api/users/suggested': () => reply });
    const { unmount } = renderApp(<SuggestedCard />, { user: member() });
    expect(await screen.findByText(/No suggestions right now/)).toBeInTheDocument();
    unmount();

    reply = { status: 500, body: { message: 'boom' } };
    renderApp(<SuggestedCard />, { user: member() });
    expect(await screen.findByText('Suggestions could not be loaded.')).toBeInTheDocument();
    reply = { status: 200, body: [suggested()] };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Ana Lima/ })).toBeInTheDocument();
  });
});

describe('Tours & Excursions (spec 1 §2)', () => {
  const tour = (n: number, overrides: Partial<TTour> = {}): TTour => ({
    productCode: `P${n}`,
    title: `Tour number ${n}`,
    shortDescription: 'A tour.',
    imageUrl: `https://img.example/${n}.jpg`,
    category: 'sightseeing',
    categoryName: 'Sightseeing',
    rating: 4.5,
    reviewCount: 1234,
    duration: '3 hours',
    location: 'Cancún, Mexico',
    destinationCode: 684,
    priceFrom: 45,
    currency: 'USD',
    formattedPrice: '$45',
    highlights: [],
    productUrl: `https://tours.example/${n}`,
    freeCancellation: true,
    source: 'viator',
    isSample: false,
    ...overrides,
  });

  it('shows the loading text, then the first three tours as links that open a new tab', async () => {
    const reply = deferred();
    const fetchMock = routeFetch({ 'GET /api/viator/popular/684': () => reply.promise });
    renderApp(<ToursCard />, { user: member() });
    expect(screen.getByText('Loading live tours...')).toBeInTheDocument();
    await act(async () => reply.resolve({ status: 200, body: [1, 2, 3].map((n) => tour(n)) }));
    const card = screen.getByRole('region', { name: 'Tours & Excursions' });
    const links = await within(card).findAllByRole('link', { name: /Tour number/ });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', 'https://tours.example/1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveTextContent('4.5 (1,234)');
    expect(links[0]).toHaveTextContent('from $45');
    expect(within(card).getByRole('link', { name: 'View All Tours' })).toHaveAttribute(
      'href',
      '/recommendations?tab=excursions',
    );
    // The contract route: three tours of Cancún (684) in the default currency.
    const [url] = requestsTo(fetchMock, '/api/viator/popular/684');
    expect(url!.searchParams.get('limit')).toBe('3');
    expect(url!.searchParams.get('currency')).toBe('USD');
  });

  it("asks in the traveller's currency, labels sample tours and records a click", async () => {
    window.localStorage.setItem('roamly-currency', 'EUR');
    const fetchMock = routeFetch({
      'GET /api/viator/popular/684': (url) => ({
        status: 200,
        body: [
          tour(1, {
            isSample: true,
            source: 'sample',
            currency: url.searchParams.get('currency') ?? '',
            formattedPrice: '€41.50',
          }),
        ],
      }),
    });
    renderApp(<ToursCard />, { user: member() });
    const link = await screen.findByRole('link', { name: /Tour number 1/ });
    expect(link).toHaveTextContent('Sample');
    expect(link).toHaveTextContent('from €41.50');
    expect(requestsTo(fetchMock, '/api/viator/popular/684')[0]!.searchParams.get('currency')).toBe(
      'EUR',
    );
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/track-page-visit'),
    );
    const body = JSON.parse(String(call![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      feature: 'viator_tours',
      action: 'external_click',
      metadata: { tourId: 'P1', tourTitle: 'Tour number 1' },
    });
  });

  it('shows a plain error state while the tours service does not answer, and retries on request', async () => {
    let reply = { status: 503, body: { message: 'Service unavailable' } as unknown };
    const fetchMock = routeFetch({ 'GET /api/viator/popular/684': () => reply });
    renderApp(<ToursCard />, { user: member() });
    expect(await screen.findByText('Tours are not available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tours' })).toBeInTheDocument();

    reply = { status: 200, body: [] };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No tours available at the moment. Please try again later.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/viator/popular/684')).toHaveLength(2);
  });
});
