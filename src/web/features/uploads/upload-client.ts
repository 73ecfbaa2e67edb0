import {
  CHUNK_SIZE_BYTES,
  CHUNKED_UPLOAD_THRESHOLD_BYTES,
  IMAGE_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  UPLOAD_TIMEOUT_MS,
  VIDEO_EXTENSIONS,
  type TMediaKind,
} from '../../../contract/media.ts';
import {
  finalizeUploadRoute,
  uploadChunkRoute,
  uploadImageRoute,
  uploadMediaRoute,
  uploadStatusRoute,
  uploadTokenRoute,
  type TChunkResult,
  type TImageUploadResult,
  type TUploadResult,
  type TUploadStatus,
  type TUploadToken,
} from '../../../contract/uploads.ts';
import { routeUrl } from '../../../contract/route.ts';

/**
 * The browser side of the upload endpoints (spec 1 §7 'Upload', §8, §9). Requests go through
 * XMLHttpRequest because fetch cannot report upload progress; every call sends the cookies and
 * `X-Requested-With`. Files over 50 MB (or any file on a phone) go in 10 MB chunks, and a
 * chunked upload whose connection drops asks the server which chunks it holds and sends only the
 * rest, so a dropped connection costs at most the one chunk that was in flight.
 *
 * Every failure is an `UploadError` whose message is one of spec 1 §8's sentences; a cancelled
 * upload rejects with an `UploadCancelledError` (no toast wanted).
 */

/** Spec 1 §8, word for word. */
export const UPLOAD_MESSAGES = {
  unauthorized: '401: Authentication required. Please log in again.',
  network: 'Network error during upload',
  timeout: 'Upload timeout',
  invalidResponse: 'Invalid response format',
  tooLarge: 'File size must be less than 1GB',
  wrongType: 'Please upload images or videos only',
} as const;

export const uploadFailedMessage = (text: string) => `Upload failed: ${text}`;
export const uploadStatusMessage = (status: number) => `Upload failed with status ${status}`;
export const chunkFailedMessage = (status: number) => `Chunk upload failed: ${status}`;
export const finalizeFailedMessage = (status: number) => `Upload finalization failed: ${status}`;

/** A failed upload: `message` is the spec's sentence; `status` the HTTP status when there was one. */
export class UploadError extends Error {
  readonly status: number | undefined;
  /** The server's `{message}`, when it sent one (the spec sentence may only carry the status). */
  readonly serverMessage: string | undefined;

  constructor(message: string, status?: number, serverMessage?: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The member (or the page) cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

export function isUploadCancelled(error: unknown): error is UploadCancelledError {
  return error instanceof UploadCancelledError;
}

// ---------------------------------------------------------------------------------------------
// Client-side checks (spec 1 §5): the server decides from the bytes; these only spare the wait.

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 'image' or 'video' from the browser's type, else from the name's extension; null otherwise. */
export function mediaKindOf(file: Pick<File, 'name' | 'type'>): TMediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  const extension = extensionOf(file.name);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return null;
}

/**
 * The shared validator: null when the file may be uploaded, else the spec's message
 * ('File size must be less than 1GB' / 'Please upload images or videos only').
 */
export function validateMediaFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { maxBytes = MAX_UPLOAD_BYTES }: { maxBytes?: number } = {},
): string | null {
  if (file.size >= maxBytes) return UPLOAD_MESSAGES.tooLarge;
  if (!mediaKindOf(file)) return UPLOAD_MESSAGES.wrongType;
  return null;
}

/** Phones and tablets upload in chunks whatever the size (spec 1 §9). */
export function isMobileDevice(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const hinted = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hinted?.mobile) return true;
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle/i.test(nav.userAgent ?? '');
}

// ---------------------------------------------------------------------------------------------
// One request.

export type ProgressListener = (percent: number) => void;

export type UploadOptions = {
  /** 0–100 over all the file's bytes, whole numbers, never going back. */
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** Per request; UPLOAD_TIMEOUT_MS (5 minutes) by default. */
  timeoutMs?: number;
};

type XhrReply = { status: number; text: string };

type XhrRequest = {
  method: 'GET' | 'POST';
  url: string;
  body?: FormData | string;
  json?: boolean;
  signal?: AbortSignal;
  timeoutMs: number;
  onUploadProgress?: (loaded: number, total: number) => void;
};

