import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CHANNEL_ARN, type TStreamSession } from '../../../contract/streaming.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { LiveNowStrip } from '../home/live-now-strip.tsx';
import { routeFetch } from '../home/test-api.ts';
import { FakeSocket, installLiveDoubles } from './live-test-doubles.ts';
import { ViewerPage } from './viewer-page.tsx';

const SESSION_ID = '6f1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b';
const me = member({ id: '5d0c8a5e-0000-4000-8000-0000000000bb', firstName: 'Ben' });

function session(overrides: Partial<TStreamSession> = {}): TStreamSession {
  return {
    sessionId: SESSION_ID,
    channelArn: LOCAL_CHANNEL_ARN,
    title: 'Sunset over Lisbon',
    description: 'Broadcasting live from my travels',
    location: 'Lisbon, Portugal',
    category: 'Travel',
    isPublic: true,
    provider: 'local',
    status: 'live',
    owner: {
      id: '5d0c8a5e-0000-4000-8000-0000000000aa',
      firstName: 'Ana',
      lastName: 'Lopez',
      profileImageUrl: null,
    } as TStreamSession['owner'],
    isOwner: false,
    viewerCount: 4,
    engagement: { peakViewers: 4, avgWatchTime: 30, chatActivity: 0 },
    startedAt: '2026-05-01T10:00:00.000Z',
    endedAt: null,
    playback: { watchPath: `/ws/live/${SESSION_ID}/watch`, playbackUrl: null },
    ...overrides,
  };
}

function renderViewer(reply: { status: number; body?: unknown }) {
  routeFetch({ [`GET /api/streaming/sessions/${SESSION_ID}`]: () => reply });
  renderApp(<ViewerPage sessionId={SESSION_ID} user={me} />, { user: me });
}

beforeEach(() => installLiveDoubles());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live viewer page', () => {
  it('says so when the stream does not exist', async () => {
    renderViewer({ status: 404, body: { message: 'Live stream not found' } });
    expect(await screen.findByRole('heading', { name: 'Live stream not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('shows Stream Ended for a stream that already ended, without connecting', async () => {
    renderViewer({
      status: 200,
      body: session({ status: 'ended', endedAt: '2026-05-01T10:12:30.000Z', viewerCount: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    expect(screen.getByText(/after 12:30/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeDisabled();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('joins the watch socket: owner, title, viewers, chat both ways, then Stream Ended', async () => {
    renderViewer({ status: 200, body: session() });
    expect(await screen.findByRole('heading', { name: 'Sunset over Lisbon' })).toBeVisible();
    expect(screen.getAllByText('Ana Lopez').length).toBeGreaterThan(0);
    expect(screen.getByTestId('live-badge')).toBeVisible();
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('4');
    const socket = FakeSocket.last();
    expect(socket.url).toBe(`ws://${location.host}/ws/live/${SESSION_ID}/watch`);
    act(() => socket.open());
    act(() => socket.frame({ type: 'viewers', count: 5, peakViewers: 5, chatCount: 1 }));
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('5');
    act(() =>
      socket.frame({
        type: 'chat_history',
        entries: [
          {
            id: 'h1',
            user: { id: 'x', name: 'Sofia Marin', profileImageUrl: null },
            message: 'Obrigada!',
            timestamp: '2026-05-01T10:01:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Obrigada!')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Chat message' }), 'Hello Ana{Enter}');
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ type: 'chat', message: 'Hello Ana' }));
    act(() =>
      socket.frame({
        type: 'chat',
        entry: {
          id: 'm2',
          user: { id: me.id, name: 'Ben Rivers', profileImageUrl: null },
          message: 'Hello Ana',
          timestamp: '2026-05-01T10:02:00.000Z',
        },
      }),
    );
    expect(screen.getByText('(you)')).toBeInTheDocument();

    act(() => socket.frame({ type: 'ended' }));
    expect(await screen.findByRole('heading', { name: 'Stream Ended' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeDisabled(),
    );
  });
});

describe('Live now strip', () => {
  it('lists followed members who are live, linking to their stream', async () => {
    routeFetch({
      'GET /api/streaming/live-now': () => ({ status: 200, body: { sessions: [session()] } }),
    });
    renderApp(<LiveNowStrip />, { user: me });
    const link = await screen.findByRole('link', { name: /watch Ana Lopez’s live stream/ });
    expect(link).toHaveAttribute('href', `/live/${SESSION_ID}`);
    expect(link).toHaveTextContent('Live');
    expect(link).toHaveTextContent('4 watching');
  });

  it('shows nothing while nobody is live', async () => {
    const fetchMock = routeFetch({
      'GET /api/streaming/live-now': () => ({ status: 200, body: { sessions: [] } }),
    });
    renderApp(<LiveNowStrip />, { user: me });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('live-now')).toBeNull();
  });
});
