import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_IMAGE_FAILED,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TOO_LARGE,
  MESSAGE_IMAGE_WRONG_TYPE,
  type TConversation,
  type TMessage,
} from '../../../contract/messaging.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { installFakeXhr, uploaded, uploadServer, type FakeRequest } from '../uploads/fake-xhr.ts';
import type * as WaitModule from '../uploads/wait-until-served.ts';
import { checkMessageImage } from './attachment.ts';
import { CLASSIC_FAMILY, SIMPLE_FAMILY, type MessagingFamily } from './families.ts';
import { MESSAGE_IMAGE_RETRY_DELAYS_MS } from './message-image.tsx';
import { MessagesScreen } from './messages-screen.tsx';
import { clearPending } from './pending.ts';
import { closeRealtime, setSocketFactoryForTests } from './realtime.ts';
import { fakeSockets } from './test-socket.ts';
import { ANA, CONVERSATION_ID, ME, callsTo, chatApi, conversation, message } from './test-chat.ts';

// The real wait for the served picture, with short pauses between tries.
vi.mock('../uploads/wait-until-served.ts', async (importOriginal) => {
  const real: typeof WaitModule = await importOriginal();
  return {
    waitUntilServed: (url: string, options: Parameters<typeof real.waitUntilServed>[1] = {}) =>
      real.waitUntilServed(url, { ...options, attempts: 4, delayMs: 5 }),
  };
});

const PHOTO_URL = '/uploads/media/7c1f4a52-3b9e-4d10-9a55-0c2f1e6b8d41-display.jpg';

/**
 * `new Image()` of the wait for the served picture: the display JPEG answers 404 for the first
 * `servedAfter` tries (the processing job is still writing it), then loads.
 */
class FakeImage {
  static servedAfter = 1;
  static attempts = new Map<string, number>();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    const attempt = (FakeImage.attempts.get(url) ?? 0) + 1;
    FakeImage.attempts.set(url, attempt);
    queueMicrotask(() => (attempt > FakeImage.servedAfter ? this.onload?.() : this.onerror?.()));
  }
}

let sockets: ReturnType<typeof fakeSockets>;

