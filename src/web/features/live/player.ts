import type { TLiveServerFrame } from '../../../contract/streaming.ts';
import { playOrMute, unmuteVideo } from './autoplay.ts';
import {
  closeReasonOf,
  liveSocketUrl,
  parseServerFrame,
  webmTypeFromInit,
  type LiveCloseReason,
} from './live-socket.ts';
import {
  canStartPlayback,
  planLiveSeek,
  planTrim,
  playableWebmType,
  rangesOf,
  takeAppendBatch,
} from './mse-queue.ts';
import type { PublishSocket } from './publisher.ts';

/** What the viewer sees over the video. */
export type PlayerState =
  | 'connecting'
  /** Connected, no picture yet (the broadcaster's first second is on its way). */
  | 'waiting'
  | 'playing'
  /** Playing muted because the browser refused sound without a tap. */
  | 'muted'
  | 'unsupported';

export type PlayerOptions = {
  path: string;
  onFrame: (frame: TLiveServerFrame) => void;
  onState: (state: PlayerState) => void;
  /** The socket closed for good (ended, not found, not allowed, retries spent). */
  onClose: (reason: LiveCloseReason) => void;
  createSocket?: (url: string) => PublishSocket;
  maxReconnects?: number;
  baseDelayMs?: number;
};

const OPEN = 1;

/**
 * The viewer's side of the relay: the watch socket feeds a MediaSource through an append queue
 * (one SourceBuffer in 'sequence' mode). Old media is trimmed, and a playhead that falls behind
 * jumps back to a second or two from the live edge. `reset` (the broadcaster restarted its
 * recorder) and a slow-viewer close start a fresh MediaSource.
 */
export class LivePlayer {
  private socket: PublishSocket | null = null;
  private mediaSource: MediaSource | null = null;
  private objectUrl: string | null = null;
  private buffer: SourceBuffer | null = null;
  private queue: Uint8Array[] = [];
  private mimeType: string | null = null;
  private needsInit = true;
  private stopped = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private forceTrim = false;
  private state: PlayerState = 'connecting';
  private readonly createSocket: (url: string) => PublishSocket;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly options: PlayerOptions,
  ) {
    this.createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as PublishSocket);
  }

  start() {
    this.stopped = false;
    if (typeof MediaSource === 'undefined') {
      // No MSE (older iPhones): no picture, but the chat and the viewer count still work.
      this.setState('unsupported');
      this.connect();
      return;
    }
    this.video.addEventListener('waiting', this.maintain);
    this.video.addEventListener('stalled', this.maintain);
    this.resetMedia();
    this.connect();
  }

  sendChat(message: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ type: 'chat', message }));
    return true;
  }

  /** After a tap: sound on. */
  unmute() {
    unmuteVideo(this.video);
    if (this.state === 'muted') this.setState('playing');
  }

  stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.video.removeEventListener('waiting', this.maintain);
    this.video.removeEventListener('stalled', this.maintain);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'Viewer left');
    }
    this.teardownMedia();
  }

  private setState(state: PlayerState) {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }

  private connect() {
    const socket = this.createSocket(liveSocketUrl(this.options.path));
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      if (this.state === 'connecting') this.setState('waiting');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      if (event.data instanceof ArrayBuffer) {
        this.receive(new Uint8Array(event.data));
        return;
      }
      const frame = parseServerFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        this.mimeType = frame.mimeType;
      } else if (frame.type === 'reset') {
        this.mimeType = null;
        this.resetMedia();
      }
      this.options.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      const reason = closeReasonOf(event.code);
      const retry = reason === 'slow' || reason === 'dropped';
      if (retry && this.attempts < (this.options.maxReconnects ?? 5)) {
        const delay =
          reason === 'slow' ? 0 : (this.options.baseDelayMs ?? 1000) * 2 ** this.attempts;
        this.attempts += 1;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          if (this.stopped) return;
          // A new socket starts again at an init segment: the old media goes.
          this.resetMedia();
          this.connect();
        }, delay);
        return;
      }
      this.stopped = true;
      this.options.onClose(reason);
    };
  }

  /** A fresh MediaSource on the <video>; the next binary frame must be an init segment. */
  private resetMedia() {
    if (this.state === 'unsupported') return;
    this.teardownMedia();
    this.needsInit = true;
    const mediaSource = new MediaSource();
    this.mediaSource = mediaSource;
    this.objectUrl = URL.createObjectURL(mediaSource);
    mediaSource.addEventListener('sourceopen', () => this.createBuffer(), { once: true });
    this.video.src = this.objectUrl;
    if (this.state === 'playing' || this.state === 'muted') this.setState('waiting');
  }

  private teardownMedia() {
    this.queue = [];
    this.buffer = null;
    this.mediaSource = null;
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = null;
    this.video.removeAttribute('src');
    this.video.load();
  }

  private receive(bytes: Uint8Array) {
    if (this.state === 'unsupported') return;
    if (this.needsInit) {
      this.needsInit = false;
      this.mimeType = this.mimeType ?? webmTypeFromInit(bytes);
    }
    this.queue.push(bytes);
    if (!this.buffer) this.createBuffer();
    this.pump();
  }

  private createBuffer() {
    const mediaSource = this.mediaSource;
    if (!mediaSource || mediaSource.readyState !== 'open' || this.buffer || this.queue.length === 0)
      return;
    const type = playableWebmType(
      (candidate) => MediaSource.isTypeSupported(candidate),
      this.mimeType,
    );
    if (!type) {
      this.setState('unsupported');
      return;
    }
    const buffer = mediaSource.addSourceBuffer(type);
    buffer.mode = 'sequence';
    buffer.addEventListener('updateend', () => {
      this.maintain();
      this.pump();
    });
    buffer.addEventListener('error', () => this.resetMedia());
    this.buffer = buffer;
    this.pump();
  }

  private pump() {
    const buffer = this.buffer;
    if (!buffer || buffer.updating || this.queue.length === 0) return;
    const { batch, rest } = takeAppendBatch(this.queue);
    if (!batch) return;
    try {
      buffer.appendBuffer(batch as Uint8Array<ArrayBuffer>);
      this.queue = rest;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError') {
        // Full: drop what was already played and try again after the removal.
        this.forceTrim = true;
        this.maintain();
        return;
      }
      // The MediaSource closed under us (a decode error): start over with the next init.
      this.resetMedia();
    }
  }

  /** Trims old media, keeps the playhead near the live edge and starts playback. */
  private readonly maintain = () => {
    const buffer = this.buffer;
    if (!buffer || buffer.updating) return;
    let ranges: ReturnType<typeof rangesOf>;
    try {
      ranges = rangesOf(buffer.buffered);
    } catch {
      return;
    }
    const trim = planTrim(ranges, this.video.currentTime, { force: this.forceTrim });
    if (trim) {
      this.forceTrim = false;
      buffer.remove(trim.start, trim.end);
      return;
    }
    const seek = planLiveSeek(ranges, this.video.currentTime);
    if (seek !== null) this.video.currentTime = seek;
    if (this.video.paused && canStartPlayback(ranges, this.video.currentTime)) this.play();
  };

  private play() {
    playOrMute(this.video, (state) => this.setState(state));
  }
}
