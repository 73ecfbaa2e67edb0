import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/app-harness.tsx';
import { PostPage } from './post-page.tsx';
import { comment, post, routeFetch, VIEWER } from './test-posts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderApp(
    <Routes>
      <Route path="/posts/:id" element={<PostPage user={VIEWER} />} />
    </Routes>,
    { user: VIEWER, path },
  );
}

describe('post permalink', () => {
  it('shows the card with its comments open', async () => {
    const item = post({ content: 'Tea fields of Munnar', commentsCount: 1 });
    const fetch = routeFetch(({ url }) =>
      url.pathname.endsWith('/comments')
        ? {
            status: 200,
            body: { items: [comment(item.id, { content: 'So green!' })], nextCursor: null },
          }
        : { status: 200, body: item },
    );
    renderAt(`/posts/${item.id}`);
    const card = within(await screen.findByTestId('post-card'));
    expect(card.getByText('Tea fields of Munnar')).toBeVisible();
    expect(card.getByRole('button', { name: 'Comments' })).toHaveAttribute('aria-expanded', 'true');
    expect(await card.findByText('So green!')).toBeVisible();
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://x').pathname).toBe(
      `/api/posts/${item.id}`,
    );
  });

  it.each([404, 400])('is the 404 page when the server answers %i', async (status) => {
    routeFetch(() => ({ status, body: { message: 'Post not found' } }));
    renderAt('/posts/7a1e0000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('is the 404 page for an id that cannot exist, without asking the server', async () => {
    const fetch = routeFetch(() => ({ status: 200, body: post() }));
    renderAt('/posts/not-a-post');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers Try Again when the post could not be read for another reason', async () => {
    routeFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    renderAt('/posts/7a1e0000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
