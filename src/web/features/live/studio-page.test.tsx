import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOCAL_CHANNEL_ARN, type TStreamSession } from '../../../contract/streaming.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { FakeRecorder, FakeSocket, installLiveDoubles } from './live-test-doubles.ts';
import { StudioPage } from './studio-page.tsx';

const SESSION_ID = '0b9a1f8e-5a55-4c1e-9a51-3f1c7d7e2a10';
const user = member();

function session(overrides: Partial<TStreamSession> = {}): TStreamSession {
  return {
    sessionId: SESSION_ID,
    channelArn: LOCAL_CHANNEL_ARN,
    title: 'Live Travel Stream',
    description: 'Broadcasting live from my travels',
    location: 'Current Location',
    category: 'Travel',
    isPublic: true,
    provider: 'local',
    status: 'live',
    owner: { ...user, isFollowing: false } as unknown as TStreamSession['owner'],
    isOwner: true,
    viewerCount: 0,
    engagement: { peakViewers: 0, avgWatchTime: 42, chatActivity: 0 },
    startedAt: new Date().toISOString(),
    endedAt: null,
    playback: { watchPath: `/ws/live/${SESSION_ID}/watch`, playbackUrl: null },
    ...overrides,
  };
}

const STATUS_OK = {
  isConfigured: true,
  canStream: true,
  activeSessions: 2,
  provider: 'local',
  currentSessionId: null,
};

function renderStudio(handlers: Record<string, (url: URL) => Reply | Promise<Reply>> = {}) {
  const fetchMock = routeFetch({
    'GET /api/streaming/status': () => ({ status: 200, body: STATUS_OK }),
    'GET /api/streaming/channels': () => ({
      status: 200,
      body: {
        channels: [{ arn: LOCAL_CHANNEL_ARN, name: 'Browser', latencyMode: 'LOW', inUse: false }],
      },
    }),
    'POST /api/streaming/session/start': () => ({
      status: 201,
      body: {
        success: true,
        sessionId: SESSION_ID,
        session: session(),
        publishPath: `/ws/live/${SESSION_ID}/publish`,
        ingest: null,
      },
    }),
    [`POST /api/streaming/session/end/${SESSION_ID}`]: () => ({
      status: 200,
      body: { success: true },
    }),
    [`GET /api/streaming/sessions/${SESSION_ID}`]: () => ({ status: 200, body: session() }),
    [`POST /api/streaming/session/${SESSION_ID}/analyze`]: () => ({
      status: 200,
      body: {
        recognizedLandmarks: ['Belém Tower'],
        suggestedTags: ['lisbon', 'sunset'],
        mood: 'Serene',
        activities: ['Sightseeing'],
        detectedLocation: 'Lisbon, Portugal',
        provider: 'local',
      },
    }),
    ...handlers,
  });
  renderApp(<StudioPage user={user} />, { user, path: '/live-studio' });
  return fetchMock;
}

const toastTitle = () => getToasts()[0]?.title;
const goLive = () => screen.getByRole('button', { name: /Go Live|Starting/ });