/** Why a request ended without an HTTP answer. */
class TransportError extends Error {
  constructor(readonly kind: 'network' | 'timeout') {
    super(kind === 'timeout' ? UPLOAD_MESSAGES.timeout : UPLOAD_MESSAGES.network);
  }
}

function send(request: XhrRequest): Promise<XhrReply> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    xhr.withCredentials = true;
    xhr.timeout = request.timeoutMs;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    if (request.json) xhr.setRequestHeader('Content-Type', 'application/json');
    const onAbort = () => xhr.abort();
    const cleanup = () => request.signal?.removeEventListener('abort', onAbort);
    request.signal?.addEventListener('abort', onAbort);
    if (request.onUploadProgress && xhr.upload) {
      const listener = request.onUploadProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) listener(event.loaded, event.total);
      };
    }
    xhr.onload = () => {
      cleanup();
      resolve({ status: xhr.status, text: String(xhr.responseText ?? '') });
    };
    xhr.onerror = () => {
      cleanup();
      reject(new TransportError('network'));
    };
    xhr.ontimeout = () => {
      cleanup();
      reject(new TransportError('timeout'));
    };
    xhr.onabort = () => {
      cleanup();
      reject(request.signal?.aborted ? new UploadCancelledError() : new TransportError('network'));
    };
    xhr.send(request.body ?? null);
  });
}

/** Converts a transport failure into the spec's UploadError; other errors pass through. */
function asUploadError(error: unknown): unknown {
  return error instanceof TransportError ? new UploadError(error.message) : error;
}

function serverMessageOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

function parseJson<T>(reply: XhrReply): T {
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.invalidResponse, reply.status);
  }
}

/**
 * The §8 reading of a finished request: 401 first, then 'Upload failed: {text}' (the server's
 * message, else its plain text) or 'Upload failed with status {n}' when it said nothing; a body
 * that is not JSON is 'Invalid response format'.
 */
function readUploadReply<T>(reply: XhrReply): T {
  if (reply.status === 401) throw new UploadError(UPLOAD_MESSAGES.unauthorized, 401);
  if (reply.status < 200 || reply.status >= 300) {
    const server = serverMessageOf(reply.text);
    const plain = reply.text.trim();
    const readable = server ?? (plain && !plain.startsWith('<') ? plain.slice(0, 300) : undefined);
    throw new UploadError(
      readable ? uploadFailedMessage(readable) : uploadStatusMessage(reply.status),
      reply.status,
      server,
    );
  }
  return parseJson<T>(reply);
}

