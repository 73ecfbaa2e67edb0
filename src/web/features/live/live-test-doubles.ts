/**
 * Test-only (the live studio and viewer component tests; nothing in the app imports it): a
 * camera, a WebSocket and a MediaRecorder standing in for the browser's.
 */
import { vi } from 'vitest';

export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  bufferedAmount = 0;
  binaryType: BinaryType = 'blob';
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: unknown) {
    this.sent.push(data);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepted the socket. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A JSON text frame from the server. */
  frame(value: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(value) }));
  }

  /** The server closed the socket with this code. */
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }
}

export class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeRecorder.instances.push(this);
  }

  get mimeType() {
    return this.options.mimeType ?? '';
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
  }

  /** One timeslice worth of WebM. */
  emit(bytes: Uint8Array) {
    this.ondataavailable?.({ data: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
  }
}

/** A camera stream with one video and (optionally) one audio track. */
export function fakeStream(withAudio = true): MediaStream {
  const track = (kind: string) => ({ kind, stop: vi.fn() });
  const video = [track('video')];
  const audio = withAudio ? [track('audio')] : [];
  // A real (happy-dom) MediaStream, so <video>.srcObject takes it, with our tracks.
  const stream = new MediaStream();
  Object.assign(stream, {
    getTracks: () => [...video, ...audio],
    getVideoTracks: () => video,
    getAudioTracks: () => audio,
  });
  return stream;
}

/** Installs the fakes; `camera` answers getUserMedia. */
export function installLiveDoubles(
  camera: () => Promise<MediaStream> = () => Promise.resolve(fakeStream()),
) {
  FakeSocket.instances = [];
  FakeRecorder.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(camera) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}
