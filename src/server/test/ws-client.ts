import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { WS_PATH, ZServerFrame, type TServerFrame } from '../../contract/realtime.ts';

type FrameOf<T extends TServerFrame['type']> = Extract<TServerFrame, { type: T }>;

/**
 * A WebSocket client for tests: every frame the server sends is checked against the contract
 * (`ZServerFrame`), kept in order, and taken with `next(type)`.
 */
export class TestSocket {
  readonly frames: TServerFrame[] = [];
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = ZServerFrame.parse(JSON.parse(String(data)));
      this.frames.push(frame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      });
    });
  }

  /** Sends a frame (an object is sent as JSON, a string as it is). */
  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first unread frame of this type (and matching `where`), waiting up to `timeoutMs`. */
  async next<T extends TServerFrame['type']>(
    type: T,
    where: (frame: FrameOf<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<FrameOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(
        (frame) => frame.type === type && where(frame as FrameOf<T>),
      );
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<T>;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Waits `ms` and says whether a frame of this type arrived meanwhile (without taking it). */
  async receivedWithin(type: TServerFrame['type'], ms: number): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames.some((frame) => frame.type === type);
  }

  /** A round trip through the server: every frame sent before it has been handled. */
  async flush(): Promise<void> {
    const timestamp = Date.now() + Math.random();
    this.send({ type: 'ping', timestamp });
    await this.next('pong');
  }

  close(): void {
    this.ws.close();
  }
}

/** The ws:// base of an app listening on a random local port (closed with the app). */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

const opened: WebSocket[] = [];
afterAll(() => {
  for (const ws of opened) ws.terminate();
});

/** Opens a socket at /ws with the cookie; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  base: string,
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${WS_PATH}`, {
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    opened.push(ws);
    const socket = new TestSocket(ws);
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
    });
    ws.once('error', reject);
  });
}
