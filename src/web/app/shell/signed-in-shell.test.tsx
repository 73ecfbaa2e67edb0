import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeRealtime,
  getRealtime,
  setSocketFactoryForTests,
} from '../../features/messaging/realtime.ts';
import { fakeSockets } from '../../features/messaging/test-socket.ts';
import { ME } from '../../features/messaging/test-chat.ts';
import { fakeApi, renderApp } from '../../test/app-harness.tsx';
import { SignedInShell } from './signed-in-shell.tsx';

let sockets: ReturnType<typeof fakeSockets>;
let idle: (() => void)[];

beforeEach(() => {
  sockets = fakeSockets();
  setSocketFactoryForTests(sockets.create);
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  fakeApi({
    'GET /api/conversations/unread-count': () => ({ status: 200, body: { unreadCount: 0 } }),
    'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: 0 } }),
  });
});

afterEach(() => {
  // Unmounted first: the shell cancels its idle callback with the stub still in place.
  cleanup();
  closeRealtime();
  setSocketFactoryForTests(undefined);
  vi.unstubAllGlobals();
});

describe('signed-in shell', () => {
  it('opens the socket once the first screen is drawn and the browser is idle', async () => {
    renderApp(<SignedInShell>{(user) => <p>Hello {user.firstName}</p>}</SignedInShell>, {
      user: ME,
    });
    expect(await screen.findByText(`Hello ${ME.firstName}`)).toBeVisible();
    expect(getRealtime()).toBeNull();
    expect(idle.length).toBeGreaterThan(0);

    act(() => idle.forEach((run) => run()));
    // The socket opens once its frame check has loaded (realtime.ts loads it on demand).
    expect(getRealtime()).not.toBeNull();
    await act(() => vi.waitFor(() => sockets.last, { timeout: 5000 }));
    expect(sockets.sockets).toHaveLength(1);
  });
});
