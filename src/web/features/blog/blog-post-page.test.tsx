import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPublicBlogPost } from '../../../contract/blog.ts';
import { Toaster } from '../../app/toasts/toaster.tsx';
import { fakeApi, renderApp } from '../../test/app-harness.tsx';
import { BlogPostPage } from './blog-post-page.tsx';

const POST: TPublicBlogPost = {
  id: '7c1f0c1e-0000-4000-8000-000000000001',
  title: 'Tiles of Porto',
  slug: 'tiles-of-porto',
  excerpt: 'Blue and white, everywhere.',
  content: '<p>Azulejos line the streets.</p>',
  meta_title: 'Porto’s Azulejos',
  meta_description: 'Where to see the best tiles in Porto.',
  keywords: '',
  category: 'travel-tips',
  tags: ['porto', 'tiles'],
  status: 'published',
  featured_image: 'https://images.example/porto.jpg',
  og_image: null,
  reading_time: 4,
  view_count: 12,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  author_id: null,
  is_premium: false,
  published_at: '2026-11-02T10:00:00.000Z',
  locked: false,
  preview: false,
  json_ld: [
    { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Porto’s Azulejos' },
  ],
  author_name: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderPost(post: TPublicBlogPost | null, onMoved = vi.fn(), slug = 'tiles-of-porto') {
  const api = fakeApi({
    [`GET /api/blog/posts/${slug}`]: () =>
      post
        ? { status: 200, body: post }
        : { status: 404, body: { message: 'Blog post not found' } },
    [`POST /api/blog/posts/${post?.slug ?? slug}/view`]: () => ({
      status: 200,
      body: { counted: true, view_count: 13 },
    }),
  });
  const view = renderApp(
    <>
      <BlogPostPage slug={slug} preview={null} onMoved={onMoved} />
      <Toaster />
    </>,
  );
  return { api, ...view };
}

describe('the public blog post page', () => {
  it('shows category, title, excerpt, long US date, reading time, views, image, content, tags, promo and Back to Home', async () => {
    const previousTitle = document.title;
    const { api, unmount } = renderPost(POST);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiles of Porto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Travel Tips')).toBeInTheDocument();
    expect(screen.getByText('Blue and white, everywhere.')).toBeInTheDocument();
    expect(screen.getByText('November 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    // The counted view replaces the count the read came with.
    expect(await screen.findByText('13 views')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Azulejos line the streets.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#porto#tiles');
    expect(screen.getByRole('link', { name: 'Explore Destinations' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The document's title, description and structured data while the page is open…
    expect(document.title).toBe('Porto’s Azulejos | Roamly Blog');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Where to see the best tiles in Porto.',
    );
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      'BlogPosting',
    );
    expect(
      document.querySelector('link[rel="alternate"][type="application/rss+xml"]'),
    ).not.toBeNull();
    // …and the title back when leaving.
    unmount();
    expect(document.title).toBe(previousTitle);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the not-found text exactly', async () => {
    renderPost(null, vi.fn(), 'missing');
    expect(await screen.findByRole('heading', { name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The blog post you're looking for doesn't exist or isn't published yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('a premium-only post shows the excerpt and the upgrade prompt, not content', async () => {
    renderPost({ ...POST, is_premium: true, locked: true, content: '' });
    expect(await screen.findByText('This travel guide is for Premium members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByText('Azulejos line the streets.')).toBeNull();
  });

  it('follows a moved slug to the post’s new address', async () => {
    const onMoved = vi.fn();
    renderPost({ ...POST, slug: 'tiles-of-old-porto' }, onMoved, 'tiles-of-porto');
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith('tiles-of-old-porto'));
  });

  it('Share uses the native sheet, and copies the link where there is none or it fails', async () => {
    const share = vi.fn().mockRejectedValue(new Error('not allowed'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderPost(POST);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Tiles of Porto',
      url: expect.stringContaining('/blog/tiles-of-porto'),
    });
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/blog/tiles-of-porto')),
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
