import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { FeedList } from './feed-list.tsx';
import { PostCard } from './post-card.tsx';
import { deferred, ownPost, post, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lastToast = () => getToasts()[0];

describe('Enhance with AI', () => {
  it('is offered to the author of a post with a photo or video, never to others or for text posts', () => {
    const { unmount } = renderApp(<PostCard post={post({ imageUrl: '/uploads/a.jpg' })} />, {
      user: VIEWER,
    });
    expect(screen.queryByRole('button', { name: 'Enhance with AI' })).not.toBeInTheDocument();
    unmount();

    const text = renderApp(<PostCard post={ownPost()} />, { user: VIEWER });
    expect(screen.queryByRole('button', { name: 'Enhance with AI' })).not.toBeInTheDocument();
    text.unmount();

    renderApp(<PostCard post={ownPost({ videoUrl: '/uploads/clip.mp4' })} />, { user: VIEWER });
    const section = screen.getByRole('region', { name: 'AI suggestions' });
    expect(within(section).getByRole('button', { name: 'Enhance with AI' })).toBeVisible();
    expect(section).toHaveTextContent('Caption ideas and thumbnails from your media.');
  });

  it('shows the loading state, then the captions and thumbnails in every list, focusing them', async () => {
    const mine = ownPost({ imageUrl: '/uploads/harbour.jpg' });
    const answer = deferred<{ status: number; body: unknown }>();
    const fetch = routeFetch(({ method, url }) => {
      if (method === 'POST' && url.pathname === `/api/posts/${mine.id}/enhance`) {
        return answer.promise;
      }
      return { status: 200, body: { items: [mine], nextCursor: null } };
    });
    const { queryClient } = renderApp(<FeedList type="home" />, { user: VIEWER });
    const button = await screen.findByRole('button', { name: 'Enhance with AI' });
    await userEvent.click(button);

    expect(button).toHaveAccessibleName('Enhancing…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('enhance-skeleton')).toBeInTheDocument();
    // A second click while it works sends nothing more.
    await userEvent.click(button);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    answer.resolve({
      status: 200,
      body: {
        ...mine,
        aiCaptions: ['Golden hour in Porto', 'Harbour lights', 'Where the river meets the sea'],
        aiThumbnails: ['thumbs/a.jpg', 'thumbs/b.jpg', 'thumbs/c.jpg'],
      },
    });
    const captions = await screen.findByRole('list', { name: 'AI captions' });
    expect(within(captions).getAllByRole('listitem')).toHaveLength(3);
    expect(within(captions).getAllByRole('button', { name: /^Use Caption \d$/ })).toHaveLength(3);
    const thumbs = within(screen.getByRole('list', { name: 'AI thumbnails' })).getAllByRole('img');
    expect(thumbs.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/thumbs/a.jpg',
      '/uploads/thumbs/b.jpg',
      '/uploads/thumbs/c.jpg',
    ]);
    expect(screen.getByRole('heading', { name: 'AI suggestions' })).toHaveFocus();
    expect(screen.getByText('3 AI captions ready')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Enhance with AI' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(screen.queryByTestId('enhance-skeleton')).not.toBeInTheDocument();

    // The feed's cached page holds the enhanced post (patched everywhere, not refetched).
    const pages = queryClient.getQueriesData<{ pages: { items: { aiCaptions: string[] }[] }[] }>({
      queryKey: ['/api/posts/feed'],
    });
    expect(pages[0]![1]!.pages[0]!.items[0]!.aiCaptions).toHaveLength(3);
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/feed'))).toHaveLength(1);
  });

  it("says 'Enhancement Failed' with the server's reason and keeps the post as it was", async () => {
    routeFetch(() => ({ status: 429, body: { message: 'Too many requests, try again later' } }));
    renderApp(<PostCard post={ownPost({ imageUrl: '/uploads/a.jpg' })} />, { user: VIEWER });
    await userEvent.click(screen.getByRole('button', { name: 'Enhance with AI' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Enhancement Failed'));
    expect(lastToast()?.description).toBe('Too many requests, try again later');
    expect(lastToast()?.variant).toBe('destructive');
    expect(screen.getByRole('button', { name: 'Enhance with AI' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(screen.queryByRole('list', { name: 'AI captions' })).not.toBeInTheDocument();
  });

  it('lets others copy a caption but not use it or enhance', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp(
      <PostCard post={post({ imageUrl: '/uploads/a.jpg', aiCaptions: ['Blue hour in Lisbon'] })} />,
      { user: VIEWER },
    );
    expect(screen.queryByRole('button', { name: /Use Caption/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enhance with AI' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy caption 1' }));
    expect(writeText).toHaveBeenCalledWith('Blue hour in Lisbon');
    await waitFor(() => expect(lastToast()?.title).toBe('Caption copied'));
  });
});
