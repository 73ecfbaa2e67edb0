import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_CHUNK_BYTES,
  MAX_CHUNKS,
  MAX_PROFILE_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_CHUNK_RATE_LIMIT,
  UPLOAD_RATE_LIMIT,
} from '../../../contract/media.ts';
import {
  finalizeUploadRoute,
  uploadChunkRoute,
  uploadImageRoute,
  uploadMediaRoute,
  uploadStatusRoute,
  uploadTokenRoute,
  uploadVideoRoute,
  videoProxyRoute,
  ZUploadId,
} from '../../../contract/uploads.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, forbidden, HttpError } from '../../http-error.ts';
import { addRoute } from '../../http/route.ts';
import { createChunkStore } from './chunk-store.ts';
import { verifyUploadToken, resolveUploadTokenSecret } from './upload-token.ts';
import {
  acceptChunk,
  discardUpload,
  finalizeUpload,
  issueUploadToken,
  MEDIA_RULE,
  PROFILE_PHOTO_RULE,
  receiveUpload,
  recordUpload,
  uploadResult,
  uploadStatus,
  VIDEO_RULE,
  waitForDisplayImage,
  type ChunkFields,
  type ReceivedUpload,
  type UploadRule,
} from './uploads.service.ts';
import { openProxiedVideo, proxyPolicyFor, type ProxyPolicy } from './video-proxy.ts';

/** Room for the multipart framing and the small fields around a file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
/** A refused request whose remaining body is at most this is read to its end (so the client sees
 * the answer on the same connection); a larger one has its connection closed after the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

const member = { auth: 'user' } as const;
const uploadLimit = { ...UPLOAD_RATE_LIMIT, perMember: true };
const chunkLimit = { ...UPLOAD_CHUNK_RATE_LIMIT, perMember: true };

/** A chunk is at most the test page's 50 MB (plus framing). */
export const CHUNK_TOO_LARGE_MESSAGE = `Each chunk must be at most ${Math.floor(MAX_CHUNK_BYTES / (1024 * 1024))} MB`;

/**
 * Finalize answers only once the whole file is in storage (about a minute for 1 GB to a slow
 * bucket); the connection's 30-second idle timeout must not drop the waiting client meanwhile.
 */
const FINALIZE_SOCKET_TIMEOUT_MS = 10 * 60 * 1000;

/** Field names a form may carry besides its file, and how long each may be. */
const FIELD_LIMITS = { fieldNameSize: 64, fieldSize: 1024, fields: 10, files: 1, parts: 12 };

type FormResult<T> = { fields: Record<string, string>; stored: T | undefined };

/**
 * Reads a multipart form part by part: small fields are collected, the one file is handed to
 * `onFile` as a stream (with the fields that came before it) and never buffered. Fields may come
 * before or after the file.
 */
async function readForm<T>(
  request: FastifyRequest,
  options: {
    fileField: string;
    rule: Pick<UploadRule, 'maxBytes' | 'tooLarge'>;
    onFile: (part: MultipartFile, fieldsSoFar: Record<string, string>) => Promise<T>;
    onStored: (stored: T) => void;
  },
): Promise<FormResult<T>> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.rule.maxBytes + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, options.rule.tooLarge);
  }
  const fields: Record<string, string> = {};
  let stored: T | undefined;
  try {
    const parts = request.parts({
      limits: { ...FIELD_LIMITS, fileSize: options.rule.maxBytes + 1 },
    });
    for await (const part of parts) {
      await takePart(part);
    }
  } catch (error) {
    throw asClientError(error);
  }
  return { fields, stored };

  async function takePart(part: Multipart) {
    if (part.type === 'file') {
      if (part.fieldname !== options.fileField || stored !== undefined) {
        part.file.resume();
        throw badRequest(`Send one file in the "${options.fileField}" field`);
      }
      stored = await options.onFile(part, { ...fields });
      options.onStored(stored);
    } else {
      if (part.valueTruncated) throw badRequest(`The field "${part.fieldname}" is too long`);
      if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  }
}

/** A body that breaks off or is not valid multipart is the client's problem: 400, not 500. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode === 'number' && statusCode < 500) return error;
  if (typeof message === 'string' && /multipart|terminated early|boundary/i.test(message)) {
    return badRequest('The upload was interrupted. Please try again.');
  }
  return error;
}

/**
 * After a refusal, what is left of the request body: a small rest is read and dropped so the
 * client gets the answer on a healthy connection; a large one closes the connection (HTTP/1.1).
 */
function settleBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES) {
    request.raw.unpipe();
    request.raw.resume();
  } else if (request.raw.httpVersionMajor === 1) {
    // HTTP/2 has no Connection header: its stream ends with the answer, the connection lives on.
    reply.header('Connection', 'close');
  }
}

/** The client's file name and type, as far as the server lets them near anything. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length >= 1 &&
    name.length <= 255 &&
    !/[/\\]/.test(name) &&
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    !/[\u0000-\u001f\u007f]/.test(name) &&
    name !== '.' &&
    name !== '..'
  );
}

export function isSafeFileType(type: string): boolean {
  return type === '' || /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/i.test(type);
}

function wholeNumber(value: string | undefined, label: string): number {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) {
    throw badRequest(`${label} must be a whole number`);
  }
  return Number(value.trim());
}

/** The fields of one chunk, checked before anything touches the disk under their names. */
export function parseChunkFields(fields: Record<string, string>): ChunkFields {
  const uploadId = fields.uploadId ?? '';
  if (!ZUploadId.safeParse(uploadId).success) {
    throw badRequest('Upload id must be 8 to 100 letters, digits, - or _');
  }
  const chunkIndex = wholeNumber(fields.chunkIndex, 'Chunk index');
  const totalChunks = wholeNumber(fields.totalChunks, 'Total chunks');
  if (totalChunks < 1 || totalChunks > MAX_CHUNKS) {
    throw badRequest(`Total chunks must be between 1 and ${MAX_CHUNKS}`);
  }
  if (chunkIndex >= totalChunks) throw badRequest('Chunk index must be less than total chunks');
  const fileName = (fields.fileName ?? '').trim();
  if (!isSafeFileName(fileName)) throw badRequest('File name is not valid');
  const fileType = (fields.fileType ?? '').trim();
  if (!isSafeFileType(fileType)) throw badRequest('File type is not valid');
  return { uploadId, chunkIndex, totalChunks, fileName, fileType };
}

const hasXhrHeader = (request: FastifyRequest) => {
  const value = request.headers['x-requested-with'];
  return typeof value === 'string' && value.trim() !== '';
};

/**
 * One file upload through a multipart form: receive (type sniffed, streamed to storage), then
 * check what came with it, then record the row and queue processing. Anything refused after the
 * file was received removes it.
 */
async function uploadThroughForm(
  ctx: MemberContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    fileField: string;
    rule: UploadRule;
    /** Checks the fields before the file (when they came first) and after the whole form. */
    check: (fields: Record<string, string>, complete: boolean) => void;
    purpose: (fields: Record<string, string>) => 'post' | 'profile' | 'cover';
  },
) {
  let received: ReceivedUpload | undefined;
  try {
    const form = await readForm(request, {
      fileField: options.fileField,
      rule: options.rule,
      onFile: async (part, before) => {
        options.check(before, false);
        const upload = await receiveUpload(ctx, { source: part.file, rule: options.rule });
        return { upload, name: part.filename };
      },
      onStored: (stored) => (received = stored.upload),
    });
    if (!form.stored) throw badRequest('Please choose a file to upload');
    options.check(form.fields, true);
    const { upload, name } = form.stored;
    received = undefined; // recordUpload removes the file itself if it fails
    return await recordUpload(ctx, upload, {
      purpose: options.purpose(form.fields),
      originalName: name,
    });
  } catch (error) {
    if (received) await discardUpload(ctx, received);
    settleBody(request, reply);
    throw error;
  }
}

