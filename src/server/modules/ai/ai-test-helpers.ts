import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type OverlayOptions } from 'sharp';
import type { AiMediaRow } from '../../../db/queries/ai.ts';
import { media, type MediaExif } from '../../../db/schema/index.ts';

/** Degrees → the EXIF rational triple a camera writes ('38/1 43/1 20280/1000'). */
function dms(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = ((abs - degrees) * 60 - minutes) * 60;
  return `${degrees}/1 ${minutes}/1 ${Math.round(seconds * 1000)}/1000`;
}

/** Horizontal bands of colour, top to bottom, as [share of height, colour]. */
export async function bandsJpeg(
  parts: [number, string][],
  options: { gps?: { latitude: number; longitude: number }; takenAt?: string } = {},
): Promise<Buffer> {
  const width = 600;
  const height = 400;
  let top = 0;
  const layers: OverlayOptions[] = [];
  for (const [share, colour] of parts) {
    const h = Math.round(height * share);
    if (h > 0) {
      layers.push({
        input: { create: { width, height: h, channels: 3, background: colour } },
        top,
        left: 0,
      });
    }
    top += h;
  }
  const image = sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(layers)
    .jpeg({ quality: 90 });
  const { gps, takenAt } = options;
  if (!gps && !takenAt) return image.toBuffer();
  return sharp(await image.toBuffer())
    .withExif({
      IFD0: { Make: 'Roamly', Model: 'Test Camera' },
      ...(takenAt ? { IFD2: { DateTimeOriginal: takenAt } } : {}),
      ...(gps
        ? {
            IFD3: {
              GPSLatitudeRef: gps.latitude >= 0 ? 'N' : 'S',
              GPSLatitude: dms(gps.latitude),
              GPSLongitudeRef: gps.longitude >= 0 ? 'E' : 'W',
              GPSLongitude: dms(gps.longitude),
            },
          }
        : {}),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A beach in Lisbon on a summer evening: blue sky, deeper sea, sand; GPS and time in the EXIF. */
export const lisbonBeachJpeg = () =>
  bandsJpeg(
    [
      [0.4, '#7ec0ee'],
      [0.3, '#1f6fa3'],
      [0.3, '#e3cf9f'],
    ],
    {
      gps: { latitude: 38.7223, longitude: -9.1393 },
      takenAt: '2024:07:15 19:30:00',
    },
  );

/**
 * A photo as the upload routes leave it: the original in private staging, a `processing` row
 * whose URL is the display JPEG the processing job will write.
 */
export async function stagePhoto(
  app: FastifyInstance,
  { userId, bytes }: { userId: string; bytes: Buffer },
): Promise<AiMediaRow> {
  const id = crypto.randomUUID();
  const sourceKey = `private/media/${id}.jpg`;
  await app.deps.storage.put(sourceKey, bytes, 'image/jpeg');
  const [row] = await app.deps.database.db
    .insert(media)
    .values({
      id,
      userId,
      kind: 'image',
      status: 'processing',
      url: `/uploads/media/${id}-display.jpg`,
      sourceKey,
      originalName: 'beach.jpg',
      contentType: 'image/jpeg',
      size: bytes.length,
    })
    .returning();
  if (!row) throw new Error('stagePhoto: no row');
  return row;
}

/** Runs the real processing job on a staged photo; returns the row as it is then. */
export async function processPhoto(app: FastifyInstance, row: AiMediaRow): Promise<AiMediaRow> {
  await app.deps.jobs.send('media-process', { mediaId: row.id });
  await app.deps.jobs.drain();
  const [processed] = await app.deps.database.db.select().from(media).where(eq(media.id, row.id));
  if (!processed) throw new Error('processPhoto: the row is gone');
  return processed;
}

/**
 * A processed video as the processing job leaves it: the file, a poster frame and frames
 * (the post's AI thumbnails), with the place and time read from its metadata.
 */
export async function storeVideo(
  app: FastifyInstance,
  {
    userId,
    poster,
    frames = 0,
    exif = null,
    createdAt,
    name = 'clip.mp4',
  }: {
    userId: string;
    poster?: Buffer;
    frames?: number;
    exif?: MediaExif | null;
    createdAt?: Date;
    name?: string;
  },
): Promise<AiMediaRow> {
  const id = crypto.randomUUID();
  const sourceKey = `media/${id}.mp4`;
  const { storage } = app.deps;
  await storage.put(sourceKey, Buffer.from('not really a video'), 'video/mp4');
  let posterUrl: string | null = null;
  if (poster) posterUrl = await storage.put(`media/${id}-poster.jpg`, poster, 'image/jpeg');
  const thumbnails: string[] = [];
  for (let n = 1; n <= frames; n += 1) {
    const key = `media/${id}-thumb-${n}.jpg`;
    await storage.put(key, poster ?? Buffer.from(''), 'image/jpeg');
    thumbnails.push(key);
  }
  const [row] = await app.deps.database.db
    .insert(media)
    .values({
      id,
      userId,
      kind: 'video',
      status: 'ready',
      url: `/uploads/${sourceKey}`,
      sourceKey,
      originalName: name,
      contentType: 'video/mp4',
      size: 18,
      posterUrl,
      thumbnails,
      exif,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('storeVideo: no row');
  return row;
}