/** Tracks the bytes sent so far and reports whole percentages that only go up. */
function progressReporter(total: number, listener?: ProgressListener) {
  let last = -1;
  return (sent: number) => {
    if (!listener) return;
    const percent = total <= 0 ? 100 : Math.min(100, Math.floor((sent / total) * 100));
    if (percent > last) {
      last = percent;
      listener(percent);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Single-request uploads.

/** POST /api/upload/token: a short-lived token for one upload. */
export async function requestUploadToken(options: UploadOptions = {}): Promise<string> {
  const reply = await send({
    method: 'POST',
    url: uploadTokenRoute.path,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
  }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  return readUploadReply<TUploadToken>(reply).token;
}

/** POST /api/upload/media in one request (token, then the file), with progress. */
export async function uploadWhole(file: File, options: UploadOptions = {}): Promise<TUploadResult> {
  const token = await requestUploadToken(options);
  const form = new FormData();
  // Fields before the file: the server reads the stream in order.
  form.append('token', token);
  form.append('file', file, file.name);
  const report = progressReporter(file.size, options.onProgress);
  report(0);
  const reply = await send({
    method: 'POST',
    url: uploadMediaRoute.path,
    body: form,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    // The multipart framing makes `total` a little larger than the file: scale to the file.
    onUploadProgress: (loaded, total) => report((loaded / Math.max(total, 1)) * file.size),
  }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  const result = readUploadReply<TUploadResult>(reply);
  report(file.size);
  return result;
}

/**
 * POST /api/upload/image: a profile or cover photo (multipart `type`, then `image`) → {url,
 * message}. The caller checks the 10 MB / image rules first (spec 1 §5).
 */
export async function uploadProfileImage(
  file: File,
  type: 'profile' | 'cover',
  options: UploadOptions = {},
): Promise<TImageUploadResult> {
  const form = new FormData();
  form.append('type', type);
  form.append('image', file, file.name);
  const report = progressReporter(file.size, options.onProgress);
  report(0);
  const reply = await send({
    method: 'POST',
    url: uploadImageRoute.path,
    body: form,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    onUploadProgress: (loaded, total) => report((loaded / Math.max(total, 1)) * file.size),
  }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  const result = readUploadReply<TImageUploadResult>(reply);
  report(file.size);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Chunked uploads with resume.

export type ChunkedUploadOptions = UploadOptions & {
  chunkSize?: number;
  /** Another upload id (letters, digits, - and _, 8–100); a random one by default. */
  uploadId?: string;
  /** Attempts to resume after a dropped connection before giving up (default 4). */
  retries?: number;
  /** Wait before the n-th retry (0-based), in ms: 1 s, 2 s, 4 s, 8 s by default. */
  backoffMs?: (attempt: number) => number;
  /**
   * The message of a chunk that finally failed (the /clean-upload page words it its own way).
   * Default: 'Chunk upload failed: {status}' for a refusal, the transport's message otherwise.
   */
  chunkMessage?: (failure: StepFailure & { index: number }) => string;
  /** Same for the finalize call; default 'Upload finalization failed: {status}'. */
  finalizeMessage?: (failure: StepFailure) => string;
};

/** What went wrong in one step of a chunked upload, for `chunkMessage` / `finalizeMessage`. */
export type StepFailure = {
  /** The HTTP status of a refusal; undefined for a network error or a timeout. */
  status: number | undefined;
  /** The server's `{message}`, if any. */
  serverMessage: string | undefined;
  /** The default message for this failure. */
  message: string;
};

/** A fresh upload id the server accepts (ZUploadId). */
export function newUploadId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `up_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/** Failures worth a resume: no answer at all, or a proxy saying the server is away. */
function isTransient(error: unknown): boolean {
  if (error instanceof TransportError) return error.kind === 'network';
  return error instanceof UploadError && [502, 503, 504].includes(error.status ?? 0);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCancelledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * POST /api/upload-chunk for each chunk in order, then POST /api/finalize-upload. After a
 * dropped connection it waits (backoff), asks GET /api/upload-chunk/:uploadId which chunks the
 * server holds and continues with the missing ones only.
 */
export async function uploadChunked(
  file: File,
  options: ChunkedUploadOptions = {},
): Promise<TUploadResult> {
  const chunkSize = options.chunkSize ?? CHUNK_SIZE_BYTES;
  const totalChunks = Math.max(1, Math.ceil(file.size / chunkSize));
  const uploadId = options.uploadId ?? newUploadId();
  const timeoutMs = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
  const retries = options.retries ?? 4;
  const backoff = options.backoffMs ?? defaultBackoff;
  const fileType = file.type || 'application/octet-stream';
  const sizeOf = (index: number) => Math.min(chunkSize, file.size - index * chunkSize);

  const done = new Set<number>();
  const report = progressReporter(file.size, options.onProgress);
  const doneBytes = () => [...done].reduce((sum, index) => sum + sizeOf(index), 0);
  report(0);

  const sendChunk = async (index: number) => {
    const form = new FormData();
    form.append('chunkIndex', String(index));
    form.append('totalChunks', String(totalChunks));
    form.append('uploadId', uploadId);
    form.append('fileName', file.name);
    form.append('fileType', fileType);
    const start = index * chunkSize;
    form.append('chunk', file.slice(start, start + chunkSize, fileType), file.name);
    const base = doneBytes();
    const reply = await send({
      method: 'POST',
      url: uploadChunkRoute.path,
      body: form,
      signal: options.signal,
      timeoutMs,
      onUploadProgress: (loaded, total) =>
        report(base + (loaded / Math.max(total, 1)) * sizeOf(index)),
    });
    if (reply.status === 401) throw new UploadError(UPLOAD_MESSAGES.unauthorized, 401);
    if (reply.status < 200 || reply.status >= 300) {
      const server = serverMessageOf(reply.text);
      throw new UploadError(chunkFailedMessage(reply.status), reply.status, server);
    }
    parseJson<TChunkResult>(reply);
    done.add(index);
    report(doneBytes());
  };

  /** Which chunks the server holds (none if it has not heard of the upload). */
  const askServer = async () => {
    const reply = await send({
      method: 'GET',
      url: routeUrl(uploadStatusRoute, { uploadId }),
      signal: options.signal,
      timeoutMs,
    });
    if (reply.status === 404) return [];
    if (reply.status === 401) throw new UploadError(UPLOAD_MESSAGES.unauthorized, 401);
    if (reply.status < 200 || reply.status >= 300) {
      throw new UploadError(chunkFailedMessage(reply.status), reply.status);
    }
    return parseJson<TUploadStatus>(reply).receivedChunks;
  };

  /** The error a chunk finally fails with, worded by `chunkMessage` when given. */
  const chunkFailure = (error: unknown, index: number) => {
    const failure = asUploadError(error);
    if (!options.chunkMessage || !(failure instanceof UploadError) || failure.status === 401) {
      return failure;
    }
    const message = options.chunkMessage({
      index,
      status: failure.status,
      serverMessage: failure.serverMessage,
      message: failure.message,
    });
    return new UploadError(message, failure.status, failure.serverMessage);
  };

  let failures = 0;
  let current = 0;
  for (;;) {
    try {
      for (current = 0; current < totalChunks; current += 1) {
        if (!done.has(current)) await sendChunk(current);
      }
      break;
    } catch (error) {
      if (!isTransient(error) || failures >= retries) throw chunkFailure(error, current);
      // Wait, then learn what arrived; a status request that fails too counts as a retry.
      for (;;) {
        await wait(backoff(failures), options.signal);
        failures += 1;
        try {
          const held = await askServer();
          done.clear();
          for (const index of held) if (index >= 0 && index < totalChunks) done.add(index);
          break;
        } catch (statusError) {
          if (!isTransient(statusError) || failures >= retries) {
            throw chunkFailure(statusError, current);
          }
        }
      }
    }
  }

  const reply = await send({
    method: 'POST',
    url: finalizeUploadRoute.path,
    body: JSON.stringify({ uploadId, fileName: file.name, fileType }),
    json: true,
    signal: options.signal,
    timeoutMs,
  }).catch((error: unknown) => {
    const failure = asUploadError(error);
    if (!(failure instanceof UploadError) || !options.finalizeMessage) throw failure;
    throw new UploadError(
      options.finalizeMessage({
        status: undefined,
        serverMessage: undefined,
        message: failure.message,
      }),
    );
  });
  if (reply.status === 401) throw new UploadError(UPLOAD_MESSAGES.unauthorized, 401);
  if (reply.status < 200 || reply.status >= 300) {
    const server = serverMessageOf(reply.text);
    const message = finalizeFailedMessage(reply.status);
    throw new UploadError(
      options.finalizeMessage
        ? options.finalizeMessage({ status: reply.status, serverMessage: server, message })
        : message,
      reply.status,
      server,
    );
  }
  const result = parseJson<TUploadResult>(reply);
  report(file.size);
  return result;
}

// ---------------------------------------------------------------------------------------------
// The one entry point the dialog, the page and the profile use.

export type MediaUploadOptions = ChunkedUploadOptions & {
  /** Chunk above this size (CHUNKED_UPLOAD_THRESHOLD_BYTES, 50 MB, by default). */
  chunkThreshold?: number;
  /** true / false force the path; undefined decides by size and device. */
  chunked?: boolean;
  /** Skip the client-side checks (the caller validated already). */
  skipValidation?: boolean;
};

/** Whether `uploadMedia` would send this file in chunks. */
export function shouldChunk(
  file: Pick<File, 'size'>,
  { chunkThreshold = CHUNKED_UPLOAD_THRESHOLD_BYTES, chunked }: MediaUploadOptions = {},
): boolean {
  if (chunked !== undefined) return chunked;
  return file.size > chunkThreshold || isMobileDevice();
}

/**
 * Uploads an image or video and resolves with the server's {url, type, filename, size}. Checks
 * the 1 GB and image/video rules first, chunks large files (and all files on phones), reports
 * progress, honours `signal`, and fails with an UploadError carrying a §8 message.
 */
export async function uploadMedia(
  file: File,
  options: MediaUploadOptions = {},
): Promise<TUploadResult> {
  if (!options.skipValidation) {
    const problem = validateMediaFile(file);
    if (problem) throw new UploadError(problem);
  }
  return shouldChunk(file, options) ? uploadChunked(file, options) : uploadWhole(file, options);
}
