import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSitemapStatus } from '../../../contract/admin-sitemap.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import {
  SitemapCard,
  SITEMAP_FAILED,
  SITEMAP_FAILED_TITLE,
  SITEMAP_GENERATED,
} from './sitemap-card.tsx';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../app/toasts/toast-store.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

const status = (overrides: Partial<TSitemapStatus> = {}): TSitemapStatus => ({
  builtAt: '2026-11-28T09:30:00.000Z',
  durationMs: 120,
  totalUrls: 3431,
  types: [
    { type: 'destinations', urls: 3423, files: 1 },
    { type: 'hotels', urls: 5, files: 1 },
    { type: 'pages', urls: 3, files: 1 },
  ],
  indexPath: '/sitemap.xml',
  excluded: [{ path: '/no/such/page', reason: 'no page of the site answers this path' }],
  excludedCount: 1,
  ...overrides,
});

function open(generate: () => { status: number; body?: unknown }) {
  const api = fakeApi({
    'GET /api/admin/seo/sitemap': () => ({ status: 200, body: status() }),
    'POST /api/admin/seo/generate-sitemap': generate,
  });
  renderApp(<SitemapCard />, { user: member({ role: 'admin' }), path: '/admin/seo' });
  return api;
}

describe('SitemapCard', () => {
  it('shows what each sitemap holds, when it was built, what was left out and the index link', async () => {
    open(() => ({ status: 200, body: status() }));
    const list = await screen.findByRole('list', { name: 'Sitemap contents' });
    expect(within(list).getByText('Destinations').nextSibling).toHaveTextContent('3,423 URLs');
    expect(within(list).getByText('Hotel pages')).toBeVisible();
    expect(within(list).queryByText('Blog posts')).toBeNull();
    expect(screen.getByTestId('sitemap-built-at')).toHaveTextContent(
      /Last built .*2026.*3,431 URLs/,
    );
    expect(screen.getByText('1 active page is not in the sitemap')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View sitemap.xml' })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    );
  });

  it('Generate rebuilds, shows the new counts and the success toast', async () => {
    const api = open(() => ({
      status: 200,
      body: status({ totalUrls: 3432, types: [{ type: 'destinations', urls: 3432, files: 1 }] }),
    }));
    await screen.findByRole('list', { name: 'Sitemap contents' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Sitemap' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: SITEMAP_GENERATED, variant: 'success' }),
      ),
    );
    expect(await screen.findByText('3,432 URLs')).toBeVisible();
    expect(api.mock.calls.filter(([url]) => String(url).includes('generate-sitemap'))).toHaveLength(
      1,
    );
  });

  it("a failed build shows the spec's toast", async () => {
    open(() => ({ status: 500, body: { message: 'Something went wrong' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Sitemap' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: SITEMAP_FAILED_TITLE,
        description: SITEMAP_FAILED,
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Generate Sitemap' })).toBeEnabled();
  });
});
