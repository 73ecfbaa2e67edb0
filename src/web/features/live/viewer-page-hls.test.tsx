import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStreamSession } from '../../../contract/streaming.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { routeFetch, type Reply } from '../home/test-api.ts';
import { HLS_MIME_TYPE } from './hls-player.ts';
import { FakeSocket, installLiveDoubles } from './live-test-doubles.ts';
import { IVS_SESSION_POLL_MS, ViewerPage } from './viewer-page.tsx';

/** The viewer page of an IVS stream: HLS natively or through hls.js, polled for viewers and end. */

const fake = vi.hoisted(() => {
  type Listener = (event: string, data: { fatal: boolean; type: string }) => void;
  class FakeHls {
    static instances: FakeHls[] = [];
    static supported = true;
    static isSupported = () => FakeHls.supported;
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static ErrorTypes = {
      NETWORK_ERROR: 'networkError',
      MEDIA_ERROR: 'mediaError',
      OTHER_ERROR: 'otherError',
    };
    loaded: string[] = [];
    media: HTMLMediaElement | null = null;
    destroyed = false;
    recovered = 0;
    private listeners = new Map<string, Listener[]>();
    constructor(readonly config: Record<string, unknown>) {
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string, data: { fatal: boolean; type: string } = { fatal: false, type: '' }) {
      for (const listener of this.listeners.get(event) ?? []) listener(event, data);
    }
    loadSource(url: string) {
      this.loaded.push(url);
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    recoverMediaError() {
      this.recovered += 1;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { FakeHls, imported: vi.fn() };
});

vi.mock('hls.js', () => {
  fake.imported();
  return { default: fake.FakeHls };
});

const SESSION_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PLAYBACK_URL =
  'https://f2e4b6a8c0d1.eu-west-1.playback.live-video.net/api/video/v1/eu-west-1.123456789012.channel.AbCdEf123456.m3u8';
const me = member({ id: '5d0c8a5e-0000-4000-8000-0000000000bb', firstName: 'Ben' });

function session(overrides: Partial<TStreamSession> = {}): TStreamSession {
  return {
    sessionId: SESSION_ID,
    channelArn: 'arn:aws:ivs:eu-west-1:123456789012:channel/AbCdEf123456',
    title: 'Golden hour in Kyoto',
    description: 'Broadcasting live from my travels',
    location: 'Kyoto, Japan',
    category: 'Travel',
    isPublic: true,
    provider: 'ivs',
    status: 'live',
    owner: {
      id: '5d0c8a5e-0000-4000-8000-0000000000aa',
      firstName: 'Ana',
      lastName: 'Lopez',
      profileImageUrl: null,
    } as TStreamSession['owner'],
    isOwner: false,
    viewerCount: 12,
    engagement: { peakViewers: 12, avgWatchTime: 30, chatActivity: 0 },
    startedAt: new Date(Date.now() - 65_000).toISOString(),
    endedAt: null,
    playback: { watchPath: null, playbackUrl: PLAYBACK_URL },
    ...overrides,
  };
}

function renderViewer(reply: () => Reply) {
  const fetchMock = routeFetch({ [`GET /api/streaming/sessions/${SESSION_ID}`]: reply });
  renderApp(<ViewerPage sessionId={SESSION_ID} user={me} />, { user: me });
  return fetchMock;
}

/** The browser's answer to canPlayType(HLS): 'maybe' with native HLS (Safari), '' without. */
function nativeHls(answer: '' | 'maybe') {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === HLS_MIME_TYPE ? answer : '',
  );
}

const video = () => screen.getByTestId('live-video') as HTMLVideoElement;

beforeEach(() => {
  installLiveDoubles();
  fake.FakeHls.instances = [];
  fake.FakeHls.supported = true;
  fake.imported.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live viewer page, IVS (HLS)', () => {
  it('plays the playlist natively where the browser can, without loading hls.js', async () => {
    nativeHls('maybe');
    renderViewer(() => ({ status: 200, body: session() }));
    expect(await screen.findByRole('heading', { name: 'Golden hour in Kyoto' })).toBeVisible();
    await waitFor(() => expect(video().getAttribute('src')).toBe(PLAYBACK_URL));
    expect(screen.getByText('Joining the stream…')).toBeInTheDocument();
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    await waitFor(() => expect(screen.queryByText('Joining the stream…')).toBeNull());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    // The first test of the file: the module cache is still empty, so this proves no import.
    expect(fake.imported).not.toHaveBeenCalled();
    expect(fake.FakeHls.instances).toHaveLength(0);
    // No relay socket, no chat: the viewers are the session's.
    expect(FakeSocket.instances).toHaveLength(0);
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('12');
    const chat = screen.getByRole('textbox', { name: 'Chat message' });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAttribute('placeholder', 'Chat is not available on this stream');
  });

  it('loads hls.js elsewhere, waits while the encoder has not started, and plays', async () => {
    nativeHls('');
    renderViewer(() => ({ status: 200, body: session() }));
    await waitFor(() => expect(fake.FakeHls.instances).toHaveLength(1));
    expect(fake.imported).toHaveBeenCalledTimes(1);
    const hls = fake.FakeHls.instances[0]!;
    expect(hls.loaded).toEqual([PLAYBACK_URL]);
    expect(hls.media).toBe(video());
    expect(hls.config).toMatchObject({ lowLatencyMode: true });

    // The playlist is not there yet (404 until the encoder sends): wait and ask again.
    act(() => hls.emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(await screen.findByText('Waiting for the broadcaster’s video…')).toBeInTheDocument();
    await waitFor(() => expect(hls.loaded).toHaveLength(2), { timeout: 4_000 });

    // A media error is recovered in place.
    act(() => hls.emit('hlsError', { fatal: true, type: 'mediaError' }));
    expect(hls.recovered).toBe(1);

    act(() => hls.emit('hlsManifestParsed'));
    await waitFor(() =>
      expect(screen.queryByText('Waiting for the broadcaster’s video…')).toBeNull(),
    );
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  }, 8_000);

  it('says so when the browser can play neither', async () => {
    nativeHls('');
    fake.FakeHls.supported = false;
    renderViewer(() => ({ status: 200, body: session() }));
    expect(
      await screen.findByText(
        'This browser cannot play live video. Try a current Chrome, Edge or Firefox.',
      ),
    ).toBeInTheDocument();
    expect(fake.FakeHls.instances).toHaveLength(0);
  });

  it('polls the session: new viewer counts, then Stream Ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nativeHls('maybe');
    let answer = session();
    const fetchMock = renderViewer(() => ({ status: 200, body: answer }));
    expect(await screen.findByTestId('viewer-count')).toHaveTextContent('12');
    answer = session({ viewerCount: 20 });
    await act(() => vi.advanceTimersByTimeAsync(IVS_SESSION_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('viewer-count')).toHaveTextContent('20'));
    answer = session({ status: 'ended', endedAt: new Date().toISOString(), viewerCount: 0 });
    await act(() => vi.advanceTimersByTimeAsync(IVS_SESSION_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    expect(video().getAttribute('src')).toBeNull();
    // Ended: no more polling.
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(IVS_SESSION_POLL_MS * 2));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('does not load hls.js for a stream of the local relay', async () => {
    renderViewer(() => ({
      status: 200,
      body: session({
        provider: 'local',
        channelArn: 'local:roamly:channel/browser',
        playback: { watchPath: `/ws/live/${SESSION_ID}/watch`, playbackUrl: null },
      }),
    }));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(fake.FakeHls.instances).toHaveLength(0);
    expect(video().getAttribute('src')).not.toBe(PLAYBACK_URL);
  });
});
