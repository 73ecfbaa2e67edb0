import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToasts, type ToastItem } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { ownPost, routeFetch, VIEWER } from '../posts/test-posts.ts';
import { AiTestPage } from './ai-test-page.tsx';
import {
  chunkFailureMessage,
  CleanUploadPage,
  finalizeFailureMessage,
} from './clean-upload-page.tsx';
import { installFakeXhr, uploaded, uploadServer } from './fake-xhr.ts';
import { SimpleUploadPage } from './simple-upload-page.tsx';
import { uploadChunked } from './upload-client.ts';

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

function file(name = 'pier.jpg', type = 'image/jpeg', size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('/simple-upload', () => {
  it('is marked as a test tool and posts {content, imageUrl, privacy public, allowComments true}', async () => {
    const xhr = installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/pier.jpg' })));
    const fetch = routeFetch(() => ({ status: 201, body: ownPost() }));
    renderApp(<SimpleUploadPage />, { user: VIEWER });
    expect(screen.getByText('Test tool.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(last()?.title).toBe('Missing Information');
    expect(last()?.description).toBe('Please add content and upload a file');

    await userEvent.upload(screen.getByLabelText('Choose a photo or video'), file());
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('/uploads/pier.jpg');
    expect(xhr.paths()).toEqual(['/api/upload/token', '/api/upload/media']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Pier');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(last()?.title).toBe('Post Created'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      content: 'Pier',
      imageUrl: '/uploads/pier.jpg',
      privacy: 'public',
      allowComments: true,
    });
    expect(screen.getByRole('link', { name: 'View post' })).toBeVisible();
  });

  it("says 'Post Failed' with the server's reason, 'Error' / 'Failed to create post' otherwise", async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/clip.mp4', type: 'video' })));
    const fetch = routeFetch(() => ({ status: 400, body: { message: 'Content is too long' } }));
    renderApp(<SimpleUploadPage />, { user: VIEWER });
    await userEvent.upload(
      screen.getByLabelText('Choose a photo or video'),
      file('clip.mp4', 'video/mp4'),
    );
    await screen.findByTestId('uploaded-file');
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Clip');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(last()?.title).toBe('Post Failed'));
    expect(last()?.description).toBe('Content is too long');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      videoUrl: '/uploads/clip.mp4',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(last()?.title).toBe('Error'));
    expect(last()?.description).toBe('Failed to create post');
  });
});

describe('/clean-upload', () => {
  it('refuses files of 1 GB and more, and files that are not images or videos', () => {
    const xhr = installFakeXhr(uploadServer());
    renderApp(<CleanUploadPage />, { user: VIEWER });
    const input = screen.getByLabelText('Choose a photo or video');
    const huge = file('big.mp4', 'video/mp4', 1);
    Object.defineProperty(huge, 'size', { value: 1024 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(last()?.description).toBe('Please select a file under 1GB');
    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(last()?.description).toBe('Please select a video or image file');
    expect(xhr.requests).toHaveLength(0);
  });

  it('posts {content, mediaUrl, mediaType} after a small file went in one request', async () => {
    const xhr = installFakeXhr(
      uploadServer(() => uploaded({ url: '/uploads/clip.webm', type: 'video' })),
    );
    const fetch = routeFetch(() => ({ status: 201, body: ownPost() }));
    renderApp(<CleanUploadPage />, { user: VIEWER });
    await userEvent.upload(
      screen.getByLabelText('Choose a photo or video'),
      file('clip.webm', 'video/webm'),
    );
    await screen.findByTestId('uploaded-file');
    expect(xhr.paths()).toEqual(['/api/upload/token', '/api/upload/media']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Clip');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      content: 'Clip',
      mediaUrl: '/uploads/clip.webm',
      mediaType: 'video',
    });
  });

  it("words chunk and finalization failures 'Chunk {n} failed: …' and 'Finalization failed: …'", async () => {
    installFakeXhr((request) =>
      request.field('chunkIndex') === '2' ? { status: 500, text: '' } : uploadServer()(request),
    );
    const error = await uploadChunked(file('a.mp4', 'video/mp4', 40), {
      chunkSize: 10,
      chunkMessage: chunkFailureMessage,
    }).catch((caught: Error) => caught);
    expect((error as Error).message).toBe('Chunk 3 failed: server answered 500');

    installFakeXhr(() => 'network-error');
    const network = await uploadChunked(file('a.mp4', 'video/mp4', 20), {
      chunkSize: 10,
      retries: 0,
      chunkMessage: chunkFailureMessage,
    }).catch((caught: Error) => caught);
    expect((network as Error).message).toBe('Chunk 1 failed: Network error during upload');

    installFakeXhr((request) =>
      request.path === '/api/finalize-upload'
        ? { status: 400, body: { message: 'Chunk 2 is missing' } }
        : uploadServer()(request),
    );
    const finalize = await uploadChunked(file('a.mp4', 'video/mp4', 20), {
      chunkSize: 10,
      finalizeMessage: finalizeFailureMessage,
    }).catch((caught: Error) => caught);
    expect((finalize as Error).message).toBe('Finalization failed: Chunk 2 is missing');
  });
});

describe('/ai-test', () => {
  it('uploads a file, runs the analysis and shows it; the latest-video button shows the raw answer or the error', async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/tram.jpg' })));
    let latestFails = false;
    const fetch = routeFetch(({ url }) => {
      if (url.pathname === '/api/ai/analyze-media') {
        return {
          status: 200,
          body: {
            description: 'A yellow tram climbs a narrow street.',
            location: 'Lisbon, Portugal',
            tags: ['tram', 'lisbon'],
            travelInsights: ['Currency: Euro (EUR)'],
            captions: ['Tram 28 all day'],
          },
        };
      }
      if (latestFails) return { status: 500, body: { message: 'Analysis crashed' } };
      return {
        status: 200,
        body: { video: null, result: null, error: 'No video uploaded yet', provider: 'local' },
      };
    });
    renderApp(<AiTestPage />, { user: VIEWER });
    await userEvent.upload(screen.getByLabelText('Choose a photo or video'), file('tram.jpg'));
    const result = await screen.findByTestId('ai-test-result');
    expect(result).toHaveTextContent('Lisbon, Portugal');
    expect(result).toHaveTextContent('#tram #lisbon');
    expect(result).toHaveTextContent('Tram 28 all day');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      mediaUrl: '/uploads/tram.jpg',
      mediaType: 'image',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Test AI on latest video' }));
    expect(await screen.findByLabelText('Result')).toHaveTextContent(
      '"error": "No video uploaded yet"',
    );
    latestFails = true;
    await userEvent.click(screen.getByRole('button', { name: 'Test AI on latest video' }));
    expect(await screen.findByLabelText('Error')).toHaveTextContent('500: ');
  });
});
