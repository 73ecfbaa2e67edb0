import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMediaAnalysis } from '../../../contract/ai.ts';
import { subscribeToasts, type ToastItem } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { installFakeXhr, uploaded, uploadServer, type FakeRequest } from '../uploads/fake-xhr.ts';
import { CreatePostButton, CreatePostHost } from './create-post-button.tsx';
import { closeCreatePost } from './create-post-store.ts';
import { deferred, ownPost, routeFetch, VIEWER } from './test-posts.ts';
// Loaded up front: the button loads the dialog lazily, which the first test would wait for.
import './create-post-dialog.tsx';

const LISBON: TMediaAnalysis = {
  description: 'Golden light over the terracotta roofs of Lisbon.',
  location: 'Lisbon, Portugal',
  tags: ['lisbon', 'goldenhour', 'city'],
  travelInsights: ['Currency: Euro (EUR)', 'Best season: May to October'],
  captions: ['Lisbon, you have my heart.', 'Seven hills, one sunset.', 'Tram 28 kind of day.'],
};

let toasts: ToastItem[] = [];
let unsubscribe = () => undefined as unknown;

beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeToasts((next) => {
    const latest = next[0];
    if (latest && !toasts.some((item) => item.id === latest.id)) toasts.push(latest);
  });
});

afterEach(() => {
  unsubscribe();
  closeCreatePost();
  vi.unstubAllGlobals();
});

const titles = () => toasts.map((item) => item.title);

function photo(name = 'alfama.jpg', type = 'image/jpeg', size = 4096) {
  return new File([new Uint8Array(size)], name, { type });
}

type Posted = { method: string; url: URL; body: unknown };

/** fetch for the JSON calls: analyze-media answers `analysis`, POST /api/posts records the body. */
function jsonServer(
  analysis: () => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>,
) {
  const calls: Posted[] = [];
  const fetch = routeFetch(async (request) => {
    calls.push(request);
    if (request.url.pathname === '/api/ai/analyze-media') return analysis();
    if (request.url.pathname === '/api/posts' && request.method === 'POST') {
      return { status: 201, body: ownPost() };
    }
    return { status: 200, body: { items: [], nextCursor: null } };
  });
  return {
    calls,
    fetch,
    posted: () => calls.find((call) => call.url.pathname === '/api/posts')?.body,
  };
}

