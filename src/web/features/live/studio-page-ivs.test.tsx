import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStreamSession } from '../../../contract/streaming.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { FakeSocket, installLiveDoubles } from './live-test-doubles.ts';
import { StudioPage } from './studio-page.tsx';

/** The IVS studio: an encoder broadcasts, the page runs the session and shows the ingest. */

const SESSION_ID = '2c4e6a80-1b3d-4f5a-8c7e-9d0f1a2b3c4d';
const CHANNEL_ARN = 'arn:aws:ivs:eu-west-1:123456789012:channel/AbCdEf123456';
const INGEST = {
  endpoint: 'rtmps://f2e4b6a8c0d1.global-contribute.live-video.net:443/app/',
  streamKey: 'sk_eu-west-1_Xy9Zq8Wv7Ut6Sr5',
};
const user = member();

function session(overrides: Partial<TStreamSession> = {}): TStreamSession {
  return {
    sessionId: SESSION_ID,
    channelArn: CHANNEL_ARN,
    title: 'Live Travel Stream',
    description: 'Broadcasting live from my travels',
    location: 'Current Location',
    category: 'Travel',
    isPublic: true,
    provider: 'ivs',
    status: 'live',
    owner: { ...user, isFollowing: false } as unknown as TStreamSession['owner'],
    isOwner: true,
    viewerCount: 3,
    engagement: { peakViewers: 5, avgWatchTime: 40, chatActivity: 0 },
    startedAt: new Date().toISOString(),
    endedAt: null,
    playback: {
      watchPath: null,
      playbackUrl: 'https://f2e4b6a8c0d1.eu-west-1.playback.live-video.net/api/video/v1/x.m3u8',
    },
    ...overrides,
  };
}

const STATUS_IVS = {
  isConfigured: true,
  canStream: true,
  activeSessions: 1,
  provider: 'ivs',
  currentSessionId: null,
};

function renderStudio(handlers: Record<string, () => Reply | Promise<Reply>> = {}) {
  const fetchMock = routeFetch({
    'GET /api/streaming/status': () => ({ status: 200, body: STATUS_IVS }),
    'GET /api/streaming/channels': () => ({
      status: 200,
      body: {
        channels: [{ arn: CHANNEL_ARN, name: 'Roamly Live 1', latencyMode: 'LOW', inUse: false }],
      },
    }),
    'POST /api/streaming/session/start': () => ({
      status: 201,
      body: {
        success: true,
        sessionId: SESSION_ID,
        session: session(),
        publishPath: null,
        ingest: INGEST,
      },
    }),
    [`POST /api/streaming/session/end/${SESSION_ID}`]: () => ({
      status: 200,
      body: { success: true },
    }),
    [`GET /api/streaming/sessions/${SESSION_ID}`]: () => ({ status: 200, body: session() }),
    ...handlers,
  });
  renderApp(<StudioPage user={user} />, { user, path: '/live-studio' });
  return fetchMock;
}

const toastTitle = () => getToasts()[0]?.title;
const goLive = () => screen.getByRole('button', { name: /Go Live|Starting/ });
const getUserMedia = () => vi.mocked(navigator.mediaDevices.getUserMedia);

