import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MAX_CHUNKS,
  MAX_UPLOAD_BYTES,
  type TMediaKind,
  type TMediaPurpose,
} from '../../../contract/media.ts';
import type {
  TChunkResult,
  TUploadResult,
  TUploadStatus,
  TUploadToken,
} from '../../../contract/uploads.ts';
import {
  countUploadSessions,
  deleteUploadSession,
  findMediaById,
  findMediaOwnersByUrls,
  findUploadSession,
  insertUploadedMedia,
  markMediaAttached,
  oldestUploadSession,
  touchUploadSession,
  type UploadMediaRow,
} from '../../../db/queries/uploads.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { PRIVATE_PREFIX, UPLOADS_PREFIX } from '../../providers/storage/storage.ts';
import type { ChunkStore } from './chunk-store.ts';
import { sniffStream, type SniffedType } from './media-type.ts';
import { signUploadToken } from './upload-token.ts';

export const TOO_LARGE_MESSAGE = 'File size must be less than 1GB';
export const WRONG_TYPE_MESSAGE = 'Please upload images or videos only';
export const PHOTO_TOO_LARGE_MESSAGE = 'Please choose a photo smaller than 10MB.';
export const PHOTO_WRONG_TYPE_MESSAGE = 'Please choose a valid image file (JPG, PNG, GIF).';
export const VIDEO_WRONG_TYPE_MESSAGE =
  'Please upload a video file (MP4, MOV, AVI, WEBM, M4V or 3GP)';
export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const FINALIZE_FAILED = 'Upload finalization failed';

/** Chunked uploads one member may have open at once (each may hold up to 1 GB of chunks). */
export const MAX_OPEN_UPLOADS = 10;
/**
 * A cancelled upload never tells the server: at the limit, the member's oldest upload is dropped
 * to make room once it has been idle this long (the cleanup job would take a day).
 */
export const IDLE_UPLOAD_EVICT_MS = 5 * 60 * 1000;

