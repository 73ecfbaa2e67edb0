import fs from 'node:fs/promises';
import heicConvert from 'heic-convert';
import sharp, { type Sharp } from 'sharp';
import type { TMediaVariant } from '../../../../contract/media.ts';
import type { MediaExif } from '../../../../db/schema/media.ts';
import type { MediaRow, MediaProcessingUpdate } from '../../../../db/queries/media.ts';
import { encodePlaceholder } from '../../../../lib/media-placeholder.ts';
import {
  keyOfUploadUrl,
  mediaKeys,
  uploadUrlOf,
  withLocalFile,
} from '../../../modules/media/media-files.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { readExif } from './exif.ts';
import { isHeif, readHeifInfo } from './heif.ts';

/** A pixel flood (a tiny file declaring a huge image) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const DISPLAY_WIDTH = 1600;
export const THUMB_WIDTH = 480;
/** Panoramas stay panoramas, but a 1 × 100,000 strip does not become a 1600 px-wide tower. */
export const MAX_HEIGHT_RATIO = 3;
/** HEIC files are decoded in memory (wasm); phones write 1–5 MB, so 100 MB is generous. */
const MAX_HEIC_BYTES = 100 * 1024 * 1024;

/** The file is not an image Roamly can read: retrying cannot help, the upload is marked failed. */
export class UnreadableMediaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableMediaError';
  }
}

type Progress = (update: MediaProcessingUpdate) => Promise<void>;

async function unreadable<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnreadableMediaError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableMediaError(`${what}: ${reason}`, { cause: error });
  }
}

/** HEIC from phones: sharp's libvips here has no HEVC decoder, so heic-convert decodes it. */
export async function heicToJpeg(file: string): Promise<Buffer> {
  const stat = await fs.stat(file);
  if (stat.size > MAX_HEIC_BYTES) throw new UnreadableMediaError('HEIC file is too large');
  const buffer = await fs.readFile(file);
  const info = readHeifInfo(buffer);
  if (!info) throw new UnreadableMediaError('not a readable HEIF file');
  if (info.maxPixels > MAX_INPUT_PIXELS) {
    throw new UnreadableMediaError('Input image exceeds pixel limit');
  }
  const jpeg = await unreadable('HEIC could not be decoded', () =>
    heicConvert({ buffer, format: 'JPEG', quality: 0.92 }),
  );
  return Buffer.from(jpeg);
}

export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** EXIF of a photo; for HEIF, the EXIF item is read from the container when exifr cannot. */
async function exifOf(file: string, heif: boolean): Promise<MediaExif | null> {
  const exif = await readExif(file);
  if (exif || !heif) return exif;
  const stat = await fs.stat(file);
  if (stat.size > MAX_HEIC_BYTES) return null;
  const tiff = readHeifInfo(await fs.readFile(file))?.exifTiff;
  return tiff ? readExif(tiff) : null;
}

type Encoded = { key: string; format: 'jpeg' | 'webp'; width: number; contentType: string };

/**
 * Turns a staged photo into what Roamly serves: EXIF (place, time, camera) is read first and kept
 * on the row only; the image is decoded under the pixel limit, auto-rotated, converted to sRGB
 * and re-encoded without any metadata (sharp keeps none unless asked), as a display size
 * (≤ 1600 px wide) and a thumbnail (≤ 480 px) in JPEG and WebP, plus a ~20 px blur-up
 * placeholder (a data URI kept on the row). The display JPEG, the URL the upload promised, is
 * written first and reported through `progress` with the placeholder, so the post shows both
 * while the other three are made. GIFs become their first frame. The staged original is left to
 * the caller to remove.
 */
export async function processImage({
  row,
  storage,
  progress,
}: {
  row: MediaRow;
  storage: Storage;
  progress: Progress;
}): Promise<MediaProcessingUpdate> {
  return withLocalFile(storage, row.sourceKey, async (file) => {
    const heif = isHeif(await readHead(file));
    const exif = await exifOf(file, heif);
    const input = heif ? await heicToJpeg(file) : file;

    const keys = mediaKeys(row.id);
    const displayJpegKey = keyOfUploadUrl(row.url) ?? keys.displayJpeg;
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

    // One decode, shrunk on load to the display size; every variant is encoded from these pixels.
    const display = await unreadable('image could not be decoded', () =>
      sharp(input, options)
        .rotate()
        .resize({
          width: DISPLAY_WIDTH,
          height: DISPLAY_WIDTH * MAX_HEIGHT_RATIO,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const { width, height, channels } = display.info;
    const pixels = () => sharp(display.data, { raw: { width, height, channels } });
    const opaque = (image: Sharp) =>
      channels === 4 ? image.flatten({ background: '#ffffff' }) : image;

    const variants: TMediaVariant[] = [];
    const write = async (encoded: Encoded, data: Buffer) => {
      await storage.put(encoded.key, data, encoded.contentType);
      variants.push({
        url: uploadUrlOf(encoded.key),
        width: encoded.width,
        format: encoded.format,
      });
    };

    // The placeholder comes from the decoded pixels too (no second decode), beside the display
    // JPEG, so the first update carries both.
    const [displayJpeg, placeholder] = await Promise.all([
      opaque(pixels()).jpeg({ quality: 82 }).toBuffer(),
      encodePlaceholder(pixels()),
    ]);
    await write(
      { key: displayJpegKey, format: 'jpeg', width, contentType: 'image/jpeg' },
      displayJpeg,
    );
    await progress({ width, height, variants: [...variants], placeholder, exif });

    const thumb = await pixels()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbPixels = () =>
      sharp(thumb.data, {
        raw: { width: thumb.info.width, height: thumb.info.height, channels: thumb.info.channels },
      });
    const [displayWebp, thumbJpeg, thumbWebp] = await Promise.all([
      pixels().webp({ quality: 80, effort: 2 }).toBuffer(),
      opaque(thumbPixels()).jpeg({ quality: 80 }).toBuffer(),
      thumbPixels().webp({ quality: 78, effort: 2 }).toBuffer(),
    ]);
    await write(
      { key: keys.displayWebp, format: 'webp', width, contentType: 'image/webp' },
      displayWebp,
    );
    await write(
      { key: keys.thumbJpeg, format: 'jpeg', width: thumb.info.width, contentType: 'image/jpeg' },
      thumbJpeg,
    );
    await write(
      { key: keys.thumbWebp, format: 'webp', width: thumb.info.width, contentType: 'image/webp' },
      thumbWebp,
    );
    return { status: 'ready', width, height, variants, placeholder, exif, processed: true };
  });
}
