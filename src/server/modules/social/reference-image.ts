import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '../../../contract/social-campaigns.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import type { OpenAiImages } from '../../providers/social-content/openai-images.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { sniffStream } from '../uploads/media-type.ts';

/**
 * A campaign's reference image (spec 3 §5, §7): one multipart field `referenceImage`, a JPEG or
 * PNG by its bytes (never by its name or declared type), under 5 MB, streamed into storage under
 * social/reference/. With an OpenAI key the image is also stored with OpenAI and its file id kept
 * beside the image, so the campaign created with it carries its openaiFileId.
 */
export const REFERENCE_PREFIX = 'social/reference/';
export const REFERENCE_FIELD = 'referenceImage';
export const WRONG_TYPE_MESSAGE = 'Please choose a JPG or PNG image.';
const ACCEPTED = new Set(['jpg', 'png']);
/** The vendor's id is kept in a small object next to the image. */
const vendorIdKey = (key: string) => `${key}.openai-file-id`;

export async function readVendorFileId(storage: Storage, key: string): Promise<string | null> {
  const found = await storage.get(vendorIdKey(key));
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  const id = Buffer.concat(chunks).toString('utf8').trim();
  return /^[\w-]{1,200}$/.test(id) ? id : null;
}

const tooLarge = () => new HttpError(413, CAMPAIGN_MESSAGES.imageTooLarge);

export async function uploadReferenceImage(
  ctx: ServiceContext & { viewer: { id: string } },
  request: FastifyRequest,
  images: OpenAiImages | null,
): Promise<{ success: true; referenceImageUrl: string; openaiFileId: string | null }> {
  authorize(ctx.viewer, 'admin.access', null);
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the image as multipart/form-data in the referenceImage field.');
  }
  const max = CAMPAIGN_LIMITS.referenceImageBytes;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max + 64 * 1024) throw tooLarge();
  let file;
  try {
    file = await request.file({ limits: { fileSize: max, files: 1, fields: 4, fieldSize: 1024 } });
  } catch {
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (!file || file.fieldname !== REFERENCE_FIELD) {
    file?.file.resume();
    throw badRequest(`Send the image in the ${REFERENCE_FIELD} field.`);
  }
  let sniffed;
  try {
    sniffed = await sniffStream(file.file);
  } catch {
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (sniffed.bytes === 0) throw badRequest('The file is empty.');
  if (!sniffed.type || !ACCEPTED.has(sniffed.type.ext)) {
    sniffed.stream.resume();
    throw new HttpError(415, WRONG_TYPE_MESSAGE);
  }
  const key = `${REFERENCE_PREFIX}${crypto.randomUUID()}.${sniffed.type.ext}`;
  // Streamed to storage; the bytes are kept in memory only when OpenAI must receive them too.
  const kept: Buffer[] = [];
  const tee = new PassThrough();
  sniffed.stream.on('data', (chunk: Buffer) => {
    if (images) kept.push(chunk);
  });
  sniffed.stream.on('error', (error) => tee.destroy(error));
  sniffed.stream.pipe(tee);
  let url: string;
  try {
    url = await ctx.storage.put(key, tee, sniffed.type.mime);
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    if (file.file.truncated) throw tooLarge();
    throw error;
  }
  if (file.file.truncated) {
    await ctx.storage.remove(key);
    throw tooLarge();
  }
  let openaiFileId: string | null = null;
  if (images) {
    try {
      openaiFileId = await images.uploadFile(
        Buffer.concat(kept),
        key.split('/').pop()!,
        sniffed.type.mime,
      );
      await ctx.storage.put(vendorIdKey(key), Buffer.from(openaiFileId), 'text/plain');
    } catch (error) {
      // The image is still the campaign's; only the vendor's copy is missing.
      ctx.log.warn({ err: error }, 'reference image not stored with OpenAI');
    }
  }
  return { success: true, referenceImageUrl: url, openaiFileId };
}
