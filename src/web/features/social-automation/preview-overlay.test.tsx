import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { PreviewOverlay } from './preview-overlay.tsx';
import { campaign, post, previewPost } from './test-fixtures.ts';

vi.mock('../../app/toasts/toast-store.ts', () => ({ toast: vi.fn() }));
beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

const admin = member({ role: 'admin' });
const PREVIEW = '/api/social-media/campaigns/7/preview';

function api(posts: ReturnType<typeof previewPost>[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/social-media/campaigns': () => ({ status: 200, body: { campaigns: [campaign()] } }),
    [`GET ${PREVIEW}`]: () => ({ status: 200, body: { success: true, posts } }),
    ...extra,
  });
}

async function openPost(number = 1) {
  fireEvent.click(await screen.findByRole('button', { name: `Open post #${number}` }));
  return screen.findByRole('dialog', { name: 'Social Media Post Preview' });
}

const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

describe('campaign content preview', () => {
  it('offers Generate Content when the campaign has no posts', async () => {
    let body: unknown = null;
    api([], {
      'POST /api/social-media/test-dalle': (init) => {
        body = JSON.parse(String(init?.body));
        return { status: 503, body: { message: 'The writer is not available' } };
      },
    });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Porto' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Generate Content' })[1]!);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Generation Failed',
        description: 'The writer is not available',
        variant: 'destructive',
      }),
    );
    expect(body).toEqual({ campaignId: 7, destinationName: 'Porto' });
  });

  it('says so when the preview cannot be read', async () => {
    fakeApi({ [`GET ${PREVIEW}`]: () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Preview Failed',
        description: 'Failed to load campaign content',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('No posts available')).toBeInTheDocument();
  });

  it('draws cards per platform with status, schedule and number', async () => {
    api([
      previewPost({ scheduledFor: null }),
      previewPost({ id: 32, number: 2, platform: 'roamly', status: 'failed' }),
    ]);
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const grid = await screen.findByRole('list', { name: 'Campaign posts' });
    const [first, second] = within(grid).getAllByRole('listitem');
    expect(within(first!).getByText('X (Twitter)')).toBeInTheDocument();
    expect(within(first!).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(first!).getByText('Post #1')).toBeInTheDocument();
    expect(within(first!).getByText(/\/ 280 characters/)).toBeInTheDocument();
    // Preview colours: ready green, failed red.
    expect(within(first!).getByText('Ready').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(within(second!).getByText('Failed').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
  });

  it('enables the actions by status: a published post can only be deleted', async () => {
    api([
      previewPost({ status: 'published', mode: 'sandbox', publishedAt: '2026-11-02T09:00:00Z' }),
    ]);
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    expect(within(dialog).getByText('Successfully Published')).toBeInTheDocument();
    expect(button(dialog, 'Publish Now')).toBeDisabled();
    expect(button(dialog, 'Schedule')).toBeDisabled();
    expect(button(dialog, 'Edit')).toBeDisabled();
    expect(button(dialog, 'Delete')).toBeEnabled();
  });

  it('shows a generating post with its banner and nothing to publish or schedule', async () => {
    api([previewPost({ status: 'generating' })]);
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    expect(within(dialog).getByText('Generating Content')).toBeInTheDocument();
    expect(button(dialog, 'Publish Now')).toBeDisabled();
    expect(button(dialog, 'Schedule')).toBeDisabled();
    expect(button(dialog, 'Edit')).toBeEnabled();
  });

  it('shows the platform’s words for a failure and retries a retryable post', async () => {
    let retried = false;
    api(
      [
        previewPost({
          status: 'failed',
          error: 'Rate limit exceeded (429)',
          retryable: true,
          attempts: 1,
        }),
      ],
      {
        'POST /api/social-media/posts/31/retry': () => {
          retried = true;
          return { status: 200, body: { success: true, post: post({ status: 'publishing' }) } };
        },
      },
    );
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    expect(within(dialog).getByText('Publishing Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate limit exceeded (429)')).toBeInTheDocument();
    expect(button(dialog, 'Publish Now')).toBeDisabled();
    fireEvent.click(button(dialog, 'Retry'));
    await waitFor(() => expect(retried).toBe(true));
  });

  it('lists the rules a post breaks and the credits of its image', async () => {
    api([
      previewPost({
        problems: ['X (Twitter) allows 280 characters; this post has 301.'],
        imageUrl: '/img.png',
        imageCredits: [
          { author: 'Ana Silva', username: 'ana', licence: 'CC BY 4.0', sourceUrl: null },
        ],
      }),
    ]);
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    expect(
      within(dialog).getByText('X (Twitter) allows 280 characters; this post has 301.'),
    ).toBeInTheDocument();
    expect(button(dialog, 'Publish Now')).toBeDisabled();
    expect(within(dialog).getByRole('list', { name: 'Image credits' })).toHaveTextContent(
      'Photo: Ana Silva (@ana) · CC BY 4.0',
    );
  });

  it('publishes a ready post and reports the platform’s refusal', async () => {
    api([previewPost()], {
      'POST /api/social-media/posts/31/publish': () => ({
        status: 200,
        body: {
          success: false,
          message: 'Publishing failed',
          tweetId: null,
          post: post({ status: 'failed', error: 'Duplicate content' }),
          error: 'Duplicate content',
        },
      }),
    });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    fireEvent.click(button(dialog, 'Publish Now'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Publishing Failed',
        description: 'Duplicate content',
        variant: 'destructive',
      }),
    );
  });

  it('says a network failure while publishing is one', async () => {
    api([previewPost()]);
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/publish')) throw new TypeError('Failed to fetch');
      return base(input, init);
    });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    fireEvent.click(button(dialog, 'Publish Now'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Publishing Failed',
        description: 'Network error occurred while publishing',
        variant: 'destructive',
      }),
    );
  });

  it('deletes only after the confirmation', async () => {
    let deleted = false;
    api([previewPost()], {
      'DELETE /api/social-media/posts/31': () => {
        deleted = true;
        return { status: 200, body: { success: true } };
      },
    });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    fireEvent.click(button(dialog, 'Delete'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete post?' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this post? This action cannot be undone.',
    );
    fireEvent.click(button(confirm, 'Cancel'));
    expect(deleted).toBe(false);
    fireEvent.click(button(dialog, 'Delete'));
    fireEvent.click(button(await screen.findByRole('alertdialog'), 'Delete post'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Post Deleted', variant: 'success' }),
    );
    expect(deleted).toBe(true);
  });

  it('schedules a post at the picked time', async () => {
    let body: { scheduledFor?: string } = {};
    api([previewPost()], {
      'POST /api/social-media/posts/31/schedule': (init) => {
        body = JSON.parse(String(init?.body)) as typeof body;
        return { status: 200, body: { success: true, post: post({ status: 'scheduled' }) } };
      },
    });
    renderApp(<PreviewOverlay campaignId={7} onClose={() => {}} />, { user: admin });
    const dialog = await openPost();
    fireEvent.click(button(dialog, 'Schedule'));
    fireEvent.change(within(dialog).getByLabelText('Publish at'), {
      target: { value: '2030-05-01T09:30' },
    });
    fireEvent.click(button(dialog, 'Confirm schedule'));
    await waitFor(() => expect(body.scheduledFor).toBe(new Date('2030-05-01T09:30').toISOString()));
  });
});
