import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKMARK_LIMIT_MESSAGE } from '../../../contract/premium.ts';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { Toaster } from '../../app/toasts/toaster.tsx';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch } from '../home/test-api.ts';
import { FeedList } from '../posts/feed-list.tsx';
import { post, routeFetch as routePosts, VIEWER } from '../posts/test-posts.ts';
import { PromotionSlot } from './promotion-card.tsx';
import { useFeature } from './queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('promotional cards (ad-free for Premium)', () => {
  it('shows a free member the cards the server sends, marked Sample, with photos and prices', async () => {
    const fetchMock = routeFetch({
      'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.home } }),
    });
    renderApp(<PromotionSlot placement="home" />, { user: member() });
    const card = await screen.findByTestId('promo-card');
    expect(card).toHaveAccessibleName('Featured Hotels, Flights & Cars');
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    for (const kind of ['Hotels', 'Flights', 'Cars']) {
      const group = within(card).getByRole('region', { name: kind });
      const offers = within(group).getAllByRole('listitem');
      expect(offers).toHaveLength(2);
      for (const offer of offers) {
        const img = within(offer).getByRole('img');
        expect(img).toHaveAttribute('alt', expect.stringMatching(/\w{4,}/));
        expect(img.getAttribute('srcset')).toMatch(/-160\.webp 160w, .*-320\.webp 320w$/);
      }
    }
    const first = SAMPLE_PROMOTIONS.home[0]!.offers[0]!;
    const row = within(card).getByText(first.title).closest('li')!;
    expect(row).toHaveTextContent(`${first.price}/ ${first.unit}`);
    expect(row).toHaveTextContent(`Rated ${first.rating} out of 5`);
    expect(requestsTo(fetchMock, '/api/promotions')[0]?.searchParams.get('placement')).toBe('home');
  });

  it('renders only the asked card of a placement (explore shows two in different columns)', async () => {
    routeFetch({
      'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.explore } }),
    });
    renderApp(<PromotionSlot placement="explore" cardId="explore-hotels" />, { user: member() });
    const card = await screen.findByTestId('promo-card');
    expect(card).toHaveAccessibleName('Featured Hotels');
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    // A made-up hotel with no photograph of its own gets the designed fallback, captioned.
    const boathouse = within(card)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Lakeside Boathouse'))!;
    expect(boathouse.querySelector('img')).toBeNull();
    expect(boathouse).toHaveTextContent('Sample — no photo yet');
  });

  it('shows a Premium member nothing: the server sends no card', async () => {
    const fetchMock = routeFetch({
      'GET /api/promotions': () => ({ status: 200, body: { cards: [] } }),
    });
    renderApp(<PromotionSlot placement="home" />, { user: member({ isPremium: true }) });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/promotions')).toHaveLength(1));
    expect(screen.queryByTestId('promo-card')).not.toBeInTheDocument();
  });
});

describe('bookmark limit', () => {
  it('turns the 403 into a toast with the server’s reason and a Go Premium link', async () => {
    const item = post();
    routePosts(({ url }) =>
      url.pathname.endsWith('/bookmark')
        ? { status: 403, body: { message: BOOKMARK_LIMIT_MESSAGE } }
        : { status: 200, body: { items: [item], nextCursor: null } },
    );
    renderApp(
      <>
        <FeedList type="explore" />
        <Toaster />
      </>,
      { user: VIEWER },
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Bookmark limit reached'));
    expect(getToasts()[0]?.description).toBe(BOOKMARK_LIMIT_MESSAGE);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    const link = await screen.findByRole('link', { name: 'Go Premium' });
    expect(link).toHaveAttribute('href', '/subscribe');
    expect(screen.getByText(BOOKMARK_LIMIT_MESSAGE)).toBeInTheDocument();
  });
});

function FlagProbe() {
  return <output data-testid="flag">{useFeature('search-most-liked') ? 'on' : 'off'}</output>;
}

describe('useFeature', () => {
  it('is on once the server lists the flag for this member, off otherwise', async () => {
    routeFetch({
      'GET /api/features': () => ({
        status: 200,
        body: {
          features: [
            { key: 'search-most-liked', name: 'Most liked', description: 'Sort', stage: 'premium' },
          ],
        },
      }),
    });
    renderApp(<FlagProbe />, { user: member({ isPremium: true }) });
    expect(screen.getByTestId('flag')).toHaveTextContent('off');
    await waitFor(() => expect(screen.getByTestId('flag')).toHaveTextContent('on'));
  });

  it('stays off when the server lists nothing', async () => {
    const fetchMock = routeFetch({
      'GET /api/features': () => ({ status: 200, body: { features: [] } }),
    });
    renderApp(<FlagProbe />, { user: member() });
    await waitFor(() => expect(requestsTo(fetchMock, '/api/features')).toHaveLength(1));
    expect(screen.getByTestId('flag')).toHaveTextContent('off');
  });
});
