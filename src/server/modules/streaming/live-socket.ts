import WebSocket from 'ws';
import { afterAll } from 'vitest';
import { ZLiveServerFrame, type TLiveServerFrame } from '../../../contract/streaming.ts';

/**
 * A test client of the relay sockets: text frames are checked against the contract
 * (`ZLiveServerFrame`), binary frames kept in order, and everything in one timeline so a test
 * can say what came first.
 */

type Received = { kind: 'text'; frame: TLiveServerFrame } | { kind: 'binary'; bytes: Buffer };

const opened: WebSocket[] = [];
afterAll(() => {
  for (const ws of opened) ws.terminate();
});

export class LiveSocket {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private wake: (() => void) | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      this.received.push(
        isBinary
          ? { kind: 'binary', bytes }
          : { kind: 'text', frame: ZLiveServerFrame.parse(JSON.parse(bytes.toString())) },
      );
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      });
    });
  }

  /** Waits until `test` holds (checked on every frame), up to `timeoutMs`. */
  async until(test: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  texts(): TLiveServerFrame[] {
    return this.received.flatMap((item) => (item.kind === 'text' ? [item.frame] : []));
  }

  binaries(): Buffer[] {
    return this.received.flatMap((item) => (item.kind === 'binary' ? [item.bytes] : []));
  }

  bytes(): Buffer {
    return Buffer.concat(this.binaries());
  }

  async text<T extends TLiveServerFrame['type']>(
    type: T,
    where: (frame: Extract<TLiveServerFrame, { type: T }>) => boolean = () => true,
  ): Promise<Extract<TLiveServerFrame, { type: T }>> {
    const find = () =>
      this.texts().find(
        (frame): frame is Extract<TLiveServerFrame, { type: T }> =>
          frame.type === type && where(frame as Extract<TLiveServerFrame, { type: T }>),
      );
    await this.until(() => !!find(), `a ${type} frame (got ${JSON.stringify(this.texts())})`);
    return find()!;
  }

  /** Sends binary pieces in order, each at most `max` bytes (the server's 64 KiB frame limit). */
  async publish(bytes: Buffer, max = 16 * 1024): Promise<void> {
    for (let at = 0; at < bytes.length; at += max) {
      await new Promise<void>((resolve, reject) =>
        this.ws.send(bytes.subarray(at, at + max), { binary: true }, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
  }

  send(frame: object): void {
    this.ws.send(JSON.stringify(frame));
  }
}

/** Opens a relay socket; rejects with the HTTP status when the upgrade is refused. */
export function openLiveSocket(
  url: string,
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
    opened.push(ws);
    const socket = new LiveSocket(ws);
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
    });
    ws.once('error', reject);
  });
}
