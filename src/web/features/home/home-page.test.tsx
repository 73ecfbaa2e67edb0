import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, renderApp } from '../../test/app-harness.tsx';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { HomePage } from './home-page.tsx';
import { routeFetch } from './test-api.ts';

/** An IntersectionObserver whose targets are all on screen: columns load once the feed painted. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => vi.unstubAllGlobals());

// The side widgets are a lazily imported module: its first import compiles a few dozen files, which
// takes seconds on a busy machine.

describe('home right column (issue 20 §3)', () => {
  it('keeps the sample offers below the cards that help, so they do not compete with the feed', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    routeFetch({
      'GET /api/posts/feed': () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.home } }),
    });
    const user = member();
    const { container } = renderApp(<HomePage user={user} />, { user, path: '/' });
    await screen.findByTestId('promo-card', {}, { timeout: 15_000 });
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

describe('home side widgets (issue 21)', () => {
  it('wait for the feed to paint and for their column to near the screen', async () => {
    const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
    class ManualObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, callback: this.callback });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    let answerFeed: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = routeFetch({
      'GET /api/posts/feed': () => new Promise((resolve) => (answerFeed = resolve)),
      'GET /api/promotions': () => ({ status: 200, body: { cards: SAMPLE_PROMOTIONS.home } }),
    });
    const user = member();
    const { container } = renderApp(<HomePage user={user} />, { user, path: '/' });
    const right = container.querySelector<HTMLElement>('[data-column="right"]')!;
    const asked = () =>
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

    // While the feed loads, no widget is drawn and none asks for its data.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(right.children).toHaveLength(0);
    expect(asked()).toContain('/api/posts/feed');
    expect(asked()).not.toContain('/api/promotions');

    answerFeed({ status: 200, body: { items: [], nextCursor: null } });
    await waitFor(() => expect(observed.some(({ target }) => target === right)).toBe(true));
    expect(right.children).toHaveLength(0);
    expect(asked()).not.toContain('/api/promotions');

    // The right column comes near the screen: its widgets load.
    const { callback } = observed.find(({ target }) => target === right)!;
    act(() =>
      callback(
        [{ isIntersecting: true, target: right } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await screen.findByTestId('promo-card', {}, { timeout: 15_000 });
    expect(asked()).toContain('/api/promotions');
  });
});
