import { z } from 'zod';
import { MEDIA_KINDS } from './media.ts';
import { defineRoute } from './route.ts';

/**
 * The upload endpoints of spec 1 §7 'Upload'. File bodies are multipart and streamed by the
 * server, so their parts are documented in the summaries rather than as a JSON body schema.
 */

/** Spec 1 §3 'Upload result'. */
export const ZUploadResult = z.object({
  url: z.string(),
  type: z.enum(MEDIA_KINDS),
  /** The name the server generated (never the client's). */
  filename: z.string(),
  size: z.number().int(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;

export const ZUploadToken = z.object({ token: z.string(), expiresAt: z.string() });
export type TUploadToken = z.infer<typeof ZUploadToken>;

/** A client's id for one chunked upload: letters, digits, '-' and '_' only (no paths). */
export const ZUploadId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _');

const ZFileName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(255, 'must be at most 255 characters');
const ZFileType = z.string().trim().max(255, 'must be at most 255 characters');

export const ZChunkResult = z.object({
  uploadId: z.string(),
  chunkIndex: z.number().int(),
  /** How many distinct chunks the server now holds. */
  received: z.number().int(),
  totalChunks: z.number().int(),
});
export type TChunkResult = z.infer<typeof ZChunkResult>;

/** What the server holds of a chunked upload, so a client that lost its connection resumes. */
export const ZUploadStatus = z.object({
  uploadId: z.string(),
  totalChunks: z.number().int(),
  receivedChunks: z.array(z.number().int()),
});
export type TUploadStatus = z.infer<typeof ZUploadStatus>;

export const ZFinalizeUploadBody = z
  .object({ uploadId: ZUploadId, fileName: ZFileName, fileType: ZFileType })
  .strict();
export type TFinalizeUploadBody = z.input<typeof ZFinalizeUploadBody>;

export const ZImageUploadResult = z.object({ url: z.string(), message: z.string() });
export type TImageUploadResult = z.infer<typeof ZImageUploadResult>;

export const ZVideoProxyQuery = z.object({
  url: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
});

export const uploadTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/upload/token',
  tags: ['uploads'],
  summary: 'A short-lived token for one media upload',
  response: ZUploadToken,
  errors: [401, 429],
});

export const uploadMediaRoute = defineRoute({
  method: 'POST',
  path: '/api/upload/media',
  tags: ['uploads'],
  summary:
    'Upload an image or video (multipart: file, and token unless X-Requested-With is sent); up to 1 GB',
  response: ZUploadResult,
  status: 201,
  errors: [400, 401, 403, 413, 415, 429],
});

export const uploadChunkRoute = defineRoute({
  method: 'POST',
  path: '/api/upload-chunk',
  tags: ['uploads'],
  summary:
    'One chunk of a large upload (multipart: chunk, chunkIndex, totalChunks, uploadId, fileName, fileType); a repeated chunk is accepted again',
  response: ZChunkResult,
  errors: [400, 401, 409, 413, 429],
});

export const uploadStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/upload-chunk/:uploadId',
  tags: ['uploads'],
  summary: 'Which chunks of an upload the server holds (to resume after a dropped connection)',
  params: z.object({ uploadId: ZUploadId }),
  response: ZUploadStatus,
  errors: [400, 401, 404],
});

export const finalizeUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/finalize-upload',
  tags: ['uploads'],
  summary: 'Join the chunks of an upload into one file',
  body: ZFinalizeUploadBody,
  response: ZUploadResult,
  status: 201,
  errors: [400, 401, 404, 413, 415, 429],
});

export const uploadVideoRoute = defineRoute({
  method: 'POST',
  path: '/api/upload-video',
  tags: ['uploads'],
  summary: 'Upload a video (multipart: file)',
  response: ZUploadResult,
  status: 201,
  errors: [400, 401, 413, 415, 429],
});

export const uploadImageRoute = defineRoute({
  method: 'POST',
  path: '/api/upload/image',
  tags: ['uploads'],
  summary: 'Upload a profile or cover photo (multipart: image, type profile|cover); up to 10 MB',
  response: ZImageUploadResult,
  status: 201,
  errors: [400, 401, 413, 415, 429],
});

export const videoProxyRoute = defineRoute({
  method: 'GET',
  path: '/api/video-proxy',
  tags: ['uploads'],
  summary:
    'Stream a video (with Range) from the configured cloud storage hosts or this site’s bucket',
  query: ZVideoProxyQuery,
  response: null,
  errors: [400, 401, 404],
});
