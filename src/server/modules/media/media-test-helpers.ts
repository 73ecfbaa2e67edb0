import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TMediaKind, TMediaPurpose } from '../../../contract/media.ts';
import type { MediaRow } from '../../../db/queries/media.ts';
import { media } from '../../../db/schema/index.ts';

/** Lisbon (Praça do Comércio), as a camera writes it: degrees, minutes, seconds. */
export const LISBON_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '38/1 43/1 2003/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '9/1 8/1 2150/100',
};

/**
 * A geotagged phone-style JPEG: red left half, blue right half, stored sideways with EXIF
 * orientation 6 (displayed rotated 90° clockwise, so red ends up on top).
 */
export async function geotaggedJpeg({
  width = 2400,
  height = 1200,
}: { width?: number; height?: number } = {}): Promise<Buffer> {
  const halves = await sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([
      {
        input: {
          create: {
            width: width / 2,
            height,
            channels: 3,
            background: { r: 255, g: 0, b: 0 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  return sharp(halves)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
      IFD2: { DateTimeOriginal: '2024:06:01 19:45:00' },
      IFD3: LISBON_GPS,
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A pixel flood: a few hundred bytes declaring a 50,000 × 50,000 PNG (2.5 gigapixels, 7.5 GB
 * decoded). Only its first row is present; a decoder without a limit would allocate it all.
 */
export function pixelFloodPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.alloc(1 + side * 3); // filter byte + black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A HEIC with its declared size ('ispe') changed, as a pixel flood would declare it. */
export function heicWithDeclaredSize(file: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(file);
  const at = copy.indexOf('ispe', 0, 'latin1');
  copy.writeUInt32BE(width, at + 8);
  copy.writeUInt32BE(height, at + 12);
  return copy;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
};
const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime' };

/**
 * An upload as the upload routes leave it: the file in storage (images in private staging,
 * videos where they are served), a `processing` row, and its `media-process` job queued.
 */
export async function stageUpload(
  app: FastifyInstance,
  {
    userId,
    bytes,
    ext,
    purpose = 'post',
    enqueue = true,
  }: {
    userId: string;
    bytes: Buffer;
    ext: string;
    purpose?: TMediaPurpose;
    enqueue?: boolean;
  },
): Promise<MediaRow> {
  const id = crypto.randomUUID();
  const kind: TMediaKind = ext in VIDEO_TYPES ? 'video' : 'image';
  const contentType = (kind === 'video' ? VIDEO_TYPES[ext] : IMAGE_TYPES[ext]) ?? 'image/jpeg';
  const sourceKey = kind === 'image' ? `private/media/${id}.${ext}` : `media/${id}.${ext}`;
  const url = kind === 'image' ? `/uploads/media/${id}-display.jpg` : `/uploads/${sourceKey}`;
  await app.deps.storage.put(sourceKey, bytes, contentType);
  const [row] = await app.deps.database.db
    .insert(media)
    .values({
      id,
      userId,
      kind,
      purpose,
      status: 'processing',
      url,
      sourceKey,
      originalName: `holiday.${ext}`,
      contentType,
      size: bytes.length,
    })
    .returning();
  if (!row) throw new Error('stageUpload: no row');
  if (enqueue) await app.deps.jobs.send('media-process', { mediaId: id });
  return row;
}

/** GET /uploads/… on the app: status, type and body. */
export async function fetchUpload(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.rawPayload,
  };
}