beforeEach(() => {
  sockets = fakeSockets();
  setSocketFactoryForTests(sockets.create);
  FakeImage.servedAfter = 1;
  FakeImage.attempts = new Map();
  vi.stubGlobal('Image', FakeImage);
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++next}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  closeRealtime();
  setSocketFactoryForTests(undefined);
  clearPending();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function open(family: MessagingFamily, path: string) {
  return renderApp(<MessagesScreen family={family} />, { user: ME, path });
}

const thread = () => within(screen.getByTestId('thread'));
const bubbles = () => thread().queryAllByTestId('message');
const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const attachButton = () => screen.getByRole('button', { name: 'Attach a photo' });
const fileInput = () => screen.getByTestId('attach-photo-input') as HTMLInputElement;
const tray = () => screen.queryByTestId('message-attachment');

function photo(name = 'harbour.jpg', type = 'image/jpeg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

async function serverSends(frame: unknown) {
  await act(async () => {
    sockets.last.receive(frame);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function connect() {
  // The socket opens once its frame check has loaded (realtime.ts loads it on demand).
  await act(() => vi.waitFor(() => sockets.last));
  act(() => sockets.last.accept());
  await serverSends({ type: 'ready', userId: ME.id, unread: { messages: 0, activity: 0 } });
}

/** The upload endpoints; the file's own request waits for the test when `hold` is set. */
function uploads({ hold = false } = {}) {
  let media: FakeRequest | undefined;
  const server = uploadServer(() => uploaded({ url: PHOTO_URL, type: 'image' }));
  const xhr = installFakeXhr((request) => {
    if (request.path === '/api/upload/media') {
      media = request;
      if (hold) return undefined;
    }
    return server(request);
  });
  return { xhr, media: () => media };
}

async function openThread(family: MessagingFamily, messages: TMessage[] = []) {
  const store: { conversations: TConversation[]; messages: TMessage[] } = {
    conversations: [conversation()],
    messages,
  };
  const mock = chatApi(store);
  open(
    family,
    `${family === SIMPLE_FAMILY ? '/messages-simple' : '/messages'}?conversation=${CONVERSATION_ID}`,
  );
  await connect();
  await screen.findByRole('heading', { name: 'Ana Lima' });
  return { store, mock };
}

describe('attaching a photo to a message (2-traveller-features: images in messages)', () => {
  it('uploads with progress, waits for the served picture, then sends it alone and shows it at once', async () => {
    const server = uploads({ hold: true });
    await openThread(SIMPLE_FAMILY);

    // A labelled button, reachable with the keyboard, next to the box.
    expect(attachButton().tagName).toBe('BUTTON');
    attachButton().focus();
    expect(attachButton()).toHaveFocus();
    expect(fileInput().accept).toContain('image/jpeg');
    expect(sendButton()).toBeDisabled();

    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(server.media()).toBeDefined());
    expect(server.xhr.paths()).toEqual(['/api/upload/token', '/api/upload/media']);
    expect((server.media()!.file('file') as File).name).toBe('harbour.jpg');
    const bar = screen.getByRole('progressbar', { name: 'Uploading harbour.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(
      within(tray()!).getByRole('img', { name: 'Photo to send: harbour.jpg' }),
    ).toHaveAttribute('src', 'blob:preview-1');
    act(() => server.media()!.progress(1024, 2048));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(tray()).toHaveTextContent('Uploading photo… 50%');
    // Nothing goes while the photo uploads, even with text typed.
    await userEvent.type(box(), 'x');
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(box());

    act(() => server.media()!.respond(201, uploaded({ url: PHOTO_URL, type: 'image' })));
    // The display JPEG answers 404 once (the job is writing it), then loads: ready.
    await waitFor(() => expect(tray()).toHaveAttribute('data-phase', 'ready'));
    expect(FakeImage.attempts.get(PHOTO_URL)).toBe(2);
    expect(tray()).toHaveTextContent('Photo ready to send');
    expect(
      within(tray()!).getByRole('img', { name: 'Photo to send: harbour.jpg' }),
    ).toHaveAttribute('src', PHOTO_URL);
    expect(sendButton()).toBeEnabled();

    // A photo needs no text: Enter sends it over the socket.
    await userEvent.type(box(), '{Enter}');
    const sent = sockets.last.sentOfType('send_message');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      conversationId: CONVERSATION_ID,
      content: '',
      imageUrl: PHOTO_URL,
    });
    expect(tray()).toBeNull();
    const mine = bubbles().at(-1)!;
    expect(within(mine).getByRole('img', { name: 'Photo you sent' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(within(mine).getByTestId('message-status')).toHaveAttribute('data-status', 'sending');

    const tempId = String(sent[0]!.tempId);
    const stored = message({ senderId: ME.id, content: '', imageUrl: PHOTO_URL, tempId });
    await serverSends({ type: 'message_sent', tempId, messageId: stored.id, message: stored });
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0]!).getByTestId('message-status')).toHaveAttribute(
      'data-status',
      'sent',
    );
  });

  it('checks the type and the 25 MB chat limit before uploading anything', async () => {
    const server = uploads();
    await openThread(SIMPLE_FAMILY);

    // The chooser offers photos only; a file dropped or pasted is still checked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), photo('itinerary.pdf', 'application/pdf'));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Invalid file type'));
    expect(getToasts()[0]?.description).toBe(MESSAGE_IMAGE_WRONG_TYPE);

    const huge = photo('panorama.jpg');
    Object.defineProperty(huge, 'size', { value: MESSAGE_IMAGE_MAX_BYTES + 1 });
    await userEvent.upload(fileInput(), huge);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('File too large'));
    expect(getToasts()[0]?.description).toBe(MESSAGE_IMAGE_TOO_LARGE);
    expect(server.xhr.requests).toHaveLength(0);
    expect(tray()).toBeNull();

    // The rule itself: photo types by type or by extension, 25 MB included.
    expect(checkMessageImage({ name: 'a.heic', type: '', size: 10 })).toBeNull();
    expect(
      checkMessageImage({ name: 'a.webp', type: 'image/webp', size: MESSAGE_IMAGE_MAX_BYTES }),
    ).toBeNull();
    expect(checkMessageImage({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(
      MESSAGE_IMAGE_WRONG_TYPE,
    );
    expect(checkMessageImage({ name: 'clip.mp4', type: 'video/mp4', size: 10 })).toBe(
      MESSAGE_IMAGE_WRONG_TYPE,
    );
  });

  it('Cancel stops the upload without a toast; Remove drops a ready photo', async () => {
    const server = uploads({ hold: true });
    await openThread(SIMPLE_FAMILY);
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(server.media()).toBeDefined());
    const latestToast = getToasts()[0]?.id;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel photo upload' }));
    expect(server.media()!.aborted).toBe(true);
    expect(tray()).toBeNull();
    expect(getToasts()[0]?.id).toBe(latestToast);
    expect(attachButton()).toBeEnabled();

    installFakeXhr(uploadServer(() => uploaded({ url: PHOTO_URL, type: 'image' })));
    await userEvent.upload(fileInput(), photo('tram.jpg'));
    await waitFor(() => expect(tray()).toHaveAttribute('data-phase', 'ready'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(tray()).toBeNull();
    expect(sendButton()).toBeDisabled();
    expect(sockets.last.sentOfType('send_message')).toHaveLength(0);
  });

  it("says 'Upload Failed' with the spec's upload message, and when the photo is never served", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 500, body: { message: 'Storage is unavailable' } },
    );
    await openThread(SIMPLE_FAMILY);
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Upload Failed'));
    expect(getToasts()[0]?.description).toBe('Upload failed: Storage is unavailable');
    expect(tray()).toBeNull();

    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : 'network-error',
    );
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Network error during upload'));

    // Uploaded, but the server never serves it (processing failed).
    installFakeXhr(uploadServer(() => uploaded({ url: PHOTO_URL, type: 'image' })));
    FakeImage.servedAfter = Number.POSITIVE_INFINITY;
    await userEvent.upload(fileInput(), photo('corrupt.jpg'));
    await waitFor(() => expect(getToasts()[0]?.description).toBe(MESSAGE_IMAGE_FAILED));
    expect(getToasts()[0]?.title).toBe('Upload Failed');
    expect(tray()).toBeNull();

    // A video renamed .jpg: the server's answer says so, and it is not attached.
    installFakeXhr(uploadServer(() => uploaded({ url: '/uploads/media/clip.mp4', type: 'video' })));
    await userEvent.upload(fileInput(), photo('clip.jpg'));
    await waitFor(() => expect(getToasts()[0]?.description).toBe(MESSAGE_IMAGE_WRONG_TYPE));
    expect(tray()).toBeNull();
  });

  it('/messages sends the photo with a caption over HTTP and clears the box once stored', async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: PHOTO_URL, type: 'image' })));
    const { mock, store } = await openThread(CLASSIC_FAMILY);
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(tray()).toHaveAttribute('data-phase', 'ready'));
    await userEvent.type(box(), 'Harbour at dusk{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const path = `/api/conversations/${CONVERSATION_ID}/messages`;
    expect(callsTo(mock, 'POST', path)).toBe(1);
    expect(store.messages[0]).toMatchObject({ content: 'Harbour at dusk', imageUrl: PHOTO_URL });
    const bubble = bubbles()[0]!;
    expect(bubble).toHaveTextContent('Harbour at dusk');
    expect(within(bubble).getByRole('img', { name: 'Photo you sent' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(tray()).toBeNull();
    expect(box()).toHaveValue('');
  });

  it('with the socket down, a failed send gives the photo and the text back', async () => {
    installFakeXhr(uploadServer(() => uploaded({ url: PHOTO_URL, type: 'image' })));
    const store = { conversations: [conversation()], messages: [] };
    chatApi(store, () => ({ status: 503, body: { message: 'Try again in a moment' } }));
    open(SIMPLE_FAMILY, `/messages-simple?conversation=${CONVERSATION_ID}`);
    act(() => sockets.last.drop());
    await screen.findByText('No messages yet. Start the conversation!');
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(tray()).toHaveAttribute('data-phase', 'ready'));
    await userEvent.type(box(), 'Look!{Enter}');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message not sent'));
    expect(getToasts()[0]?.description).toBe('Try again in a moment');
    expect(bubbles()).toHaveLength(0);
    expect(box()).toHaveValue('Look!');
    expect(tray()).toHaveAttribute('data-phase', 'ready');
    expect(
      within(tray()!).getByRole('img', { name: 'Photo to send: harbour.jpg' }),
    ).toHaveAttribute('src', PHOTO_URL);
  });
});