/** Which kinds a route takes, and what it says about the rest and about size. */
export type UploadRule = {
  kinds: readonly TMediaKind[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
};

export const MEDIA_RULE: UploadRule = {
  kinds: ['image', 'video'],
  maxBytes: MAX_UPLOAD_BYTES,
  wrongType: WRONG_TYPE_MESSAGE,
  tooLarge: TOO_LARGE_MESSAGE,
};

export const VIDEO_RULE: UploadRule = {
  kinds: ['video'],
  maxBytes: MAX_UPLOAD_BYTES,
  wrongType: VIDEO_WRONG_TYPE_MESSAGE,
  tooLarge: TOO_LARGE_MESSAGE,
};

export const PROFILE_PHOTO_RULE = (maxBytes: number): UploadRule => ({
  kinds: ['image'],
  maxBytes,
  wrongType: PHOTO_WRONG_TYPE_MESSAGE,
  tooLarge: PHOTO_TOO_LARGE_MESSAGE,
});

/** A short-lived token for one upload request, bound to the member. */
export function issueUploadToken(ctx: MemberContext, secret: Buffer): TUploadToken {
  return signUploadToken(secret, ctx.viewer.id);
}

/** The client's file name, kept for the record only: last path segment, no controls, ≤ 255. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'upload';
}

/** Where a file of this type is stored and the URL the client gets for it. */
export function mediaLocation(id: string, type: SniffedType): { key: string; url: string } {
  if (type.kind === 'image') {
    // As received (with its EXIF) in private staging; served only as the processed display JPEG.
    return {
      key: `${PRIVATE_PREFIX}media/${id}.${type.ext}`,
      url: `${UPLOADS_PREFIX}media/${id}-display.jpg`,
    };
  }
  const key = `media/${id}.${type.ext}`;
  return { key, url: `${UPLOADS_PREFIX}${key}` };
}

export function uploadResult(row: UploadMediaRow): TUploadResult {
  return {
    url: row.url,
    type: row.kind,
    filename: row.url.split('/').pop() ?? row.url,
    size: row.size,
  };
}

/** Counts the bytes going by and fails the stream once there are more than `max`. */
function limitBytes(source: Readable, max: number, tooLarge: string, seen: { bytes: number }) {
  return Readable.from(
    (async function* () {
      for await (const piece of source) {
        seen.bytes += (piece as Buffer).length;
        if (seen.bytes > max) throw new HttpError(413, tooLarge);
        yield piece as Buffer;
      }
    })(),
    { objectMode: false },
  );
}

/** A file in storage whose row is not written yet (`recordUpload` writes it). */
export type ReceivedUpload = {
  id: string;
  key: string;
  url: string;
  type: SniffedType;
  size: number;
};

/**
 * Receives one upload: decides its type from the first bytes (never the name or the header) and
 * streams it to storage under a generated name while counting it against the limit. A failed or
 * aborted stream leaves no file (the storage drops partial writes).
 */
export async function receiveUpload(
  ctx: MemberContext,
  input: {
    source: AsyncIterable<Buffer>;
    rule: UploadRule;
    /** A fixed id makes a repeated store of the same upload land on the same row. */
    mediaId?: string;
  },
): Promise<ReceivedUpload> {
  const { type, stream, bytes } = await sniffStream(input.source);
  if (bytes === 0) {
    stream.destroy();
    throw badRequest(EMPTY_FILE_MESSAGE);
  }
  if (!type || !input.rule.kinds.includes(type.kind)) {
    stream.destroy();
    throw new HttpError(415, input.rule.wrongType);
  }
  const id = input.mediaId ?? crypto.randomUUID();
  const { key, url } = mediaLocation(id, type);
  const seen = { bytes: 0 };
  const body = limitBytes(stream, input.rule.maxBytes, input.rule.tooLarge, seen);
  await ctx.storage.put(key, body, type.mime);
  return { id, key, url, type, size: seen.bytes };
}

/** Drops a received file whose request failed afterwards (a bad token or field). */
export async function discardUpload(ctx: ServiceContext, received: ReceivedUpload): Promise<void> {
  await ctx.storage.remove(received.key).catch((error: unknown) => {
    ctx.log.warn({ err: error, key: received.key }, 'removing a refused upload failed');
  });
}

/**
 * Writes the media row of a received file and queues its processing job in one transaction; a
 * failed insert removes the file. When the row already exists (the same chunked upload finalized
 * twice at once) the member gets that row.
 */
export async function recordUpload(
  ctx: MemberContext,
  received: ReceivedUpload,
  { purpose, originalName }: { purpose: TMediaPurpose; originalName: string | undefined },
): Promise<UploadMediaRow> {
  let row: UploadMediaRow | undefined;
  try {
    row = await ctx.tx(async (tx) => {
      const inserted = await insertUploadedMedia(tx.db, {
        id: received.id,
        userId: ctx.viewer.id,
        kind: received.type.kind,
        purpose,
        status: 'processing',
        url: received.url,
        sourceKey: received.key,
        originalName: cleanOriginalName(originalName),
        contentType: received.type.mime,
        size: received.size,
      });
      if (inserted) await tx.jobs.send('media-process', { mediaId: received.id }, { db: tx.db });
      return inserted;
    });
  } catch (error) {
    await discardUpload(ctx, received);
    throw error;
  }
  if (row) return row;
  // Stored meanwhile by the same upload's other finalize: the file holds the same bytes.
  const existing = await findMediaById(ctx.db, { id: received.id });
  if (existing?.userId === ctx.viewer.id) return existing;
  throw conflict('This upload was already stored');
}

/** The media id of a chunked upload: fixed per member and upload id, so finalize is repeatable. */
export function chunkedMediaId(userId: string, uploadId: string): string {
  const hex = crypto.createHash('sha256').update(`chunked:${userId}:${uploadId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export type ChunkFields = {
  uploadId: string;
  chunkIndex: number;
  totalChunks: number;
  fileName: string;
  fileType: string;
};

/**
 * Files a received chunk (already on disk in the member's temporary folder) under its upload:
 * opens the upload on its first chunk, replaces a repeated chunk whole, and refuses a chunk that
 * would take the upload over 1 GB.
 */
export async function acceptChunk(
  ctx: MemberContext,
  chunks: ChunkStore,
  { file, fields }: { file: string; fields: ChunkFields },
): Promise<TChunkResult> {
  const userId = ctx.viewer.id;
  const where = { userId, uploadId: fields.uploadId };
  const existing = await findUploadSession(ctx.db, where);
  if (!existing && (await countUploadSessions(ctx.db, { userId })) >= MAX_OPEN_UPLOADS) {
    const oldest = await oldestUploadSession(ctx.db, { userId });
    if (!oldest || oldest.updatedAt.getTime() > Date.now() - IDLE_UPLOAD_EVICT_MS) {
      throw conflict('Too many uploads in progress. Please finish or cancel one first.');
    }
    await deleteUploadSession(ctx.db, oldest);
    await chunks.removeUpload(userId, oldest.uploadId);
  }
  const session = await touchUploadSession(ctx.db, {
    ...where,
    fileName: fields.fileName,
    fileType: fields.fileType,
    totalChunks: fields.totalChunks,
  });
  if (session.totalChunks !== fields.totalChunks) {
    throw conflict(`This upload has ${session.totalChunks} chunks, not ${fields.totalChunks}`);
  }
  await chunks.commit(file, { ...where, index: fields.chunkIndex });
  const held = await chunks.list(userId, fields.uploadId);
  let total = 0;
  for (const [index, size] of held) if (index < session.totalChunks) total += size;
  if (total > MAX_UPLOAD_BYTES) {
    await chunks.removeChunk(userId, fields.uploadId, fields.chunkIndex);
    throw new HttpError(413, TOO_LARGE_MESSAGE);
  }
  return {
    uploadId: fields.uploadId,
    chunkIndex: fields.chunkIndex,
    received: [...held.keys()].filter((index) => index < session.totalChunks).length,
    totalChunks: session.totalChunks,
  };
}

/** Which chunks of the member's upload the server holds (others' uploads read as missing). */
export async function uploadStatus(
  ctx: MemberContext,
  chunks: ChunkStore,
  { uploadId }: { uploadId: string },
): Promise<TUploadStatus> {
  const session = await findUploadSession(ctx.db, { userId: ctx.viewer.id, uploadId });
  if (!session) throw notFound('Upload not found');
  const held = await chunks.list(ctx.viewer.id, uploadId);
  return {
    uploadId,
    totalChunks: session.totalChunks,
    receivedChunks: [...held.keys()].filter((index) => index < session.totalChunks),
  };
}

/** Finalizations running in this process, so a double click joins the first instead of racing. */
const finalizing = new Map<string, Promise<TUploadResult>>();

/**
 * Joins the chunks of an upload, in order, into one stored file (streamed: one chunk file open at
 * a time, never the whole upload in memory) and records it like a single upload. A missing chunk
 * fails with its index. Repeating a finalize that succeeded returns the same result.
 */
export async function finalizeUpload(
  ctx: MemberContext,
  chunks: ChunkStore,
  input: { uploadId: string; fileName: string },
): Promise<TUploadResult> {
  const key = `${ctx.viewer.id}:${input.uploadId}`;
  const running = finalizing.get(key);
  if (running) return running;
  const work = finalizeOnce(ctx, chunks, input).finally(() => finalizing.delete(key));
  finalizing.set(key, work);
  return work;
}

async function finalizeOnce(
  ctx: MemberContext,
  chunks: ChunkStore,
  { uploadId, fileName }: { uploadId: string; fileName: string },
): Promise<TUploadResult> {
  const userId = ctx.viewer.id;
  const mediaId = chunkedMediaId(userId, uploadId);
  const session = await findUploadSession(ctx.db, { userId, uploadId });
  if (!session) {
    const done = await findMediaById(ctx.db, { id: mediaId });
    if (done?.userId === userId) return uploadResult(done);
    throw notFound('Upload not found');
  }
  const held = await chunks.list(userId, uploadId);
  let total = 0;
  for (let index = 0; index < session.totalChunks && index < MAX_CHUNKS; index += 1) {
    const size = held.get(index);
    if (size === undefined) throw badRequest(`${FINALIZE_FAILED}: missing chunk ${index}`);
    total += size;
  }
  const abandon = async () => {
    await deleteUploadSession(ctx.db, { userId, uploadId });
    await chunks.removeUpload(userId, uploadId);
  };
  if (total > MAX_UPLOAD_BYTES) {
    await abandon();
    throw new HttpError(413, TOO_LARGE_MESSAGE);
  }
  try {
    const received = await receiveUpload(ctx, {
      source: chunks.read(userId, uploadId, session.totalChunks),
      rule: MEDIA_RULE,
      mediaId,
    });
    const row = await recordUpload(ctx, received, {
      purpose: 'post',
      originalName: session.fileName || fileName,
    });
    await abandon();
    return uploadResult(row);
  } catch (error) {
    // A file of the wrong type or size never becomes right: free its chunks now (the message
    // is the same the single upload gives).
    if (error instanceof HttpError && [400, 413, 415].includes(error.statusCode)) await abandon();
    throw error;
  }
}

/**
 * Profile and cover photos set through the profile endpoints: an uploaded file must be the
 * member's own (someone else's upload is refused), and is then marked in use so the cleanup job
 * keeps it. Other /uploads URLs (demo photos) have no upload row and pass through unchanged.
 */
export async function claimProfilePhotos(
  ctx: ServiceContext,
  { userId, urls }: { userId: string; urls: Array<string | null | undefined> },
): Promise<void> {
  const wanted = urls.filter((url): url is string => typeof url === 'string' && url !== '');
  if (wanted.length === 0) return;
  const rows = await findMediaOwnersByUrls(ctx.db, { urls: wanted });
  if (rows.some((row) => row.userId !== userId)) {
    throw badRequest('Please choose a photo you uploaded');
  }
  await markMediaAttached(ctx.db, { userId, urls: rows.map((row) => row.url) });
}

/** How long a profile or cover upload waits for its photo to be servable. */
export const PHOTO_READY_TIMEOUT_MS = 15_000;

/**
 * Waits until the processing job has written an image's display JPEG (the URL the upload
 * answers with), so a profile or cover photo is servable the moment the member's profile points
 * at it. Listens for the job's `media.updated` event (checking the row once after subscribing, in
 * case it finished first). A photo the job could not read is refused like any non-image; after
 * the timeout the answer goes out anyway (the client waits for the URL itself).
 */
export async function waitForDisplayImage(
  ctx: ServiceContext,
  mediaId: string,
  timeoutMs = PHOTO_READY_TIMEOUT_MS,
): Promise<void> {
  let unsubscribe = () => {};
  let timer: NodeJS.Timeout | undefined;
  const state = async (): Promise<'ready' | 'failed' | 'waiting'> => {
    const row = await findMediaById(ctx.db, { id: mediaId });
    if (!row || row.status === 'failed') return 'failed';
    return row.status === 'ready' || row.variants.length > 0 ? 'ready' : 'waiting';
  };
  try {
    const outcome = await new Promise<'ready' | 'failed' | 'timeout'>((resolve, reject) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
      const check = () =>
        state().then((next) => {
          if (next !== 'waiting') resolve(next);
        }, reject);
      unsubscribe = ctx.bus.subscribe((event) => {
        if (event.type === 'media.updated' && event.mediaId === mediaId) check();
      });
      check();
    });
    if (outcome === 'failed') throw new HttpError(415, PROFILE_PHOTO_UNREADABLE_MESSAGE);
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}

/** Spec 1 §5's image-type sentence: a file that looked like an image but could not be decoded. */
const PROFILE_PHOTO_UNREADABLE_MESSAGE = 'Please choose a valid image file (JPG, PNG, GIF).';
