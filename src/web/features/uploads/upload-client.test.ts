import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TIMEOUT_MS } from '../../../contract/media.ts';
import { installFakeXhr, uploaded, uploadServer, type FakeRequest } from './fake-xhr.ts';
import {
  isMobileDevice,
  isUploadCancelled,
  mediaKindOf,
  shouldChunk,
  uploadChunked,
  uploadMedia,
  uploadProfileImage,
  UploadCancelledError,
  UploadError,
  validateMediaFile,
} from './upload-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function file(size: number, name = 'harbour.jpg', type = 'image/jpeg') {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
  return new File([bytes], name, { type });
}

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the upload to fail');
}

function chunkIndexes(requests: FakeRequest[]) {
  return requests
    .filter((request) => request.path === '/api/upload-chunk')
    .map((request) => Number(request.field('chunkIndex')));
}

const noWait = () => 0;

describe('uploadMedia in one request', () => {
  it('asks for a token, then sends it before the file with credentials and X-Requested-With', async () => {
    const xhr = installFakeXhr(uploadServer());
    const progress: number[] = [];
    const result = await uploadMedia(file(2000), { onProgress: (p) => progress.push(p) });

    expect(result).toEqual(uploaded());
    expect(xhr.paths()).toEqual(['/api/upload/token', '/api/upload/media']);
    const media = xhr.requests[1]!;
    expect(media.method).toBe('POST');
    expect(media.withCredentials).toBe(true);
    expect(media.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(media.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect([...(media.body as FormData).keys()]).toEqual(['token', 'file']);
    expect(media.field('token')).toBe('tok');
    expect((media.file('file') as File).name).toBe('harbour.jpg');
    expect(xhr.requests[0]!.withCredentials).toBe(true);
    // 0, halfway, then done: whole numbers that only go up.
    expect(progress).toEqual([0, 49, 100]);
  });

  it("says '401: Authentication required. Please log in again.' on a 401", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 401, body: { message: 'Sign in to continue' } },
    );
    const error = await failure(uploadMedia(file(10)));
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('401: Authentication required. Please log in again.');
  });

  it("reads a refusal as 'Upload failed: {text}', or the status when the server said nothing", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 415, body: { message: 'Please upload images or videos only' } },
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe(
      'Upload failed: Please upload images or videos only',
    );

    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 500, text: '' },
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe('Upload failed with status 500');

    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 502, text: '<html><body>Bad gateway</body></html>' },
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe('Upload failed with status 502');
  });

  it("says 'Network error during upload' and 'Upload timeout'", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : 'network-error',
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe('Network error during upload');

    installFakeXhr((request) =>
      request.path === '/api/upload/token' ? { status: 200, body: { token: 'tok' } } : 'timeout',
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe('Upload timeout');
  });

  it("says 'Invalid response format' when a success is not JSON", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload/token'
        ? { status: 200, body: { token: 'tok' } }
        : { status: 201, text: '<!doctype html><title>Roamly</title>' },
    );
    expect((await failure(uploadMedia(file(10)))).message).toBe('Invalid response format');
  });

  it('cancels through the AbortSignal: the request is aborted and nothing is reported', async () => {
    const xhr = installFakeXhr((request) =>
      request.path === '/api/upload/token' ? { status: 200, body: { token: 'tok' } } : undefined,
    );
    const controller = new AbortController();
    const upload = uploadMedia(file(100), { signal: controller.signal });
    await vi.waitFor(() => expect(xhr.paths()).toContain('/api/upload/media'));
    controller.abort();
    const error = await failure(upload);
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(isUploadCancelled(error)).toBe(true);
    expect(xhr.requests[1]!.aborted).toBe(true);
  });
});

