/**
 * Test-only: a fake XMLHttpRequest for the upload client and the screens that use it. Nothing
 * in the app imports this file.
 *
 *   const xhr = installFakeXhr((request) => {
 *     if (request.path === '/api/upload/token') return { status: 200, body: { token: 't' } };
 *     if (request.path === '/api/upload/media') return { status: 201, body: uploaded() };
 *   });
 *
 * A handler answers with a reply (progress events up to the body's size come first), with
 * 'network-error' or 'timeout', or with nothing: the request then stays open until the test calls
 * `request.respond(…)`, `request.progress(…)`, `request.fail()` or `request.timeOut()`.
 */
import { vi } from 'vitest';
import type { TUploadResult } from '../../../contract/uploads.ts';

export type FakeReply = { status: number; body?: unknown; text?: string };
export type FakeOutcome = FakeReply | 'network-error' | 'timeout' | undefined | void;

export class FakeRequest {
  method = 'GET';
  url = new URL('http://roamly.test/');
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  timeout = 0;
  done = false;
  aborted = false;

  constructor(private readonly xhr: FakeXMLHttpRequest) {}

  get path() {
    return this.url.pathname;
  }

  /** A multipart field's text value (or null). */
  field(name: string): string | null {
    if (!(this.body instanceof FormData)) return null;
    const value = this.body.get(name);
    return typeof value === 'string' ? value : null;
  }

  /** A multipart field's file (or null). */
  file(name: string): Blob | null {
    if (!(this.body instanceof FormData)) return null;
    const value = this.body.get(name);
    return value instanceof Blob ? value : null;
  }

  /** The JSON body of a JSON request. */
  json(): unknown {
    return typeof this.body === 'string' ? JSON.parse(this.body) : undefined;
  }

  /** Bytes this request would send (files' sizes, plus a little for text fields). */
  get size(): number {
    if (this.body instanceof FormData) {
      let total = 0;
      for (const [, value] of this.body.entries()) {
        total += value instanceof Blob ? value.size : String(value).length;
      }
      return total;
    }
    return typeof this.body === 'string' ? this.body.length : 0;
  }

  progress(loaded: number, total = this.size) {
    if (this.done) return;
    this.xhr.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body?: unknown, text?: string) {
    if (this.done) return;
    this.done = true;
    this.xhr.status = status;
    this.xhr.responseText = text ?? (body === undefined ? '' : JSON.stringify(body));
    this.xhr.readyState = 4;
    this.xhr.onload?.(new Event('load') as ProgressEvent);
  }

  fail() {
    if (this.done) return;
    this.done = true;
    this.xhr.onerror?.(new Event('error') as ProgressEvent);
  }

  timeOut() {
    if (this.done) return;
    this.done = true;
    this.xhr.ontimeout?.(new Event('timeout') as ProgressEvent);
  }
}

type Handler = (request: FakeRequest) => FakeOutcome | Promise<FakeOutcome>;

export class FakeXMLHttpRequest {
  static handler: Handler = () => undefined;
  static requests: FakeRequest[] = [];

  readonly request = new FakeRequest(this);
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  readyState = 0;
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  ontimeout: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;

  get withCredentials() {
    return this.request.withCredentials;
  }
  set withCredentials(value: boolean) {
    this.request.withCredentials = value;
  }
  get timeout() {
    return this.request.timeout;
  }
  set timeout(value: number) {
    this.request.timeout = value;
  }

  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = new URL(url, 'http://roamly.test');
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.request.body = body ?? null;
    FakeXMLHttpRequest.requests.push(this.request);
    const request = this.request;
    queueMicrotask(() => {
      void Promise.resolve(FakeXMLHttpRequest.handler(request)).then((outcome) => {
        if (!outcome || request.done) return;
        if (outcome === 'network-error') request.fail();
        else if (outcome === 'timeout') request.timeOut();
        else {
          const size = request.size;
          if (size > 0) {
            request.progress(Math.floor(size / 2), size);
            request.progress(size, size);
          }
          request.respond(outcome.status, outcome.body, outcome.text);
        }
      });
    });
  }

  abort() {
    if (this.request.done) return;
    this.request.done = true;
    this.request.aborted = true;
    this.onabort?.(new Event('abort') as ProgressEvent);
  }
}

/** Replaces XMLHttpRequest until `vi.unstubAllGlobals()`; returns the requests seen. */
export function installFakeXhr(handler: Handler) {
  FakeXMLHttpRequest.handler = handler;
  FakeXMLHttpRequest.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    get requests() {
      return FakeXMLHttpRequest.requests;
    },
    paths: () => FakeXMLHttpRequest.requests.map((request) => request.path),
  };
}

/** An upload result as the server answers it. */
export function uploaded(overrides: Partial<TUploadResult> = {}): TUploadResult {
  return {
    url: '/uploads/2f0c1d9e6b7a4c3d8e9f0a1b2c3d4e5f.jpg',
    type: 'image',
    filename: '2f0c1d9e6b7a4c3d8e9f0a1b2c3d4e5f.jpg',
    size: 1234,
    ...overrides,
  };
}

/**
 * The happy path of the upload endpoints, for screens: a token, then the file → `result(file)`;
 * chunks are accepted and finalize answers `result`.
 */
export function uploadServer(result: (name: string) => TUploadResult = () => uploaded()) {
  return (request: FakeRequest): FakeOutcome => {
    if (request.path === '/api/upload/token') {
      return { status: 200, body: { token: 'tok', expiresAt: new Date().toISOString() } };
    }
    if (request.path === '/api/upload/media') {
      const file = request.file('file') as File | null;
      return { status: 201, body: result(file?.name ?? 'file') };
    }
    if (request.path === '/api/upload-chunk') {
      return {
        status: 200,
        body: {
          uploadId: request.field('uploadId'),
          chunkIndex: Number(request.field('chunkIndex')),
          received: Number(request.field('chunkIndex')) + 1,
          totalChunks: Number(request.field('totalChunks')),
        },
      };
    }
    if (request.path === '/api/finalize-upload') {
      const { fileName } = request.json() as { fileName: string };
      return { status: 201, body: result(fileName) };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}
