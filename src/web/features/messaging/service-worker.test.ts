import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TPushPayload } from '../../../contract/messaging.ts';

/**
 * public/sw.js run against a fake service-worker global: what a push shows, and where a click on
 * the notification leads (2-traveller-features §7: /sw.js shows pushes and opens the conversation).
 */

type Listener = (event: Record<string, unknown>) => void;
type WindowClient = {
  url: string;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
};

function loadWorker(windows: WindowClient[] = []) {
  const source = readFileSync(path.resolve('public/sw.js'), 'utf8');
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: { origin: 'https://roamly.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow,
    },
  };
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    await pending;
  };
  return { dispatch, showNotification, openWindow };
}

function pushEvent(payload: unknown) {
  return {
    data: {
      json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
      text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
    },
  };
}

const MESSAGE: TPushPayload = {
  title: 'Ana Lima',
  body: 'Just landed in Tokyo!',
  url: '/messages-simple?conversation=c1',
  tag: 'conversation-c1',
  kind: 'message',
  conversationId: 'c1',
  icon: null,
};

describe('/sw.js', () => {
  it('shows the pushed message with its title, body and one notification per conversation', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent(MESSAGE));
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Ana Lima',
      expect.objectContaining({
        body: 'Just landed in Tokyo!',
        tag: 'conversation-c1',
        icon: '/favicon.svg',
        data: { path: '/messages-simple?conversation=c1' },
      }),
    );
  });

  it('shows a payload that is not JSON as text, under the product name', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent('plain words'));
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Roamly',
      expect.objectContaining({
        body: 'plain words',
        data: { path: '/messages' },
      }),
    );
  });

  it('never leads to another site', async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushEvent({ ...MESSAGE, url: 'https://evil.test/phish', conversationId: 'c9' }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Ana Lima',
      expect.objectContaining({
        data: { path: '/messages?conversation=c9' },
      }),
    );
  });

  it('a click opens the conversation in a new window when no Roamly tab is open', async () => {
    const worker = loadWorker();
    const close = vi.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { path: '/messages-simple?conversation=c1' } },
    });
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith(
      'https://roamly.test/messages-simple?conversation=c1',
    );
  });

  it('a click takes an open Roamly tab to the conversation and focuses it', async () => {
    const focus = vi.fn(async () => undefined);
    const navigate = vi.fn(async (url: string) => ({ url, focus }));
    const worker = loadWorker([{ url: 'https://roamly.test/explore', focus, navigate }]);
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { path: '/messages-simple?conversation=c1' } },
    });
    expect(navigate).toHaveBeenCalledWith('https://roamly.test/messages-simple?conversation=c1');
    expect(focus).toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });
});
