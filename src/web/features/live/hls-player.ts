import type Hls from 'hls.js';
import { playOrMute, unmuteVideo } from './autoplay.ts';
import type { PlayerState } from './player.ts';

/** The HLS type a browser with native HLS (Safari, iOS, some Android) says it can play. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Wait between tries while the playlist is not there yet (the encoder has not started). */
export const HLS_RETRY_MS = 3_000;

type HlsModule = { default: typeof Hls };

export type HlsPlayerOptions = {
  onState: (state: PlayerState) => void;
  /** hls.js, loaded only when the browser cannot play HLS itself (kept out of other bundles). */
  loadHls?: () => Promise<HlsModule>;
  retryMs?: number;
};

/**
 * IVS playback on a <video>: the HLS playlist natively where `canPlayType` says so, else through
 * hls.js (dynamic import). Until the encoder sends, the playlist answers 404: the player says
 * 'waiting' and tries again every few seconds. Autoplay with sound refused → muted.
 */
export class HlsPlayer {
  private stopped = false;
  private state: PlayerState = 'connecting';
  private hls: Hls | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly url: string,
    private readonly options: HlsPlayerOptions,
  ) {}

  start() {
    this.stopped = false;
    this.listen('playing', () => this.setState(this.video.muted ? 'muted' : 'playing'));
    if (this.video.canPlayType(HLS_MIME_TYPE)) {
      this.listen('loadedmetadata', () => this.play());
      this.listen('error', () => this.retry(() => this.loadNative()));
      this.loadNative();
      return;
    }
    void this.startHlsJs();
  }

  /** After a tap: sound on. */
  unmute() {
    unmuteVideo(this.video);
    if (this.state === 'muted') this.setState('playing');
  }

  stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.hls?.destroy();
    this.hls = null;
    this.video.removeAttribute('src');
    this.video.load();
  }

  private listen(type: keyof HTMLMediaElementEventMap, handler: () => void) {
    this.video.addEventListener(type, handler);
    this.cleanups.push(() => this.video.removeEventListener(type, handler));
  }

  private setState(state: PlayerState) {
    if (this.stopped || this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }

  private retry(load: () => void) {
    if (this.stopped || this.retryTimer) return;
    this.setState('waiting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) load();
    }, this.options.retryMs ?? HLS_RETRY_MS);
  }

  private loadNative() {
    this.video.src = this.url;
    this.video.load();
  }

  private async startHlsJs() {
    let HlsClass: typeof Hls;
    try {
      HlsClass = (await (this.options.loadHls ?? (() => import('hls.js')))()).default;
    } catch {
      // The chunk did not load (offline, a new deploy): nothing can play here.
      this.setState('unsupported');
      return;
    }
    if (this.stopped) return;
    if (!HlsClass.isSupported()) {
      this.setState('unsupported');
      return;
    }
    const hls = new HlsClass({ lowLatencyMode: true, backBufferLength: 30 });
    this.hls = hls;
    hls.on(HlsClass.Events.MANIFEST_PARSED, () => this.play());
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal || this.hls !== hls) return;
      if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) {
        hls.recoverMediaError();
        return;
      }
      if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) {
        // No playlist yet (404 until the encoder sends) or a dropped connection: try again.
        this.retry(() => hls.loadSource(this.url));
        return;
      }
      hls.destroy();
      this.hls = null;
      this.setState('unsupported');
    });
    hls.loadSource(this.url);
    hls.attachMedia(this.video);
  }

  private play() {
    playOrMute(
      this.video,
      (state) => this.setState(state),
      () => this.stopped,
    );
  }
}
