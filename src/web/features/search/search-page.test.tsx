import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPost } from '../../../contract/posts.ts';
import type { TSearchResults } from '../../../contract/search.ts';
import type { TPublicUser } from '../../../contract/users.ts';
import type * as Tracking from '../../lib/tracking.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { deferred, requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { SearchPage } from './search-page.tsx';

// The debounced interaction beacon would fire after the test's fetch is gone.
vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
}));

const viewer = member();

function person(n: number): TPublicUser {
  return {
    id: `5d0c8a5e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstName: 'Traveller',
    lastName: `Number${n}`,
    bio: null,
    location: 'Kyoto, Japan',
    website: null,
    profileImageUrl: null,
    coverImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    travelStyle: null,
    favoriteDestinations: [],
    languages: [],
    travelInterests: [],
    postsCount: 1,
    followersCount: 3,
    followingCount: 0,
    isFollowing: false,
    isPremium: false,
  };
}

function post(n: number, content = `Temple walk number ${n}`): TPost {
  return {
    id: `7e0c8a5e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: person(1).id,
    user: {
      id: person(1).id,
      firstName: 'Traveller',
      lastName: 'Number1',
      profileImageUrl: null,
      isPremium: false,
    },
    content,
    location: 'Kyoto, Japan',
    tags: ['temples'],
    travelInsights: [],
    imageUrl: null,
    videoUrl: null,
    aiCaptions: [],
    aiThumbnails: [],
    media: [],
    privacy: 'public',
    allowComments: true,
    sensitive: false,
    hidden: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    isBookmarked: false,
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function results(partial: Partial<TSearchResults>): TSearchResults {
  return { posts: [], people: [], destinations: [], ...partial };
}

function renderSearch(path: string, answer: (url: URL) => Reply | Promise<Reply>) {
  const fetchMock = routeFetch({ 'GET /api/search': answer });
  const result = renderApp(<SearchPage user={viewer} />, { user: viewer, path });
  return { ...result, fetchMock, searches: () => requestsTo(fetchMock, '/api/search') };
}

describe('Search (/search?q=)', () => {
  it('prefills the box and shows tabs with counts, posts first', async () => {
    const { searches } = renderSearch('/search?q=Kyto', () => ({
      status: 200,
      body: results({
        posts: range(1, 10).map((n) => post(n)),
        people: [person(2)],
        destinations: [],
      }),
    }));
    expect(
      screen.getByRole('searchbox', { name: 'Search posts, people and destinations' }),
    ).toHaveValue('Kyto');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Posts10+', 'People1', 'Destinations0']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: /Posts/ });
    expect(within(panel).getByText('Temple walk number 1')).toBeInTheDocument();
    expect(searches()[0]?.searchParams.get('q')).toBe('Kyto');
    expect(searches()[0]?.searchParams.has('type')).toBe(false);
  });

  it('switches tabs with clicks and arrow keys, keeping the type in the URL', async () => {
    renderSearch('/search?q=kyoto', () => ({
      status: 200,
      body: results({
        posts: [post(1)],
        people: [person(2)],
        destinations: [{ name: 'Kyoto, Japan', postsCount: 12, imageUrl: null }],
      }),
    }));
    await userEvent.click(await screen.findByRole('tab', { name: /People/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=kyoto&type=people');
    const panel = screen.getByRole('tabpanel', { name: /People/ });
    expect(within(panel).getByRole('link', { name: /Traveller Number2/ })).toHaveAttribute(
      'href',
      `/profile/${person(2).id}`,
    );
    expect(
      within(panel).getByRole('button', { name: 'Follow Traveller Number2' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Kyoto, Japan · 3 followers')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Destinations/ })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('type=destinations');
    const place = within(screen.getByRole('tabpanel')).getByRole('link', { name: /Kyoto, Japan/ });
    expect(place).toHaveTextContent('12 posts');
    expect(place).toHaveAttribute('href', '/search?q=Kyoto%2C+Japan&type=posts');

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Posts/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab of the URL and loads more of it by offset', async () => {
    const { searches } = renderSearch('/search?q=trav&type=people', (url) => {
      if (url.searchParams.get('type') === 'people') {
        const offset = Number(url.searchParams.get('offset'));
        // Second page: 10 more; third: 2, the last.
        const count = offset === 10 ? 10 : 2;
        return { status: 200, body: results({ people: range(offset + 1, count).map(person) }) };
      }
      return { status: 200, body: results({ people: range(1, 10).map(person) }) };
    });
    const panel = await screen.findByRole('tabpanel', { name: /People/ });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(10));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(22));
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = searches().filter((url) => url.searchParams.get('type') === 'people');
    expect(pages.map((url) => url.searchParams.get('offset'))).toEqual(['10', '20']);
  });

  it('says "No results for …" with places to try when nothing matches', async () => {
    renderSearch('/search?q=zzzz', () => ({ status: 200, body: results({}) }));
    expect(
      await screen.findByRole('heading', { name: 'No results for "zzzz"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kyoto' })).toHaveAttribute(
      'href',
      '/search?q=Kyoto&type=posts',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with Try Again that searches again', async () => {
    const first = deferred();
    let calls = 0;
    renderSearch('/search?q=kyoto', () => {
      calls += 1;
      return calls === 1 ? first.promise : { status: 200, body: results({ posts: [post(1)] }) };
    });
    expect(screen.getByTestId('search-loading')).toBeInTheDocument();
    await act(async () => first.resolve({ status: 500, body: { message: 'Search is down' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Search is down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Temple walk number 1')).toBeInTheDocument();
  });

  it('asks for nothing without a query, and a new search keeps the tab', async () => {
    const { searches } = renderSearch('/search?type=people', () => ({
      status: 200,
      body: results({ people: [person(3)] }),
    }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search Roamly' })).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
    await userEvent.type(screen.getByRole('searchbox'), '  Lisbon ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Lisbon&type=people');
    expect(await screen.findByRole('tabpanel', { name: /People/ })).toBeInTheDocument();
  });
});
