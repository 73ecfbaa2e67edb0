import type { TLiveServerFrame } from '../../../contract/streaming.ts';
import {
  closeReasonOf,
  liveSocketUrl,
  parseServerFrame,
  sliceForSocket,
  type LiveCloseReason,
} from './live-socket.ts';
import { startRecorder, type RecorderHandle } from './recorder.ts';

/** The part of a WebSocket the publisher uses (a fake in tests). */
export type PublishSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  binaryType: BinaryType;
  send(data: string | ArrayBufferView | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

type Recorder = (
  stream: MediaStream,
  onChunk: (chunk: Blob) => void,
  onError: (error: unknown) => void,
) => RecorderHandle | null;

export type PublisherOptions = {
  /** The start answer's publishPath. */
  path: string;
  stream: MediaStream;
  onFrame: (frame: TLiveServerFrame) => void;
  /** The broadcast stopped for good (not called after `stop()`). */
  onClose: (reason: LiveCloseReason | 'unsupported') => void;
  /** Connection dropped and a new one is being opened (true) or is back (false). */
  onReconnecting?: (reconnecting: boolean) => void;
  createSocket?: (url: string) => PublishSocket;
  record?: Recorder;
  /** Retries after an unexpected close; the server keeps the session for 30 s meanwhile. */
  maxReconnects?: number;
  baseDelayMs?: number;
};

const OPEN = 1;

/**
 * The broadcaster's side of the relay: a publish socket and one MediaRecorder run per socket
 * (a new socket needs a new WebM header, so a reconnect restarts the recorder). Chunks are
 * read in order and sent as ≤ 64 KiB binary frames.
 */
export class LivePublisher {
  private socket: PublishSocket | null = null;
  private recorder: RecorderHandle | null = null;
  private stopped = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Chunks are read with `arrayBuffer()`, which is async: this chain keeps them in order. */
  private sending: Promise<void> = Promise.resolve();
  private readonly createSocket: (url: string) => PublishSocket;
  private readonly record: Recorder;

  constructor(private readonly options: PublisherOptions) {
    this.createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as PublishSocket);
    this.record = options.record ?? startRecorder;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  /** Sends a chat message; false when the socket is not open. */
  sendChat(message: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ type: 'chat', message }));
    return true;
  }

  /** Bytes waiting to leave this browser (a slow upload shows as a growing number). */
  backlog(): number {
    return this.socket?.bufferedAmount ?? 0;
  }

  /** Stops recording and closes the socket; no callback follows. */
  stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopRecorder();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'Stream ended');
    }
  }

  private open() {
    const socket = this.createSocket(liveSocketUrl(this.options.path));
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.sending = Promise.resolve();
      const recorder = this.record(
        this.options.stream,
        (chunk) => this.send(socket, chunk),
        () => this.fail(socket),
      );
      if (!recorder) {
        this.stop();
        this.options.onClose('unsupported');
        return;
      }
      this.recorder = recorder;
      if (this.attempts > 0) this.options.onReconnecting?.(false);
      this.attempts = 0;
    };
    socket.onmessage = (event) => {
      const frame = parseServerFrame(event.data);
      if (frame) this.options.onFrame(frame);
    };
    socket.onerror = () => {
      // A close event always follows; the decision is taken there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopRecorder();
      if (this.stopped) return;
      const reason = closeReasonOf(event.code);
      if (reason === 'dropped' && this.attempts < (this.options.maxReconnects ?? 5)) {
        const delay = (this.options.baseDelayMs ?? 1000) * 2 ** this.attempts;
        this.attempts += 1;
        this.options.onReconnecting?.(true);
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          if (!this.stopped) this.open();
        }, delay);
        return;
      }
      this.stopped = true;
      this.options.onClose(reason);
    };
  }

  private send(socket: PublishSocket, chunk: Blob) {
    this.sending = this.sending
      .then(() => chunk.arrayBuffer())
      .then((buffer) => {
        if (socket.readyState !== OPEN || this.socket !== socket) return;
        for (const piece of sliceForSocket(new Uint8Array(buffer))) socket.send(piece);
      })
      .catch(() => this.fail(socket));
  }

  /** The recorder broke: drop this socket; the close handler reconnects with a fresh recorder. */
  private fail(socket: PublishSocket) {
    if (this.socket === socket) socket.close(4000, 'Recorder failed');
  }

  private stopRecorder() {
    this.recorder?.stop();
    this.recorder = null;
  }
}