beforeEach(() => installLiveDoubles());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live studio', () => {
  it('shows the readiness checks, the AI features and the two sample chat messages', async () => {
    renderStudio();
    expect(screen.getByRole('heading', { name: 'Live Studio', level: 1 })).toBeInTheDocument();
    const readiness = screen.getByTestId('readiness-card');
    await waitFor(() => expect(within(readiness).getByText('Connected')).toBeInTheDocument());
    expect(await within(readiness).findByText('Selected')).toBeInTheDocument();
    await waitFor(() => expect(goLive()).toBeEnabled());
    expect(screen.getByText('Auto')).toBeInTheDocument();
    expect(screen.getByText('Real-time')).toBeInTheDocument();
    const entries = screen.getAllByTestId('chat-entry');
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(within(entry).getByText('Sample')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeDisabled();
  });

  it('says when streaming is not set up', async () => {
    renderStudio({
      'GET /api/streaming/status': () => ({
        status: 200,
        body: { ...STATUS_OK, isConfigured: false, canStream: false },
      }),
    });
    await waitFor(() => expect(toastTitle()).toBe('Streaming Setup Required'));
    expect(getToasts()[0]?.variant).toBe('destructive');
  });

  it('says when the status cannot be checked', async () => {
    renderStudio({
      'GET /api/streaming/status': () => ({ status: 503, body: { message: 'Down' } }),
    });
    await waitFor(() => expect(toastTitle()).toBe('Connection Error'));
    expect(getToasts()[0]?.description).toBe('Unable to check streaming status. Please try again.');
  });

  it('explains a refused camera and how to allow it; Go Live stays off', async () => {
    installLiveDoubles(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderStudio();
    const alert = await screen.findByTestId('camera-problem');
    expect(alert).toHaveTextContent('Camera access is blocked');
    expect(alert).toHaveTextContent('choose Allow for Camera and Microphone');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('readiness-card')).getByText('Blocked')).toBeInTheDocument(),
    );
    expect(goLive()).toBeDisabled();
  });

  it('refuses to start when the status says it cannot stream', async () => {
    const fetchMock = renderStudio({
      'GET /api/streaming/status': () => ({
        status: 200,
        body: { ...STATUS_OK, canStream: false },
      }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    expect(toastTitle()).toBe('Streaming Unavailable');
    expect(requestsTo(fetchMock, '/api/streaming/session/start', 'POST')).toHaveLength(0);
  });

  it('says when the start fails and lets the member try again', async () => {
    renderStudio({
      'POST /api/streaming/session/start': () => ({
        status: 409,
        body: { message: 'You are already live. End your current stream before starting another.' },
      }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Start Failed'));
    expect(getToasts()[0]?.description).toContain('Unable to start your live stream.');
    expect(goLive()).toHaveTextContent('Go Live');
    expect(goLive()).toBeEnabled();
  });

  it('goes live: Starting..., the publish socket, 1 s chunks, viewers, chat, the timer, AI analysis, then ends', async () => {
    let releaseStart: (() => void) | null = null;
    const fetchMock = renderStudio({
      'POST /api/streaming/session/start': () =>
        new Promise<Reply>((resolve) => {
          releaseStart = () =>
            resolve({
              status: 201,
              body: {
                success: true,
                sessionId: SESSION_ID,
                session: session(),
                publishPath: `/ws/live/${SESSION_ID}/publish`,
                ingest: null,
              },
            });
        }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    expect(goLive()).toHaveTextContent('Starting...');
    expect(goLive()).toBeDisabled();
    const [start] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(start![1]!.body))).toEqual({
      channelArn: LOCAL_CHANNEL_ARN,
      title: 'Live Travel Stream',
      description: 'Broadcasting live from my travels',
      location: 'Current Location',
      category: 'Travel',
      isPublic: true,
    });
    act(() => releaseStart!());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    expect(screen.getByRole('button', { name: 'End Stream' })).toBeEnabled();
    expect(screen.getAllByTestId('live-badge').length).toBeGreaterThan(0);

    const socket = FakeSocket.last();
    expect(socket.url).toBe(`ws://${location.host}/ws/live/${SESSION_ID}/publish`);
    act(() => socket.open());
    const recorder = FakeRecorder.instances.at(-1)!;
    expect(recorder.options.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(recorder.timeslice).toBe(1000);
    act(() => recorder.emit(new Uint8Array(70_000)));
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    expect((socket.sent as Uint8Array[]).map((piece) => piece.byteLength)).toEqual([65_536, 4_464]);

    act(() => socket.frame({ type: 'viewers', count: 2, peakViewers: 2, chatCount: 0 }));
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('2');
    act(() =>
      socket.frame({
        type: 'chat',
        entry: {
          id: 'c1',
          user: { id: 'u2', name: 'Ben Traveller', profileImageUrl: null },
          message: 'Is that the Tagus?',
          timestamp: new Date().toISOString(),
        },
      }),
    );
    expect(screen.getByText('Is that the Tagus?')).toBeInTheDocument();
    expect(screen.getByTestId('comment-count')).toHaveTextContent('1');

    const box = screen.getByRole('textbox', { name: 'Chat message' });
    await userEvent.type(box, 'Yes it is!{Enter}');
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ type: 'chat', message: 'Yes it is!' }));
    expect(box).toHaveValue('');

    await waitFor(() => expect(screen.getByTestId('duration')).toHaveTextContent('0:01'), {
      timeout: 2500,
    });
    // The analysis runs 3 s after going live: the frame capture has no picture in happy-dom.
    await waitFor(() => expect(toastTitle()).toBe('AI Analysis Failed'), { timeout: 4000 });
    expect(getToasts()[0]?.description).toBe("Don't worry, your stream continues normally!");

    await userEvent.click(screen.getByRole('button', { name: 'End Stream' }));
    await waitFor(() => expect(toastTitle()).toBe('Stream Ended'));
    expect(recorder.state).toBe('inactive');
    expect(socket.closedWith).toBe(1000);
    expect(requestsTo(fetchMock, `/api/streaming/session/end/${SESSION_ID}`, 'POST')).toHaveLength(
      1,
    );
    expect(goLive()).toHaveTextContent('Go Live');
  }, 15_000);

  it('fills the AI panel from the analyze route 3 s after going live', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ',
    );
    // happy-dom's <video> has no picture size: give the preview a 720p frame.
    Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', {
      configurable: true,
      get: () => 1280,
    });
    Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', {
      configurable: true,
      get: () => 720,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth');
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoHeight');
    });
    const fetchMock = renderStudio();
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    await waitFor(() => expect(toastTitle()).toBe('AI Analysis Active!'), { timeout: 4500 });
    expect(getToasts()[0]?.description).toBe('Recognised 1 landmark and 2 tags.');
    const panel = screen.getByTestId('ai-analysis');
    expect(panel).toHaveTextContent('Belém Tower');
    expect(panel).toHaveTextContent('#lisbon');
    expect(panel).toHaveTextContent('Serene');
    expect(panel).toHaveTextContent('Sightseeing');
    expect(screen.getByTestId('detected-location')).toHaveTextContent('Lisbon, Portugal');
    const [analyze] = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/analyze'));
    expect(JSON.parse(String(analyze![1]!.body))).toEqual({
      image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ',
    });
  }, 10_000);

  it('keeps the stream live when ending fails', async () => {
    renderStudio({
      [`POST /api/streaming/session/end/${SESSION_ID}`]: () => ({
        status: 503,
        body: { message: 'The service is busy. Please try again.' },
      }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    act(() => FakeSocket.last().open());
    await userEvent.click(screen.getByRole('button', { name: 'End Stream' }));
    await waitFor(() => expect(toastTitle()).toBe('Stream End Failed'));
    expect(screen.getByRole('button', { name: 'End Stream' })).toBeEnabled();
    // Broadcasting again on a new publish socket.
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('ends when the server says the stream ended', async () => {
    renderStudio();
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    const socket = FakeSocket.last();
    act(() => socket.open());
    act(() => socket.serverClose(4410));
    await waitFor(() => expect(toastTitle()).toBe('Stream Ended'));
    expect(goLive()).toHaveTextContent('Go Live');
  });

  it('offers to resume or end a stream left live by an earlier visit', async () => {
    const fetchMock = renderStudio({
      'GET /api/streaming/status': () => ({
        status: 200,
        body: { ...STATUS_OK, currentSessionId: SESSION_ID },
      }),
    });
    expect(await screen.findByText('You are still live.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resume broadcast' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resume broadcast' }));
    await waitFor(() =>
      expect(FakeSocket.last().url).toBe(`ws://${location.host}/ws/live/${SESSION_ID}/publish`),
    );
    expect(screen.getByRole('button', { name: 'End Stream' })).toBeEnabled();
    expect(screen.queryByText('You are still live.')).toBeNull();
    expect(requestsTo(fetchMock, '/api/streaming/session/start', 'POST')).toHaveLength(0);
  });
});