describe('photos in the thread', () => {
  it("shows the other member's photo, retrying while the server is still making it", async () => {
    await openThread(SIMPLE_FAMILY, [message({ content: 'From the ferry' })]);
    await screen.findByText('From the ferry');
    const arriving = message({ content: '', imageUrl: PHOTO_URL, sender: ANA });
    await serverSends({ type: 'new_message', message: arriving });
    const image = await thread().findByRole('img', { name: 'Photo from Ana Lima' });
    expect(image).toHaveAttribute('src', PHOTO_URL);
    const frame = thread().getAllByTestId('message-image').at(-1)!;
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(frame).toHaveAttribute('href', PHOTO_URL);
    // A photo alone carries its time on the picture; no ticks on the other member's message.
    expect(within(bubbles().at(-1)!).queryByTestId('message-status')).toBeNull();

    // 404 while the job writes it: a placeholder, then the same picture is asked for again.
    fireEvent.error(image);
    expect(frame).toHaveAttribute('data-state', 'retrying');
    await waitFor(
      () =>
        expect(thread().getByRole('img', { name: 'Photo from Ana Lima' })).toHaveAttribute(
          'src',
          `${PHOTO_URL}?retry=1`,
        ),
      { timeout: MESSAGE_IMAGE_RETRY_DELAYS_MS[0]! + 1000 },
    );
    fireEvent.load(thread().getByRole('img', { name: 'Photo from Ana Lima' }));
    expect(thread().getAllByTestId('message-image').at(-1)).toHaveAttribute('data-state', 'loaded');
  });

  it("says 'Photo unavailable' once every retry failed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openThread(SIMPLE_FAMILY, [message({ content: '', imageUrl: PHOTO_URL })]);
    for (let attempt = 0; attempt <= MESSAGE_IMAGE_RETRY_DELAYS_MS.length; attempt += 1) {
      const image = await thread().findByRole('img', { name: 'Photo from Ana Lima' });
      fireEvent.error(image);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
    }
    expect(thread().getByTestId('message-image')).toHaveAttribute('data-state', 'failed');
    expect(thread().getByText('Photo unavailable')).toBeInTheDocument();
  });
});
