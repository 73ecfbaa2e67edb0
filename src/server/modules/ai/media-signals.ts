import type { Readable } from 'node:stream';
import exifr from 'exifr';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { AiMediaRow } from '../../../db/queries/ai.ts';
import type { MediaExif } from '../../../db/schema/media.ts';
import type { MediaSignals } from '../../providers/ai/ai.ts';
import { UPLOADS_PREFIX, type Storage } from '../../providers/storage/storage.ts';

/**
 * Gathers what the AI providers look at for one media row: a small JPEG of the photo (or of the
 * video's poster frame) and the EXIF place and time. A processed row has its EXIF in `exif` and
 * variants to read; a row still processing is read from the staged original (the EXIF from its
 * first megabytes), so suggestions do not wait for the processing job.
 */

/** The copy handed to providers: enough for colour statistics and a vision model's 'low' detail. */
const PREVIEW_SIZE = 768;
/** Variants at least this wide are preferred to the bigger display size (faster to decode). */
const MIN_PREVIEW_SOURCE_WIDTH = 320;
/** A staged original larger than this is not decoded for suggestions (place and time still work). */
const MAX_DECODE_BYTES = 64 * 1024 * 1024;
/** EXIF sits at the start of JPEG, PNG, WebP and HEIC files. */
const EXIF_HEAD_BYTES = 1024 * 1024;
const MAX_INPUT_PIXELS = 100_000_000;

/** `/uploads/media/a.jpg` → `media/a.jpg`; null for anything else. */
export function storageKeyOf(url: string | null | undefined): string | null {
  return url?.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
}

/** Reads a stream into memory, giving up (null) past `limit` bytes. */
async function readAtMost(
  body: Readable,
  limit: number,
  stopAtLimit: boolean,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      size += buffer.length;
      if (size >= limit) {
        if (stopAtLimit) break;
        return null;
      }
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks);
}

/** Where to read pixels from, best first: a small variant, the display JPEG, the original. */
function imageKeys(row: AiMediaRow): string[] {
  if (row.kind === 'video')
    return [storageKeyOf(row.posterUrl)].filter((key): key is string => !!key);
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const small =
    variants.find((variant) => variant.width >= MIN_PREVIEW_SOURCE_WIDTH) ?? variants[0];
  const keys = [storageKeyOf(small?.url), storageKeyOf(row.url), row.sourceKey];
  return [...new Set(keys.filter((key): key is string => !!key))];
}

async function preview(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key).catch(() => null);
  if (!object) return null;
  if (object.size > MAX_DECODE_BYTES) {
    object.body.destroy();
    return null;
  }
  const bytes = await readAtMost(object.body, MAX_DECODE_BYTES, false);
  if (!bytes) return null;
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The first readable preview among the keys; null when none decodes (HEIC before conversion). */
export async function loadPreview(
  storage: Storage,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  for (const key of keys) {
    try {
      const image = await preview(storage, key);
      if (image) return image;
    } catch (error) {
      log.info({ err: error, key }, 'AI: a media file could not be decoded; trying the next');
    }
  }
  return null;
}

type ExifFields = {
  latitude?: unknown;
  longitude?: unknown;
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
};

/** GPS and capture time from the first megabyte of a staged photo. */
async function exifFromSource(storage: Storage, key: string): Promise<MediaExif | null> {
  const object = await storage.get(key).catch(() => null);
  if (!object) return null;
  const head = await readAtMost(object.body, EXIF_HEAD_BYTES, true);
  if (!head) return null;
  const raw = (await exifr
    .parse(head, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      xmp: false,
      icc: false,
      iptc: false,
      reviveValues: false,
    })
    .catch(() => undefined)) as ExifFields | undefined;
  if (!raw) return null;
  const exif: MediaExif = {};
  if (typeof raw.latitude === 'number' && typeof raw.longitude === 'number') {
    exif.latitude = raw.latitude;
    exif.longitude = raw.longitude;
  }
  const taken = [raw.DateTimeOriginal, raw.CreateDate].find((value) => typeof value === 'string');
  const match =
    typeof taken === 'string'
      ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(taken)
      : null;
  if (match) exif.takenAt = `${match[1]}-${match[2]}-${match[3]}T${match[4]}`;
  return exif;
}

/** The signals of a media row for `AiProvider.analyzeMedia` / `enhancePost`. */
export async function mediaSignals(
  storage: Storage,
  row: AiMediaRow,
  log: FastifyBaseLogger,
): Promise<MediaSignals> {
  const exif =
    row.exif ??
    (row.kind === 'image' && row.status === 'processing'
      ? await exifFromSource(storage, row.sourceKey).catch(() => null)
      : null);
  return {
    kind: row.kind,
    image: await loadPreview(storage, imageKeys(row), log),
    latitude: exif?.latitude ?? null,
    longitude: exif?.longitude ?? null,
    takenAt: exif?.takenAt ?? null,
    seed: row.url,
  };
}
