import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, renderApp } from '../../test/app-harness.tsx';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { HomePage } from './home-page.tsx';
import { routeFetch } from './test-api.ts';

describe('home right column (issue 20 §3)', () => {
  it('keeps the sample offers below the cards that help, so they do not compete with the feed', async () => {
    routeFetch({
      'GET /api/posts/feed': () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.home } }),
    });
    const user = member();
    const { container } = renderApp(<HomePage user={user} />, { user, path: '/' });
    await screen.findByTestId('promo-card');
    const right = container.querySelector<HTMLElement>('[data-column="right"]')!;
    const cards = Array.from(right.children).map((card) => card.getAttribute('aria-labelledby'));
    expect(cards).toEqual([
      'premium-title',
      'suggested-title',
      'tours-title',
      'quick-actions-title',
      `${SAMPLE_PROMOTIONS.home[0]!.id}-title`,
    ]);
  });
});
