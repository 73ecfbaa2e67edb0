import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Tracking from '../../lib/tracking.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { requestsTo, routeFetch } from '../home/test-api.ts';
import { post } from '../posts/test-posts.ts';
import { ExplorePage } from './explore-page.tsx';

// The debounced interaction beacon would fire after the test's fetch is gone.
vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
}));

const EMPTY_PAGE = { status: 200, body: { items: [], nextCursor: null } };

function renderExplore(path = '/explore') {
  const fetchMock = routeFetch({
    'GET /api/posts/explore': () => EMPTY_PAGE,
    'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.explore } }),
  });
  const user = member();
  const result = renderApp(<ExplorePage user={user} />, { user, path });
  const tagsAsked = () =>
    requestsTo(fetchMock, '/api/posts/explore').map((url) => url.searchParams.get('tag'));
  return { ...result, fetchMock, tagsAsked };
}

describe('Explore (spec 1 §2)', () => {
  it('has the title, the search box, Go Live, and the six categories, none pressed', async () => {
    const { tagsAsked } = renderExplore();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Explore the World' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search destinations, experiences...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Live' })).toHaveAttribute('href', '/live-studio');
    const grid = screen.getByRole('region', { name: 'Categories' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Adventure',
      'Beach',
      'City',
      'Culture',
      'Food',
      'Nature',
    ]);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(tagsAsked()).toEqual([null]));
  });

  it('filters the explore feed by the chosen category’s tag, and a second press clears it', async () => {
    const { tagsAsked } = renderExplore();
    const beach = screen.getByRole('button', { name: 'Beach' });
    await userEvent.click(beach);
    expect(beach).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/explore?tag=beach');
    expect(screen.getByTestId('explore-filter')).toHaveTextContent('#beach');
    await waitFor(() => expect(tagsAsked()).toContain('beach'));

    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    expect(beach).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(tagsAsked()).toContain('food'));

    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/explore$/);
    expect(screen.queryByTestId('explore-filter')).not.toBeInTheDocument();
  });

  it('opens with the tag of the URL and clears it with Clear filter', async () => {
    const { tagsAsked } = renderExplore('/explore?tag=Nature');
    expect(screen.getByRole('button', { name: 'Nature' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(tagsAsked()).toEqual(['nature']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.getByRole('button', { name: 'Nature' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/explore$/);
  });

  it('runs a search from its search box', async () => {
    renderExplore();
    await userEvent.type(
      screen.getByPlaceholderText('Search destinations, experiences...'),
      'Kyoto temples',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Kyoto+temples');
  });

  it('labels the static cards as sample data and shows the spec’s figures', async () => {
    renderExplore();
    await screen.findByRole('region', { name: 'Featured Hotels' });
    for (const name of [
      'Featured Flights, Hotels & Cars',
      'Trending Destinations',
      'Travel Stats',
      'Featured Hotels',
    ]) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText('Sample')).toBeInTheDocument();
    }
    const stats = screen.getByRole('region', { name: 'Travel Stats' });
    for (const figure of ['12.5k', '195', '45.2k', '234']) {
      expect(within(stats).getByText(figure)).toBeInTheDocument();
    }
    const trending = screen.getByRole('region', { name: 'Trending Destinations' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Tours & Excursions' })).toBeInTheDocument();
  });

  it('shows the explore feed as a photo grid, not as post cards', async () => {
    routeFetch({
      'GET /api/posts/explore': () => ({
        status: 200,
        body: {
          items: [
            post({ content: 'Tiles everywhere', imageUrl: '/photos/porto.jpg' }),
            post({ content: 'Night bus thoughts' }),
          ],
          nextCursor: null,
        },
      }),
      'GET /api/promotions': () => ({ status: 200, body: { cards: [] } }),
    });
    const user = member();
    renderApp(<ExplorePage user={user} />, { user, path: '/explore' });
    const feed = screen.getByRole('region', { name: 'Explore feed' });
    expect(await within(feed).findAllByTestId('explore-tile')).toHaveLength(2);
    expect(within(feed).queryByTestId('post-card')).toBeNull();
    expect(within(feed).getByText('Night bus thoughts')).toBeInTheDocument();
  });
});
