import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/app-harness.tsx';
import { FEED_END_MESSAGE, FeedList, FIRST_CARDS } from './feed-list.tsx';
import { deferred, post, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (count: number, nextCursor: string | null) => ({
  items: Array.from({ length: count }, () => post()),
  nextCursor,
});

/** An IntersectionObserver the test drives: `reveal()` says the sentinel came into view. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal() {
      for (const { callback, targets } of observers) {
        if (targets.length === 0) continue;
        callback(
          targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

describe('FeedList', () => {
  it('shows a skeleton while the first page loads, then the posts', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    routeFetch(() => reply.promise);
    renderApp(<FeedList type="home" />, { user: VIEWER });
    expect(screen.getByTestId('feed-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('feed-skeleton')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('feed-skeleton')).toHaveTextContent('Loading posts...');
    reply.resolve({ status: 200, body: page(2, null) });
    expect(await screen.findAllByTestId('post-card')).toHaveLength(2);
    expect(screen.queryByTestId('feed-skeleton')).not.toBeInTheDocument();
  });

  it("reads the home feed with the spec's page size and ends with the end message", async () => {
    const fetch = routeFetch(() => ({ status: 200, body: page(3, null) }));
    renderApp(<FeedList type="home" />, { user: VIEWER });
    expect(await screen.findByText(FEED_END_MESSAGE)).toBeInTheDocument();
    expect(FEED_END_MESSAGE).toBe("You've reached the end of your feed");
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://roamly.test');
    expect(url.pathname + url.search).toBe('/api/posts/feed?limit=10');
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to Load Posts' with the message and Try Again reads again", async () => {
    let calls = 0;
    routeFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'The database is resting' } }
        : { status: 200, body: page(1, null) };
    });
    renderApp(<FeedList type="explore" />, { user: VIEWER });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Posts' })).toBeVisible();
    expect(alert).toHaveTextContent('The database is resting');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('post-card')).toHaveLength(1);
  });

  it.each([
    ['home', undefined, 'Your feed is waiting for its first story', 'Find people to follow'],
    ['explore', undefined, 'Nothing to explore yet', 'Share the first one'],
    ['bookmarked', undefined, 'No saved posts yet', 'Explore posts'],
    ['liked', VIEWER.id, 'No liked posts yet', 'Explore posts'],
    ['user', VIEWER.id, 'No posts yet', 'Share your first post'],
  ] as const)('has a friendly empty state for the %s feed', async (type, userId, title, action) => {
    routeFetch(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderApp(<FeedList type={type} userId={userId} />, { user: VIEWER });
    const empty = await screen.findByTestId('feed-empty');
    expect(within(empty).getByRole('heading', { name: title })).toBeVisible();
    expect(
      within(empty).queryByRole('link', { name: action }) ??
        within(empty).getByRole('button', { name: new RegExp(action) }),
    ).toBeVisible();
    expect(screen.queryByText(FEED_END_MESSAGE)).not.toBeInTheDocument();
  });

  it('narrows explore to a tag and reads the right route for each type', async () => {
    const fetch = routeFetch(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderApp(
      <>
        <FeedList type="explore" tag="beach" />
        <FeedList type="user" userId={VIEWER.id} />
        <FeedList type="bookmarked" />
        <FeedList type="liked" userId={VIEWER.id} />
      </>,
      { user: VIEWER },
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    const urls = fetch.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://roamly.test');
      return url.pathname + url.search;
    });
    expect(urls.sort()).toEqual(
      [
        '/api/posts/explore?limit=10&tag=beach',
        `/api/users/${VIEWER.id}/posts?limit=10`,
        '/api/bookmarks?limit=10',
        `/api/users/${VIEWER.id}/likes?limit=10`,
      ].sort(),
    );
    expect(await screen.findByRole('heading', { name: 'No #beach posts yet' })).toBeVisible();
  });

  it('draws the first cards, then the rest of the page, before asking for the next one', async () => {
    const observer = stubIntersectionObserver();
    const fetch = routeFetch(({ url }) =>
      url.searchParams.get('cursor')
        ? { status: 200, body: page(2, null) }
        : { status: 200, body: page(10, 'c1') },
    );
    renderApp(<FeedList type="home" />, { user: VIEWER });
    // A light first screen: the page's other posts are loaded but not drawn yet.
    expect(await screen.findAllByTestId('post-card')).toHaveLength(FIRST_CARDS);
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeInTheDocument();

    act(() => observer.reveal());
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10));
    expect(fetch).toHaveBeenCalledTimes(1);

    act(() => observer.reveal());
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(12));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText(FEED_END_MESSAGE)).toBeVisible();
  });

  it('loads the next page with the cursor from the button and on scroll, then ends', async () => {
    const observer = stubIntersectionObserver();
    const fetch = routeFetch(({ url }) => {
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return { status: 200, body: page(10, 'c1') };
      if (cursor === 'c1') return { status: 200, body: page(10, 'c2') };
      return { status: 200, body: page(3, null) };
    });
    renderApp(<FeedList type="home" />, { user: VIEWER });
    expect(await screen.findAllByTestId('post-card')).toHaveLength(FIRST_CARDS);
    expect(screen.queryByText(FEED_END_MESSAGE)).not.toBeInTheDocument();

    // The button draws the loaded posts first, then asks for the next page.
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(20));
    expect(new URL(String(fetch.mock.calls[1]![0]), 'http://x').searchParams.get('cursor')).toBe(
      'c1',
    );

    act(() => observer.reveal());
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(23));
    expect(new URL(String(fetch.mock.calls[2]![0]), 'http://x').searchParams.get('cursor')).toBe(
      'c2',
    );
    expect(screen.getByText(FEED_END_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('keeps the loaded posts when a later page fails and offers Try Again', async () => {
    let failed = false;
    routeFetch(({ url }) => {
      if (!url.searchParams.get('cursor')) return { status: 200, body: page(10, 'c1') };
      if (!failed) {
        failed = true;
        return { status: 503, body: { message: 'Try again in a moment' } };
      }
      return { status: 200, body: page(2, null) };
    });
    renderApp(<FeedList type="home" />, { user: VIEWER });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment');
    expect(screen.getAllByTestId('post-card')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(12));
    expect(screen.getByText(FEED_END_MESSAGE)).toBeVisible();
  });
});