async function openDialog() {
  renderApp(
    <>
      <CreatePostButton />
      <CreatePostHost />
    </>,
    { user: VIEWER },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
  const element = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
  return within(element);
}

describe('Create Post dialog: attaching media', () => {
  it('states the 1 GB limit and attaches from the keyboard-reachable file input', async () => {
    installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    expect(dialog.getByText(/Images and videos up to 1GB/)).toBeVisible();
    const input = dialog.getByLabelText('Add a photo or video');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/*');
    input.focus();
    expect(input).toHaveFocus();
    await userEvent.upload(input, photo());
    expect(await dialog.findByRole('img', { name: 'Preview of alfama.jpg' })).toBeVisible();
  });

  it('uploads with a progress bar, says Upload Successful, analyses, and Apply All fills the form', async () => {
    let media: FakeRequest | undefined;
    const server = uploadServer(() => uploaded({ url: '/uploads/alfama.jpg', type: 'image' }));
    installFakeXhr((request) => {
      if (request.path === '/api/upload/media') {
        media = request;
        return undefined; // the test drives it
      }
      return server(request);
    });
    const reply = deferred<{ status: number; body?: unknown }>();
    const json = jsonServer(() => reply.promise);
    const dialog = await openDialog();

    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    await waitFor(() => expect(media).toBeDefined());
    const bar = dialog.getByRole('progressbar', { name: /Uploading/ });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    media!.progress(2048, 4096);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    // Sharing waits for the file.
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'x');
    expect(dialog.getByRole('button', { name: 'Share Post' })).toBeDisabled();
    await userEvent.clear(dialog.getByRole('textbox', { name: /story/ }));

    media!.respond(201, uploaded({ url: '/uploads/alfama.jpg', type: 'image' }));
    expect(await dialog.findByText('Analyzing…')).toBeVisible();
    expect(titles()).toContain('Upload Successful');
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.getByText('Uploaded')).toBeVisible();
    const analyze = json.calls.find((call) => call.url.pathname === '/api/ai/analyze-media');
    expect(analyze?.body).toEqual({ mediaUrl: '/uploads/alfama.jpg', mediaType: 'image' });

    reply.resolve({ status: 200, body: LISBON });
    const panel = within(await dialog.findByTestId('ai-suggestions-panel'));
    expect(titles().at(-1)).toBe('AI Analysis Complete');
    expect(panel.getByText(LISBON.description)).toBeVisible();
    expect(panel.getByTestId('ai-location')).toHaveTextContent('Lisbon, Portugal');
    expect(panel.getByText('#goldenhour')).toBeVisible();
    expect(panel.getByText('Tram 28 kind of day.')).toBeVisible();
    expect(panel.getByText('Best season: May to October')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '#city' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply All' }));
    expect(dialog.queryByTestId('ai-suggestions-panel')).not.toBeInTheDocument();
    expect(titles().at(-1)).toBe('AI Suggestions Applied');
    expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue(LISBON.description);
    expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon, Portugal');
    const tagBox = dialog.getByRole('textbox', { name: 'Tags' }).parentElement!;
    expect(within(tagBox).getByText('#lisbon')).toBeVisible();
    expect(within(tagBox).getByText('#goldenhour')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(json.posted()).toEqual({
      content: LISBON.description,
      location: 'Lisbon, Portugal',
      tags: ['city', 'lisbon', 'goldenhour'],
      travelInsights: LISBON.travelInsights,
      privacy: 'public',
      allowComments: true,
      imageUrl: '/uploads/alfama.jpg',
    });
    expect(titles().at(-1)).toBe('Post Created');
  });

  it('Apply All keeps what the member wrote: the description follows it and a typed place stays', async () => {
    installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /story/ }),
      'Best pastel de nata ever',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Location' }), 'Belém');
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    const panel = within(await dialog.findByTestId('ai-suggestions-panel'));
    await userEvent.click(panel.getByRole('button', { name: 'Apply All' }));
    expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue(
      `Best pastel de nata ever\n\n${LISBON.description}`,
    );
    expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Belém');
  });

  it('puts a caption idea into the text with Use', async () => {
    installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    const panel = within(await dialog.findByTestId('ai-suggestions-panel'));
    await userEvent.click(
      panel.getByRole('button', { name: 'Use caption: Seven hills, one sunset.' }),
    );
    expect(dialog.getByRole('textbox', { name: /story/ })).toHaveValue('Seven hills, one sunset.');
    expect(dialog.getByRole('textbox', { name: /story/ })).toHaveFocus();
  });

  it("says 'AI Analysis Failed' and lets the member post the photo by hand", async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/pier.jpg' })));
    const json = jsonServer(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    const dialog = await openDialog();
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo('pier.jpg'));
    expect(await dialog.findByTestId('ai-failed')).toBeVisible();
    expect(titles().at(-1)).toBe('AI Analysis Failed');
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'Pier at dusk');
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(json.posted()).toMatchObject({
      content: 'Pier at dusk',
      imageUrl: '/uploads/pier.jpg',
      travelInsights: [],
    });
  });

  it('sends a video as videoUrl', async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/tram.mp4', type: 'video' })));
    const json = jsonServer(() => ({ status: 200, body: { ...LISBON, location: '' } }));
    const dialog = await openDialog();
    await userEvent.upload(
      dialog.getByLabelText('Add a photo or video'),
      photo('tram.mp4', 'video/mp4'),
    );
    expect(await dialog.findByLabelText('Preview of tram.mp4')).toBeInTheDocument();
    await dialog.findByTestId('ai-suggestions-panel');
    expect(json.calls.find((c) => c.url.pathname === '/api/ai/analyze-media')?.body).toEqual({
      mediaUrl: '/uploads/tram.mp4',
      mediaType: 'video',
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'Tram 28');
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(json.posted()).toBeDefined());
    expect(json.posted()).toMatchObject({ videoUrl: '/uploads/tram.mp4' });
    expect(json.posted()).not.toHaveProperty('imageUrl');
  });

  it('takes a dropped file, and refuses what is not an image or video before uploading', async () => {
    const xhr = installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    const zone = dialog.getByTestId('media-picker');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['%PDF'], 'itinerary.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(titles().at(-1)).toBe('Upload Failed'));
    expect(toasts.at(-1)?.description).toBe('Please upload images or videos only');
    expect(xhr.requests).toHaveLength(0);

    fireEvent.drop(zone, { dataTransfer: { files: [photo('dropped.jpg')] } });
    expect(await dialog.findByRole('img', { name: 'Preview of dropped.jpg' })).toBeVisible();
    await waitFor(() => expect(xhr.paths()).toContain('/api/upload/media'));
  });

  it('refuses a file of 1 GB or more with the rule of spec 1 §5', async () => {
    const xhr = installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    const huge = photo('everest.mp4', 'video/mp4', 1);
    Object.defineProperty(huge, 'size', { value: 1024 * 1024 * 1024 });
    fireEvent.drop(dialog.getByTestId('media-picker'), { dataTransfer: { files: [huge] } });
    await waitFor(() => expect(toasts.at(-1)?.description).toBe('File size must be less than 1GB'));
    expect(xhr.requests).toHaveLength(0);
  });

  it('Cancel stops the upload and removes the file', async () => {
    const xhr = installFakeXhr((request) =>
      request.path === '/api/upload/token' ? { status: 200, body: { token: 'tok' } } : undefined,
    );
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    await waitFor(() => expect(xhr.paths()).toContain('/api/upload/media'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.requests[1]!.aborted).toBe(true);
    expect(dialog.queryByTestId('attachment')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Add a photo or video')).toBeInTheDocument();
    expect(titles()).not.toContain('Upload Failed');
  });

  it("shows an upload failure with the spec's message; Remove lets the member post text only", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 401, body: { message: 'Sign in' } },
    );
    const json = jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /story/ }), 'Text only');
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('401: Authentication required. Please log in again.');
    expect(titles().at(-1)).toBe('Upload Failed');
    expect(dialog.getByRole('button', { name: 'Share Post' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove alfama.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(json.posted()).toBeDefined());
    expect(json.posted()).not.toHaveProperty('imageUrl');
  });

  it("says 'Content Required' when a photo has no text yet", async () => {
    installFakeXhr(uploadServer());
    jsonServer(() => ({ status: 200, body: LISBON }));
    const dialog = await openDialog();
    await userEvent.upload(dialog.getByLabelText('Add a photo or video'), photo());
    await dialog.findByTestId('ai-suggestions-panel');
    fireEvent.submit(document.getElementById('create-post-form')!);
    expect(titles().at(-1)).toBe('Content Required');
    expect(toasts.at(-1)?.description).toBe('Please add some content to your post');
  });
});
