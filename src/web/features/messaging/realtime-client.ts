/**
 * The realtime connection of 2-traveller-features §4 and §7, independent of React: it connects
 * to /ws, authenticates, pings every 30 s, and on a close retries after 1 s, 2 s, 4 s, 8 s and
 * 16 s (five attempts) before giving up. Screens read `isUp()` to decide whether to poll over
 * HTTP (only while the socket is down). Frames are JSON; anything that does not parse (or that
 * `parse` refuses) is ignored, as the protocol says.
 */

export const REALTIME_PING_MS = 30_000;
export const REALTIME_MAX_RECONNECTS = 5;
export const REALTIME_BASE_DELAY_MS = 1_000;

/**
 * connecting: the first connection is being opened; open: the socket is up; reconnecting: it
 * closed and a retry is scheduled or under way; offline: the retries are spent (polling carries
 * on, and `retry()` starts over); closed: stopped on purpose.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export type RealtimeClientOptions<In, Out> = {
  /** ws(s)://…/ws; a function so it is read at each attempt. */
  url: string | (() => string);
  /** The first frame sent on every open (the authenticate frame). */
  hello: () => Out;
  /** The ping frame. */
  ping: () => Out;
  /** A parsed JSON value to a known frame, or null to ignore it. */
  parse: (value: unknown) => In | null;
  createSocket?: SocketFactory;
  /** Asked on every unexpected close; false stops for good (e.g. the session ended). */
  shouldReconnect?: (event: CloseEvent) => boolean;
  pingMs?: number;
  maxReconnects?: number;
  baseDelayMs?: number;
};

export class RealtimeClient<In, Out> {
  private socket: SocketLike | null = null;
  private status: ConnectionStatus = 'closed';
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly frameListeners = new Set<(frame: In) => void>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly createSocket: SocketFactory;
  private readonly pingMs: number;
  private readonly maxReconnects: number;
  private readonly baseDelayMs: number;

  constructor(private readonly options: RealtimeClientOptions<In, Out>) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.pingMs = options.pingMs ?? REALTIME_PING_MS;
    this.maxReconnects = options.maxReconnects ?? REALTIME_MAX_RECONNECTS;
    this.baseDelayMs = options.baseDelayMs ?? REALTIME_BASE_DELAY_MS;
  }

  getStatus(): ConnectionStatus {
    return this.status;
  }

  /** True while frames can be sent and received; screens poll over HTTP otherwise. */
  isUp(): boolean {
    return this.status === 'open';
  }

  /** Opens the connection (no-op when already started). */
  start() {
    if (this.status !== 'closed') return;
    this.attempts = 0;
    this.open('connecting');
  }

  /** Closes for good: no retries, no pings. */
  stop() {
    this.clearTimers();
    this.setStatus('closed');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'Client closed');
    }
  }

  /** After the retries were spent (or to skip a wait): try again now with a fresh budget. */
  retry() {
    // Open, or an attempt already under way: nothing to skip.
    if (this.status === 'closed' || this.socket) return;
    this.clearRetryTimer();
    this.attempts = 0;
    this.open('reconnecting');
  }

  /** Sends a frame; false (nothing sent) when the socket is not open. */
  send(frame: Out): boolean {
    const socket = this.socket;
    if (!socket || this.status !== 'open' || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  onFrame(listener: (frame: In) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open(status: 'connecting' | 'reconnecting') {
    this.setStatus(status);
    let socket: SocketLike;
    try {
      socket = this.createSocket(resolveUrl(this.options.url));
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setStatus('open');
      this.send(this.options.hello());
      this.pingTimer = setInterval(() => this.send(this.options.ping()), this.pingMs);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = this.decode(event.data);
      if (frame === null) return;
      for (const listener of [...this.frameListeners]) listener(frame);
    };
    // A failed connection fires error then close; close alone drives the retries.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = null;
      this.clearPing();
      if (this.options.shouldReconnect?.(event) === false) {
        this.clearTimers();
        this.setStatus('closed');
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry() {
    if (this.status === 'closed') return;
    if (this.attempts >= this.maxReconnects) {
      this.setStatus('offline');
      return;
    }
    const delay = this.baseDelayMs * 2 ** this.attempts;
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open('reconnecting');
    }, delay);
  }

  private decode(data: unknown): In | null {
    if (typeof data !== 'string') return null;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
    try {
      return this.options.parse(value);
    } catch {
      return null;
    }
  }

  private detach(socket: SocketLike) {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private setStatus(status: ConnectionStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private clearPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearRetryTimer() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearTimers() {
    this.clearPing();
    this.clearRetryTimer();
  }
}

function resolveUrl(url: string | (() => string)) {
  return typeof url === 'function' ? url() : url;
}

/** ws://host/ws on http pages, wss:// on https (§7: secure scheme on https). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