beforeEach(() => installLiveDoubles());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live studio with IVS (encoder)', () => {
  it('explains the encoder, needs no camera, and Go Live is enabled', async () => {
    renderStudio();
    const readiness = screen.getByTestId('readiness-card');
    expect(await within(readiness).findByText('RTMPS encoder')).toBeInTheDocument();
    expect(within(readiness).queryByText('Camera')).toBeNull();
    await waitFor(() => expect(goLive()).toBeEnabled());
    expect(screen.getByTestId('encoder-notice')).toHaveTextContent(
      'Go live here, then start streaming from OBS or any RTMPS encoder.',
    );
    expect(screen.getByRole('heading', { name: 'Broadcast from your encoder' })).toBeVisible();
    expect(
      screen.getByText('Press Go Live: the server and a stream key appear here.'),
    ).toBeVisible();
    // The camera is not asked for unless the member wants the preview.
    expect(getUserMedia()).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeDisabled();
  });

  it('turns the optional camera preview on and off', async () => {
    renderStudio();
    await userEvent.click(await screen.findByRole('button', { name: 'Show camera preview' }));
    await waitFor(() => expect(getUserMedia()).toHaveBeenCalledTimes(1));
    const hide = await screen.findByRole('button', { name: 'Hide preview' });
    expect(screen.queryByTestId('encoder-notice')).toBeNull();
    await userEvent.click(hide);
    expect(await screen.findByTestId('encoder-notice')).toBeInTheDocument();
  });

  it('goes live: the ingest server, a masked key with reveal and copy, polled viewers, then ends', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const fetchMock = renderStudio();
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    expect(screen.getAllByTestId('live-badge').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'End Stream' })).toBeEnabled();
    // Nothing is broadcast from the browser.
    expect(FakeSocket.instances).toHaveLength(0);

    expect(screen.getByTestId('ingest-server')).toHaveTextContent(INGEST.endpoint);
    const key = screen.getByTestId('stream-key');
    expect(key).not.toHaveTextContent(INGEST.streamKey);
    expect(key).toHaveTextContent('hidden');
    const reveal = screen.getByRole('button', { name: 'Show stream key' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(key).toHaveTextContent(INGEST.streamKey);
    await userEvent.click(reveal);
    expect(key).not.toHaveTextContent(INGEST.streamKey);

    await userEvent.click(screen.getByRole('button', { name: 'Copy stream key' }));
    expect(writeText).toHaveBeenCalledWith(INGEST.streamKey);
    await userEvent.click(screen.getByRole('button', { name: 'Copy server' }));
    expect(writeText).toHaveBeenLastCalledWith(INGEST.endpoint);

    // Viewers come from the session route (no relay socket for IVS).
    await waitFor(() => expect(screen.getByTestId('viewer-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('live-stats')).toHaveTextContent('5');
    await waitFor(() => expect(screen.getByTestId('duration')).toHaveTextContent('0:01'), {
      timeout: 2500,
    });
    // No preview: the AI panel says why it has nothing, and no failure toast is raised.
    expect(screen.getByTestId('ai-analysis')).toHaveTextContent('show the camera preview');

    await userEvent.click(screen.getByRole('button', { name: 'End Stream' }));
    await waitFor(() => expect(toastTitle()).toBe('Stream Ended'));
    expect(requestsTo(fetchMock, `/api/streaming/session/end/${SESSION_ID}`, 'POST')).toHaveLength(
      1,
    );
    expect(goLive()).toHaveTextContent('Go Live');
    expect(screen.queryByTestId('stream-key')).toBeNull();
    expect(getToasts().some((toast) => toast.title === 'AI Analysis Failed')).toBe(false);
  }, 10_000);

  it('stops when the polled session says the stream ended elsewhere', async () => {
    renderStudio({
      [`GET /api/streaming/sessions/${SESSION_ID}`]: () => ({
        status: 200,
        body: session({ status: 'ended', endedAt: new Date().toISOString(), viewerCount: 0 }),
      }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Ended'));
    // The toast is queued before the studio re-renders its idle stage: wait for the button too.
    await waitFor(() => expect(goLive()).toHaveTextContent('Go Live'));
  });

  it('keeps the stream live when ending fails, without opening a relay socket', async () => {
    renderStudio({
      [`POST /api/streaming/session/end/${SESSION_ID}`]: () => ({
        status: 503,
        body: { message: 'The service is busy. Please try again.' },
      }),
    });
    await waitFor(() => expect(goLive()).toBeEnabled());
    await userEvent.click(goLive());
    await waitFor(() => expect(toastTitle()).toBe('Stream Started Successfully'));
    await userEvent.click(screen.getByRole('button', { name: 'End Stream' }));
    await waitFor(() => expect(toastTitle()).toBe('Stream End Failed'));
    expect(screen.getByRole('button', { name: 'End Stream' })).toBeEnabled();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('resumes a stream left live, without a camera, and says the encoder keeps its key', async () => {
    const fetchMock = renderStudio({
      'GET /api/streaming/status': () => ({
        status: 200,
        body: { ...STATUS_IVS, currentSessionId: SESSION_ID },
      }),
    });
    const resume = await screen.findByRole('button', { name: 'Resume broadcast' });
    expect(resume).toBeEnabled();
    await userEvent.click(resume);
    expect(await screen.findByRole('button', { name: 'End Stream' })).toBeEnabled();
    expect(screen.getByTestId('encoder-resumed')).toHaveTextContent(
      'Your encoder keeps the server and stream key',
    );
    expect(FakeSocket.instances).toHaveLength(0);
    expect(getUserMedia()).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/api/streaming/session/start', 'POST')).toHaveLength(0);
  });
});
