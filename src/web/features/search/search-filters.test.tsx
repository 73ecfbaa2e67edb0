import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Tracking from '../../lib/tracking.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch } from '../home/test-api.ts';
import { SearchPage } from './search-page.tsx';
import { readSearchOptions } from './search-queries.ts';

// The debounced interaction beacon would fire after the test's fetch is gone.
vi.mock('../../lib/tracking.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Tracking>()),
  trackInteraction: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const EMPTY = { status: 200, body: { posts: [], people: [], destinations: [] } };
const MOST_LIKED = {
  key: 'search-most-liked',
  name: 'Most liked search sort',
  description: 'Sort post search results by likes.',
  stage: 'premium',
};

function renderSearch(path: string, { isPremium = false, flags = [] as object[] } = {}) {
  const user = member({ isPremium });
  const fetchMock = routeFetch({
    'GET /api/search': () => EMPTY,
    'GET /api/features': () => ({ status: 200, body: { features: flags } }),
  });
  renderApp(<SearchPage user={user} />, { user, path });
  return { searches: () => requestsTo(fetchMock, '/api/search') };
}

describe('advanced search filters on /search', () => {
  it('shows a free member the filters locked, with a link to the Premium page', async () => {
    renderSearch('/search?q=harbour');
    const panel = screen.getByTestId('search-filters');
    expect(panel).toHaveAttribute('data-locked', 'true');
    expect(within(panel).getByRole('combobox', { name: 'Country' })).toBeDisabled();
    expect(within(panel).getByLabelText('From')).toBeDisabled();
    expect(within(panel).getByRole('spinbutton', { name: 'Minimum likes' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    expect(
      within(panel).getByRole('link', { name: 'Go Premium to unlock filters' }),
    ).toHaveAttribute('href', '/subscribe'); // On a phone only the compact locked row shows: the locked controls are hidden there.
    expect(within(panel).getByTestId('search-filters-form')).toHaveClass('max-sm:hidden');
  });

  it('never sends filters from the URL for a free member', async () => {
    const { searches } = renderSearch('/search?q=harbour&country=PT&media=video&minLikes=5');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect([...searches()[0]!.searchParams.keys()]).toEqual(['q']);
  });

  it('lets a Premium member apply filters from the keyboard; they go to the URL and the server', async () => {
    const { searches } = renderSearch('/search?q=harbour', { isPremium: true });
    const panel = screen.getByTestId('search-filters');
    expect(panel).toHaveAttribute('data-locked', 'false');
    expect(within(panel).getByTestId('search-filters-form')).not.toHaveClass('max-sm:hidden');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Country' }), 'PT');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Media' }), 'video');
    const likes = within(panel).getByRole('spinbutton', { name: 'Minimum likes' });
    await userEvent.type(likes, '10');
    await userEvent.type(within(panel).getByLabelText('From'), '2026-06-01');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searches().length).toBeGreaterThanOrEqual(2));
    const last = searches().at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      q: 'harbour',
      country: 'PT',
      from: '2026-06-01',
      media: 'video',
      minLikes: '10',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=harbour&type=posts&country=PT&from=2026-06-01&media=video&minLikes=10',
    );
    expect(within(panel).getByText('4 on')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=harbour&type=posts$/);
  });

  it('offers the Most liked order only while the early-access flag is on for the member', async () => {
    renderSearch('/search?q=harbour', { isPremium: true, flags: [MOST_LIKED] });
    const sort = await screen.findByRole('combobox', { name: /Sort posts by/ });
    await userEvent.selectOptions(sort, 'most-liked');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=most-liked');
  });

  it('has no sort control without the flag', async () => {
    renderSearch('/search?q=harbour', { isPremium: true });
    await waitFor(() => expect(screen.getByTestId('search-filters')).toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: /Sort posts by/ })).not.toBeInTheDocument();
  });
});

describe('readSearchOptions', () => {
  it('keeps only well-formed filters', () => {
    const params = new URLSearchParams(
      'country=pt&from=2026-01-01&to=nope&media=audio&minLikes=-3&sort=most-liked',
    );
    expect(readSearchOptions(params)).toEqual({
      country: 'PT',
      from: '2026-01-01',
      sort: 'most-liked',
    });
    expect(readSearchOptions(new URLSearchParams('country=XX&minLikes=7'))).toEqual({
      minLikes: 7,
    });
  });
});
