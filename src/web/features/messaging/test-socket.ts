/**
 * Test-only fake WebSocket for the realtime client and the screens: records what the client
 * sends and lets a test open, feed and close each connection by hand.
 */
import type { SocketLike } from './realtime-client.ts';

export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The connection failed or dropped (or the server closed it with `code`). */
  drop(code = 1006) {
    this.readyState = 3;
    if (code === 1006) this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** A frame from the server (objects are sent as JSON; strings as they are). */
  receive(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The frames of one type the client sent. */
  sentOfType(type: string) {
    return this.sent.filter(
      (frame) => (frame as { type?: unknown } | null)?.type === type,
    ) as Record<string, unknown>[];
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