/** Upload endpoints of spec 1 §7 'Upload', and the video proxy. */
export async function uploadsRoutes(
  app: FastifyInstance,
  options: { proxyPolicy?: ProxyPolicy } = {},
) {
  const { config } = app.deps;
  // Only this scope parses multipart bodies; files are streamed part by part, never buffered.
  await app.register(multipart, {
    limits: { ...FIELD_LIMITS, fileSize: MAX_UPLOAD_BYTES + 1 },
    throwFileSizeLimit: false,
  });
  const secret = await resolveUploadTokenSecret(config);
  const chunks = createChunkStore(config.dataDir);
  const proxyPolicy = options.proxyPolicy ?? proxyPolicyFor(config);

  addRoute(app, uploadTokenRoute, { ...member, rateLimit: uploadLimit }, async ({ ctx }) =>
    issueUploadToken(ctx, secret),
  );

  addRoute(
    app,
    uploadMediaRoute,
    { ...member, rateLimit: uploadLimit },
    async ({ ctx, request, reply }) => {
      // The X-Requested-With header cannot be sent cross-site without CORS, so it stands in for
      // the token; without it the form must carry a token issued to this member.
      const xhr = hasXhrHeader(request);
      const row = await uploadThroughForm(ctx, request, reply, {
        fileField: 'file',
        rule: MEDIA_RULE,
        check: (fields, complete) => {
          if (xhr) return;
          const token = fields.token;
          if (token === undefined) {
            if (complete) throw forbidden('Upload token required');
            return;
          }
          if (!verifyUploadToken(secret, token, ctx.viewer.id)) {
            throw forbidden('Upload token is invalid or has expired');
          }
        },
        purpose: () => 'post',
      });
      return uploadResult(row);
    },
  );

  addRoute(
    app,
    uploadVideoRoute,
    { ...member, rateLimit: uploadLimit },
    async ({ ctx, request, reply }) => {
      const row = await uploadThroughForm(ctx, request, reply, {
        fileField: 'file',
        rule: VIDEO_RULE,
        check: () => {},
        purpose: () => 'post',
      });
      return uploadResult(row);
    },
  );

  addRoute(
    app,
    uploadImageRoute,
    { ...member, rateLimit: uploadLimit },
    async ({ ctx, request, reply }) => {
      const purposeOf = (fields: Record<string, string>) => {
        const type = fields.type?.trim();
        if (type === 'profile' || type === 'cover') return type;
        throw badRequest('Type must be profile or cover');
      };
      const row = await uploadThroughForm(ctx, request, reply, {
        fileField: 'image',
        rule: PROFILE_PHOTO_RULE(MAX_PROFILE_IMAGE_BYTES),
        check: (fields, complete) => {
          if (complete || fields.type !== undefined) purposeOf(fields);
        },
        purpose: purposeOf,
      });
      // The profile will point at this URL at once: answer when the photo can be served
      // (only where jobs run by themselves; tests drain the queue by hand).
      if (ctx.jobs.works) await waitForDisplayImage(ctx, row.id);
      return {
        url: row.url,
        message: row.purpose === 'cover' ? 'Cover photo uploaded' : 'Profile photo uploaded',
      };
    },
  );

  addRoute(
    app,
    uploadChunkRoute,
    { ...member, rateLimit: chunkLimit },
    async ({ ctx, request, reply }) => {
      let temp: string | undefined;
      try {
        const form = await readForm(request, {
          fileField: 'chunk',
          rule: { maxBytes: MAX_CHUNK_BYTES, tooLarge: CHUNK_TOO_LARGE_MESSAGE },
          onFile: async (part, before) => {
            // Fields that came first are checked before a byte is written.
            if (before.uploadId !== undefined && before.totalChunks !== undefined) {
              parseChunkFields(before);
            }
            const limited = limitChunk(part.file, MAX_CHUNK_BYTES, CHUNK_TOO_LARGE_MESSAGE);
            const { file } = await chunks.receive(ctx.viewer.id, limited);
            return file;
          },
          onStored: (file) => (temp = file),
        });
        if (!form.stored) throw badRequest('Please send the chunk');
        const fields = parseChunkFields(form.fields);
        const result = await acceptChunk(ctx, chunks, { file: form.stored, fields });
        temp = undefined;
        return result;
      } catch (error) {
        if (temp) await chunks.discard(temp);
        settleBody(request, reply);
        throw error;
      }
    },
  );

  addRoute(app, uploadStatusRoute, { ...member, rateLimit: chunkLimit }, async ({ ctx, params }) =>
    uploadStatus(ctx, chunks, { uploadId: params.uploadId }),
  );

  addRoute(
    app,
    finalizeUploadRoute,
    { ...member, rateLimit: uploadLimit },
    async ({ ctx, body, request }) => {
      request.raw.socket?.setTimeout?.(FINALIZE_SOCKET_TIMEOUT_MS);
      if (!isSafeFileName(body.fileName)) throw badRequest('File name is not valid');
      if (!isSafeFileType(body.fileType)) throw badRequest('File type is not valid');
      return finalizeUpload(ctx, chunks, { uploadId: body.uploadId, fileName: body.fileName });
    },
  );

  addRoute(app, videoProxyRoute, member, async ({ query, request, reply }) => {
    const video = await openProxiedVideo(proxyPolicy, query.url, request.headers.range);
    // The client leaving ends the download from the storage host too.
    reply.raw.once('close', () => video.body.destroy());
    return reply
      .code(video.status)
      .headers(video.headers)
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(video.body);
  });
}

/** A chunk over the limit fails its stream (and so leaves no file) with the size message. */
function limitChunk(source: AsyncIterable<Buffer>, max: number, message: string) {
  return (async function* () {
    let bytes = 0;
    for await (const piece of source) {
      bytes += piece.length;
      if (bytes > max) throw new HttpError(413, message);
      yield piece;
    }
  })();
}
