import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMediaAnalysis } from '../../../contract/ai.ts';
import { TRAVEL_CATEGORIES } from '../../../contract/posts.ts';
import { subscribeToasts, type ToastItem } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { installFakeXhr, uploaded, uploadServer, type FakeRequest } from '../uploads/fake-xhr.ts';
import { CreatePostPage } from './create-post-page.tsx';
import { ownPost, VIEWER } from './test-posts.ts';

let toasts: ToastItem[] = [];
let unsubscribe: () => unknown = () => undefined;

beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeToasts((next) => {
    const latest = next[0];
    if (latest && !toasts.some((item) => item.id === latest.id)) toasts.push(latest);
  });
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

const last = () => toasts.at(-1);

const LISBON: TMediaAnalysis = {
  description: 'Golden light over the terracotta roofs of Lisbon.',
  location: 'Lisbon, Portugal',
  tags: ['lisbon', 'goldenhour'],
  travelInsights: ['Currency: Euro (EUR)'],
  captions: ['Seven hills, one sunset.'],
};

function media(name: string, type: string, size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

/** fetch: POST /api/posts (multipart) answers `reply`; every form sent is kept. */
function postServer(reply: () => Response | Promise<Response> = () => json(201, ownPost())) {
  const forms: FormData[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://roamly.test');
    if (url.pathname === '/api/posts' && init?.method === 'POST') {
      forms.push(init.body as FormData);
      return reply();
    }
    // The AI is away: the member goes on by hand.
    if (url.pathname === '/api/ai/analyze-media') return json(503, { message: 'Unavailable' });
    return json(200, { items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return { forms, fetch };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderPage() {
  renderApp(<CreatePostPage user={VIEWER} />, { user: VIEWER, path: '/create' });
  return {
    content: screen.getByRole('textbox', { name: "What's your story?" }),
    share: screen.getByRole('button', { name: 'Share Post' }),
    picker: screen.getByLabelText('Add photos or videos'),
  };
}

describe('/create page', () => {
  it('has a way back home, public privacy by default and the eight travel categories', () => {
    postServer();
    const { share } = renderPage();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Followers/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Private/ })).not.toBeChecked();
    const categories = within(screen.getByRole('region', { name: 'Travel categories' }));
    expect(categories.getAllByRole('switch')).toHaveLength(TRAVEL_CATEGORIES.length);
    expect(screen.getByRole('switch', { name: 'Allow comments' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Save to highlights' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'YouTube channel upload' })).not.toBeChecked();
    expect(share).toBeDisabled();
  });

  it("says 'Missing Content' for a blank post", () => {
    const { forms } = postServer();
    renderPage();
    fireEvent.submit(screen.getByRole('button', { name: 'Share Post' }).closest('form')!);
    expect(last()?.title).toBe('Missing Content');
    expect(last()?.description).toBe('Please add some content to your post');
    expect(forms).toHaveLength(0);
  });

  it('uploads each file first with progress, then sends the multipart form and goes home', async () => {
    const held: FakeRequest[] = [];
    const server = uploadServer((name) =>
      name.endsWith('.mp4')
        ? uploaded({ url: '/uploads/ferry.mp4', type: 'video', filename: 'ferry.mp4' })
        : uploaded({ url: '/uploads/tiles.jpg', type: 'image', filename: 'tiles.jpg' }),
    );
    const xhr = installFakeXhr((request) => {
      if (request.path === '/api/upload/media' && held.length === 0) {
        held.push(request);
        return undefined;
      }
      return server(request);
    });
    const { forms } = postServer();
    const { content, share, picker } = renderPage();

    await userEvent.type(content, '  Azulejos and the river ferry  ');
    await userEvent.upload(picker, [
      media('tiles.jpg', 'image/jpeg'),
      media('ferry.mp4', 'video/mp4'),
    ]);
    expect(screen.getAllByTestId('attachment')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Rome' }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Rome');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Location' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Lisbon, Portugal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), '#azulejos #ferry');
    await userEvent.click(screen.getByRole('radio', { name: /Followers/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Save to highlights' }));
    await userEvent.click(screen.getByRole('switch', { name: 'YouTube channel upload' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Photos' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Tips' }));
    await userEvent.click(share);

    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: /Uploading/ });
    held[0]!.progress(1024, 2048);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(forms).toHaveLength(0);
    held[0]!.respond(
      201,
      uploaded({ url: '/uploads/tiles.jpg', type: 'image', filename: 'tiles.jpg' }),
    );

    await waitFor(() => expect(forms).toHaveLength(1));
    expect(xhr.paths().filter((path) => path === '/api/upload/media')).toHaveLength(2);
    const form = forms[0]!;
    expect(Object.fromEntries(form.entries())).toEqual({
      content: 'Azulejos and the river ferry',
      location: 'Lisbon, Portugal',
      tags: '#azulejos #ferry',
      privacy: 'followers',
      allowComments: 'true',
      saveToHighlights: 'true',
      youtubeConsent: 'true',
      travelCategories: JSON.stringify({
        photos: true,
        videos: false,
        destinations: false,
        hotels: false,
        restaurants: false,
        activities: false,
        tips: true,
        itineraries: false,
      }),
      media: JSON.stringify([
        { url: '/uploads/tiles.jpg', type: 'image', filename: 'tiles.jpg' },
        { url: '/uploads/ferry.mp4', type: 'video', filename: 'ferry.mp4' },
      ]),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(last()?.title).toBe('Post Created!');
  });

  it('needs the YouTube consent for a video, and sends the consent as false without one', async () => {
    installFakeXhr(uploadServer());
    const { forms } = postServer();
    const { content, share, picker } = renderPage();
    await userEvent.type(content, 'Ferry ride');
    await userEvent.upload(picker, media('ferry.mov', 'video/quicktime'));
    expect(screen.getByText(/switch on YouTube channel upload/)).toBeVisible();
    expect(await screen.findByTestId('ai-failed')).toBeVisible();
    await userEvent.click(share);
    expect(last()?.title).toBe('YouTube Consent Required');
    expect(last()?.description).toBe('Please consent to YouTube channel upload to share videos');
    expect(forms).toHaveLength(0);

    // Without the video, a consent switched on is still sent as false.
    await userEvent.click(screen.getByRole('switch', { name: 'YouTube channel upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove ferry.mov' }));
    await userEvent.click(share);
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.get('youtubeConsent')).toBe('false');
    expect(forms[0]!.get('media')).toBe('[]');
  });

  it('starts uploading when a file is added and offers the AI suggestions with Apply All', async () => {
    installFakeXhr(
      uploadServer(() =>
        uploaded({ url: '/uploads/alfama.jpg', type: 'image', filename: 'alfama.jpg' }),
      ),
    );
    const forms: FormData[] = [];
    const analyses: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(
          String(input instanceof Request ? input.url : input),
          'http://roamly.test',
        );
        if (url.pathname === '/api/ai/analyze-media') {
          analyses.push(JSON.parse(String(init?.body)));
          return json(200, LISBON);
        }
        if (url.pathname === '/api/posts' && init?.method === 'POST') {
          forms.push(init.body as FormData);
          return json(201, ownPost());
        }
        return json(200, { items: [], nextCursor: null });
      }),
    );
    const { content, share, picker } = renderPage();
    await userEvent.type(content, 'Evening walk');
    await userEvent.upload(picker, media('alfama.jpg', 'image/jpeg'));

    const panel = within(await screen.findByTestId('ai-suggestions-panel'));
    expect(analyses).toEqual([{ mediaUrl: '/uploads/alfama.jpg', mediaType: 'image' }]);
    expect(screen.getByTestId('attachment')).toHaveAttribute('data-status', 'uploaded');
    await userEvent.click(screen.getByRole('button', { name: '#food' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply All' }));
    expect(last()?.title).toBe('AI Suggestions Applied');
    expect(content).toHaveValue(`Evening walk\n\n${LISBON.description}`);
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon, Portugal');

    await userEvent.click(share);
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.get('tags')).toBe('#food #lisbon #goldenhour');
    expect(forms[0]!.get('travelInsights')).toBe(JSON.stringify(LISBON.travelInsights));
    expect(forms[0]!.get('media')).toBe(
      JSON.stringify([{ url: '/uploads/alfama.jpg', type: 'image', filename: 'alfama.jpg' }]),
    );
  });

  it("stops with 'Failed to upload {filename}' and keeps the form", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 500, text: '' },
    );
    const { forms } = postServer();
    const { content, share, picker } = renderPage();
    await userEvent.type(content, 'Tiles');
    await userEvent.upload(picker, media('tiles.jpg', 'image/jpeg'));
    await userEvent.click(share);
    await waitFor(() => expect(last()?.description).toBe('Failed to upload tiles.jpg'));
    expect(last()?.title).toBe('Error');
    expect(forms).toHaveLength(0);
    expect(screen.getByTestId('attachment')).toHaveAttribute('data-status', 'failed');
    expect(content).toHaveValue('Tiles');
    expect(screen.getByRole('button', { name: 'Share Post' })).toBeEnabled();
  });

  it("checks files over 25 MB with the shared validator: 'Invalid File', skipped", async () => {
    postServer();
    const { picker } = renderPage();
    const big = media('scan.tiff.exe', '', 1);
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    const bigVideo = media('dive.mp4', 'video/mp4', 1);
    Object.defineProperty(bigVideo, 'size', { value: 300 * 1024 * 1024 });
    fireEvent.change(picker, { target: { files: [big, bigVideo] } });
    expect(toasts.map((item) => item.title)).toContain('Invalid File');
    expect(toasts.find((item) => item.title === 'Invalid File')?.description).toBe(
      'Please upload images or videos only',
    );
    expect(screen.getAllByTestId('attachment')).toHaveLength(1);
    expect(screen.getByText('dive.mp4')).toBeVisible();
  });

  it("shows the server's reason, or 'Failed to create post', under 'Error'", async () => {
    postServer(() => json(400, { message: 'Location must be at most 200 characters' }));
    const { content, share } = renderPage();
    await userEvent.type(content, 'Hello');
    await userEvent.click(share);
    await waitFor(() => expect(last()?.title).toBe('Error'));
    expect(last()?.description).toBe('Location must be at most 200 characters');
    expect(screen.getByTestId('location')).toHaveTextContent('/create');

    postServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(share);
    await waitFor(() => expect(last()?.description).toBe('Failed to create post'));
  });
});