describe('client-side checks', () => {
  it('refuses 1 GB and more, and anything but images and videos, before any request', async () => {
    const xhr = installFakeXhr(uploadServer());
    const huge = { name: 'trip.mp4', type: 'video/mp4', size: MAX_UPLOAD_BYTES };
    expect(validateMediaFile(huge)).toBe('File size must be less than 1GB');
    expect(validateMediaFile({ ...huge, size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
    expect(validateMediaFile({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe(
      'Please upload images or videos only',
    );
    const error = await failure(uploadMedia(file(10, 'notes.txt', 'text/plain')));
    expect(error.message).toBe('Please upload images or videos only');
    expect(xhr.requests).toHaveLength(0);
  });

  it('knows images and videos by type, else by extension', () => {
    expect(mediaKindOf({ name: 'x', type: 'image/webp' })).toBe('image');
    expect(mediaKindOf({ name: 'x', type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ name: 'IMG_0001.HEIC', type: '' })).toBe('image');
    expect(mediaKindOf({ name: 'clip.3gp', type: '' })).toBe('video');
    expect(mediaKindOf({ name: 'clip.exe', type: '' })).toBeNull();
  });

  it('chunks files over 50 MB, and every file on a phone', () => {
    expect(shouldChunk({ size: 50 * 1024 * 1024 })).toBe(false);
    expect(shouldChunk({ size: 50 * 1024 * 1024 + 1 })).toBe(true);
    expect(shouldChunk({ size: 10 }, { chunked: true })).toBe(true);
    const phone = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' };
    expect(isMobileDevice(phone as Navigator)).toBe(true);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } as Navigator)).toBe(
      false,
    );
    vi.stubGlobal('navigator', phone);
    expect(shouldChunk({ size: 10 })).toBe(true);
  });
});

describe('chunked uploads', () => {
  it('sends numbered chunks with their fields, then finalizes, reporting progress over all bytes', async () => {
    const xhr = installFakeXhr(uploadServer(() => uploaded({ type: 'video', size: 35 })));
    const progress: number[] = [];
    const source = file(35, 'ferry.mp4', 'video/mp4');
    const result = await uploadChunked(source, {
      chunkSize: 10,
      uploadId: 'upload_ferry_1',
      onProgress: (p) => progress.push(p),
    });

    expect(result.type).toBe('video');
    expect(xhr.paths()).toEqual([
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/finalize-upload',
    ]);
    const first = xhr.requests[0]!;
    expect([...(first.body as FormData).keys()]).toEqual([
      'chunkIndex',
      'totalChunks',
      'uploadId',
      'fileName',
      'fileType',
      'chunk',
    ]);
    expect(chunkIndexes(xhr.requests)).toEqual([0, 1, 2, 3]);
    expect(xhr.requests.map((request) => request.field('totalChunks')).slice(0, 4)).toEqual([
      '4',
      '4',
      '4',
      '4',
    ]);
    expect(first.field('uploadId')).toBe('upload_ferry_1');
    expect(first.field('fileName')).toBe('ferry.mp4');
    expect(first.field('fileType')).toBe('video/mp4');
    expect(first.headers['x-requested-with']).toBe('XMLHttpRequest');
    // The chunks put back together are the file.
    const parts = await Promise.all(
      xhr.requests
        .slice(0, 4)
        .map(async (request) => new Uint8Array(await request.file('chunk')!.arrayBuffer())),
    );
    expect(parts.map((part) => part.length)).toEqual([10, 10, 10, 5]);
    expect(Buffer.concat(parts)).toEqual(Buffer.from(await source.arrayBuffer()));
    expect(xhr.requests[4]!.json()).toEqual({
      uploadId: 'upload_ferry_1',
      fileName: 'ferry.mp4',
      fileType: 'video/mp4',
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(new Set(progress).size).toBe(progress.length);
    // Halfway through chunk 2 (index 1) is 15 of 35 bytes: 42 %.
    expect(progress).toContain(42);
  });

  it('resumes after a dropped connection: asks what the server holds and sends only the rest', async () => {
    const held = new Set<number>();
    let dropped = false;
    const server = uploadServer(() => uploaded({ type: 'video' }));
    const xhr = installFakeXhr((request) => {
      if (request.path === '/api/upload-chunk') {
        const index = Number(request.field('chunkIndex'));
        if (index === 2 && !dropped) {
          dropped = true;
          return 'network-error';
        }
        held.add(index);
      }
      if (request.path.startsWith('/api/upload-chunk/')) {
        return {
          status: 200,
          body: { uploadId: 'resume_me_1', totalChunks: 5, receivedChunks: [...held] },
        };
      }
      return server(request);
    });
    const progress: number[] = [];
    await uploadChunked(file(50, 'long.mp4', 'video/mp4'), {
      chunkSize: 10,
      uploadId: 'resume_me_1',
      backoffMs: noWait,
      onProgress: (p) => progress.push(p),
    });

    expect(xhr.paths()).toEqual([
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/upload-chunk/resume_me_1',
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/upload-chunk',
      '/api/finalize-upload',
    ]);
    // Only the chunk in flight when the connection dropped went twice.
    expect(chunkIndexes(xhr.requests)).toEqual([0, 1, 2, 2, 3, 4]);
    expect(xhr.requests[3]!.method).toBe('GET');
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('sends nothing twice when the chunk in flight had arrived before the connection dropped', async () => {
    const held = new Set<number>();
    let dropped = false;
    const server = uploadServer();
    const xhr = installFakeXhr((request) => {
      if (request.path === '/api/upload-chunk') {
        const index = Number(request.field('chunkIndex'));
        held.add(index);
        if (index === 1 && !dropped) {
          dropped = true;
          return 'network-error'; // stored, but the answer was lost
        }
      }
      if (request.path.startsWith('/api/upload-chunk/')) {
        return { status: 200, body: { uploadId: 'x', totalChunks: 3, receivedChunks: [...held] } };
      }
      return server(request);
    });
    await uploadChunked(file(30), { chunkSize: 10, uploadId: 'lost_answer', backoffMs: noWait });
    expect(chunkIndexes(xhr.requests)).toEqual([0, 1, 2]);
  });

  it('keeps trying while the network is down (with backoff), and starts over if the server forgot', async () => {
    let outage = 3;
    const server = uploadServer();
    const waits: number[] = [];
    const xhr = installFakeXhr((request) => {
      if (
        request.path === '/api/upload-chunk' &&
        request.field('chunkIndex') === '1' &&
        outage === 3
      ) {
        outage -= 1;
        return 'network-error';
      }
      if (request.path.startsWith('/api/upload-chunk/')) {
        if (outage > 1) {
          outage -= 1;
          return 'network-error';
        }
        return { status: 404, body: { message: 'Upload not found' } };
      }
      return server(request);
    });
    await uploadChunked(file(20), {
      chunkSize: 10,
      uploadId: 'flaky_network',
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 0;
      },
    });
    expect(waits).toEqual([0, 1]);
    expect(chunkIndexes(xhr.requests)).toEqual([0, 1, 0, 1]);
  });

  it("gives up with 'Network error during upload' after the retries", async () => {
    const xhr = installFakeXhr((request) =>
      request.path.startsWith('/api/upload-chunk') ? 'network-error' : undefined,
    );
    const error = await failure(
      uploadChunked(file(20), { chunkSize: 10, retries: 2, backoffMs: noWait }),
    );
    expect(error.message).toBe('Network error during upload');
    // One chunk attempt, then two status checks that also failed.
    expect(xhr.requests).toHaveLength(3);
  });

  it("says 'Chunk upload failed: {status}' and 'Upload finalization failed: {status}'", async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload-chunk'
        ? { status: 409, body: { message: 'Conflict' } }
        : undefined,
    );
    expect((await failure(uploadChunked(file(20), { chunkSize: 10 }))).message).toBe(
      'Chunk upload failed: 409',
    );

    const server = uploadServer();
    installFakeXhr((request) =>
      request.path === '/api/finalize-upload'
        ? { status: 400, body: { message: 'Upload finalization failed: chunk 2 is missing' } }
        : server(request),
    );
    const finalize = await failure(uploadChunked(file(20), { chunkSize: 10 }));
    expect(finalize.message).toBe('Upload finalization failed: 400');
    expect((finalize as UploadError).serverMessage).toBe(
      'Upload finalization failed: chunk 2 is missing',
    );
  });

  it('lets a page word chunk and finalize failures its own way', async () => {
    installFakeXhr((request) =>
      request.path === '/api/upload-chunk' && request.field('chunkIndex') === '1'
        ? { status: 413, body: { message: 'Chunk is too large' } }
        : uploadServer()(request),
    );
    const error = await failure(
      uploadChunked(file(30), {
        chunkSize: 10,
        chunkMessage: ({ index, serverMessage, message }) =>
          `Chunk ${index + 1} failed: ${serverMessage ?? message}`,
      }),
    );
    expect(error.message).toBe('Chunk 2 failed: Chunk is too large');
  });

  it("keeps the 401 sentence for chunks, and 'Upload timeout' for a chunk that takes too long", async () => {
    installFakeXhr(() => ({ status: 401, body: { message: 'Sign in' } }));
    expect((await failure(uploadChunked(file(20), { chunkSize: 10 }))).message).toBe(
      '401: Authentication required. Please log in again.',
    );
    installFakeXhr(() => 'timeout');
    expect((await failure(uploadChunked(file(20), { chunkSize: 10 }))).message).toBe(
      'Upload timeout',
    );
  });

  it("says 'Invalid response format' when finalize answers something that is not JSON", async () => {
    const server = uploadServer();
    installFakeXhr((request) =>
      request.path === '/api/finalize-upload' ? { status: 201, text: 'OK' } : server(request),
    );
    expect((await failure(uploadChunked(file(20), { chunkSize: 10 }))).message).toBe(
      'Invalid response format',
    );
  });

  it('stops between chunks when cancelled', async () => {
    const controller = new AbortController();
    const xhr = installFakeXhr((request) => {
      if (request.field('chunkIndex') === '1') controller.abort();
      return request.aborted ? undefined : uploadServer()(request);
    });
    const error = await failure(
      uploadChunked(file(40), { chunkSize: 10, signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(chunkIndexes(xhr.requests)).toEqual([0, 1]);
  });
});

describe('profile and cover photos', () => {
  it('sends the type, then the image, to /api/upload/image', async () => {
    const xhr = installFakeXhr(() => ({
      status: 201,
      body: { url: '/uploads/cover.jpg', message: 'Cover photo uploaded' },
    }));
    const progress: number[] = [];
    const result = await uploadProfileImage(file(100), 'cover', {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ url: '/uploads/cover.jpg', message: 'Cover photo uploaded' });
    expect(xhr.paths()).toEqual(['/api/upload/image']);
    expect([...(xhr.requests[0]!.body as FormData).keys()]).toEqual(['type', 'image']);
    expect(xhr.requests[0]!.field('type')).toBe('cover');
    expect(progress.at(-1)).toBe(100);
  });
});
