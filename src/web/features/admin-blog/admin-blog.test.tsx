import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBlogPost } from '../../../contract/blog.ts';
import { Toaster } from '../../app/toasts/toaster.tsx';
import { fakeApi, member, renderApp, SIGNED_OUT } from '../../test/app-harness.tsx';
import { BlogCreatePage } from './blog-create-page.tsx';
import { BlogEditPage } from './blog-edit-page.tsx';
import { BlogPostList } from './blog-post-list.tsx';

const admin = member({ role: 'admin' });

const POST: TBlogPost = {
  id: '7c1f0c1e-0000-4000-8000-000000000001',
  title: 'Tiles of Porto',
  slug: 'tiles-of-porto',
  excerpt: 'Blue and white, everywhere.',
  content: '<p>Azulejos line the streets.</p>',
  meta_title: 'Tiles of Porto',
  meta_description: '',
  keywords: '',
  category: 'culture',
  tags: ['porto', 'tiles'],
  status: 'published',
  featured_image: null,
  og_image: null,
  reading_time: 4,
  view_count: 12,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  author_id: admin.id,
  schema_markup: null,
  is_premium: false,
  publish_at: null,
  published_at: '2026-11-02T10:00:00.000Z',
  schedule_missed: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('BlogPostList', () => {
  it('lists posts with status, excerpt, date, reading time, views, category and both links', async () => {
    fakeApi({
      'GET /api/admin/blog/posts': () => ({
        status: 200,
        body: {
          posts: [
            POST,
            {
              ...POST,
              id: 'x2',
              slug: 'late',
              title: 'Late one',
              status: 'scheduled',
              schedule_missed: true,
              publish_at: '2026-11-01T09:00:00.000Z',
            },
          ],
          missedSchedules: 1,
        },
      }),
    });
    renderApp(<BlogPostList />, { user: admin });
    const title = await screen.findByRole('link', { name: 'Tiles of Porto' });
    expect(title).toHaveAttribute('href', '/admin/seo/blog/edit/tiles-of-porto');
    const row = title.closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Blue and white, everywhere.')).toBeInTheDocument();
    expect(within(row).getByText('Created November 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('4 min read')).toBeInTheDocument();
    expect(within(row).getByText('12 views')).toBeInTheDocument();
    expect(within(row).getByText('Culture')).toBeInTheDocument();
    const external = within(row).getByRole('link', { name: 'Open “Tiles of Porto” in a new tab' });
    expect(external).toHaveAttribute('href', '/blog/tiles-of-porto');
    expect(external).toHaveAttribute('target', '_blank');
    // The missed-schedule alarm.
    expect(screen.getByRole('alert')).toHaveTextContent('1 scheduled post missed its publish time');
    expect(screen.getByText('Missed schedule')).toBeInTheDocument();
  });
});

describe('BlogCreatePage', () => {
  it('asks a visitor to log in', async () => {
    fakeApi({ 'GET /api/auth/user': () => SIGNED_OUT });
    renderApp(<BlogCreatePage />, { user: null });
    expect(
      await screen.findByText('Please log in to access the blog creator.'),
    ).toBeInTheDocument();
  });

  it('has the five sections and the create categories; preview needs a saved post', async () => {
    fakeApi({});
    renderApp(
      <>
        <BlogCreatePage />
        <Toaster />
      </>,
      { user: admin },
    );
    for (const name of [
      'Basic information',
      'Content',
      'Publishing',
      'SEO settings',
      'Schema markup',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual([
      'travel-tips',
      'destinations',
      'culture',
      'food',
      'adventure',
      'budget',
      'luxury',
      'guides',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No Preview Available')).toBeInTheDocument();
    expect(
      screen.getByText('Please save the blog post first to enable preview.'),
    ).toBeInTheDocument();
  });

  it('refuses an empty post with the spec message, then creates one (camelCase) and opens its editor', async () => {
    const api = fakeApi({
      'POST /api/admin/blog/posts': () => ({
        status: 201,
        body: { ...POST, title: 'Lisbon Trams', slug: 'lisbon-trams' },
      }),
    });
    renderApp(
      <>
        <Routes>
          <Route path="/admin/seo/blog/create" element={<BlogCreatePage />} />
          <Route path="/admin/seo/blog/edit/:slug" element={<p>editor</p>} />
        </Routes>
        <Toaster />
      </>,
      { user: admin, path: '/admin/seo/blog/create' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please provide at least a title and content for the blog post.',
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Lisbon Trams');
    expect(screen.getByText('Address: /blog/lisbon-trams')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tags'), 'trams, lisbon,, ');
    await userEvent.click(screen.getByRole('textbox', { name: 'Content' }));
    await userEvent.keyboard('Rattling up the hills.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Blog Post Created')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seo/blog/edit/lisbon-trams');
    const [, init] = api.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Lisbon Trams',
      metaTitle: 'Lisbon Trams',
      category: 'travel-tips',
      tags: 'trams, lisbon,, ',
      status: 'draft',
      readingTime: '5',
      authorId: admin.id,
    });
  });

  it('shows the server refusal as a Creation Failed toast', async () => {
    fakeApi({ 'POST /api/admin/blog/posts': () => ({ status: 500, body: {} }) });
    renderApp(
      <>
        <BlogCreatePage />
        <Toaster />
      </>,
      { user: admin },
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Any');
    await userEvent.click(screen.getByRole('textbox', { name: 'Content' }));
    await userEvent.keyboard('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
  });
});

describe('BlogEditPage', () => {
  const renderEditor = (slug: string) =>
    renderApp(
      <>
        <Routes>
          <Route path="/admin/seo/blog/edit/:slug" element={<BlogEditPage />} />
        </Routes>
        <Toaster />
      </>,
      { user: admin, path: `/admin/seo/blog/edit/${slug}` },
    );

  it('shows loading text, then "Blog post not found." with Back to Admin', async () => {
    fakeApi({});
    renderEditor('nope');
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument();
    expect(await screen.findByText('Blog post not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows created date, views and reading time; the edit categories; saves snake_case and follows a new slug', async () => {
    const api = fakeApi({
      'GET /api/admin/blog/posts/slug/tiles-of-porto': () => ({ status: 200, body: POST }),
      [`PUT /api/admin/blog/posts/${POST.id}`]: () => ({
        status: 200,
        body: { ...POST, title: 'Tiles of Old Porto', slug: 'tiles-of-old-porto' },
      }),
    });
    renderEditor('tiles-of-porto');
    expect(await screen.findByText('Created November 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('12 views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['travel-guides', 'destinations', 'tips', 'culture', 'food', 'adventure', 'budget']);
    expect(screen.getByLabelText('Tags')).toHaveValue('porto, tiles');
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in title and content fields.');
    await userEvent.type(title, 'Tiles of Old Porto');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog Post Updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/seo/blog/edit/tiles-of-old-porto',
      ),
    );
    const [, init] = api.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Tiles of Old Porto',
      category: 'culture',
      tags: 'porto, tiles',
      status: 'published',
      reading_time: 1,
      author_id: admin.id,
    });
  });

  it('a refused save shows Update Failed with the server message', async () => {
    fakeApi({
      'GET /api/admin/blog/posts/slug/tiles-of-porto': () => ({ status: 200, body: POST }),
      [`PUT /api/admin/blog/posts/${POST.id}`]: () => ({
        status: 409,
        body: { message: 'Slug taken here.' },
      }),
    });
    renderEditor('tiles-of-porto');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Slug taken here.')).toBeInTheDocument();
  });
});
