import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../../db/client.ts';
import type { MediaAccessRow } from '../../../db/queries/media-access.ts';
import { findMedia } from '../../../db/queries/media.ts';
import { isHeif } from '../../jobs/processors/media/heif.ts';
import {
  DISPLAY_WIDTH,
  heicToJpeg,
  MAX_HEIGHT_RATIO,
  MAX_INPUT_PIXELS,
  readHead,
} from '../../jobs/processors/media/process-image.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { keyOfUploadUrl, MissingMediaFileError, withLocalFile } from './media-files.ts';

type Upload = NonNullable<MediaAccessRow['upload']>;

/** Decodes the staged photo with the job's recipe and encodes it again without any metadata. */
async function displayJpeg(file: string): Promise<Buffer> {
  const input = isHeif(await readHead(file)) ? await heicToJpeg(file) : file;
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: DISPLAY_WIDTH,
      height: DISPLAY_WIDTH * MAX_HEIGHT_RATIO,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * The URL an image upload answers with is its display JPEG, which the `media-process` job
 * writes — seconds later, or minutes when the queue is busy. Asked for it before then, the
 * server makes that JPEG itself from the staged photo with the job's recipe (decoded under the
 * pixel limit, re-encoded from pixels: no EXIF or GPS survives) and stores it where the job
 * will, so the URL answers at once and only once per photo costs the work (concurrent requests
 * in this process share one rendering). The job later writes its own copy over it and makes
 * the other variants as before. A photo that cannot be decoded is left to the job to fail.
 */
export function createFirstRenditions({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const running = new Map<string, Promise<boolean>>();

  async function render(upload: Upload, key: string): Promise<boolean> {
    let jpeg: Buffer;
    try {
      jpeg = await withLocalFile(storage, upload.sourceKey, displayJpeg);
    } catch (error) {
      // The job finished meanwhile (the original is gone) or will mark the photo failed.
      if (!(error instanceof MissingMediaFileError)) {
        log.info({ err: error, mediaId: upload.id }, 'first rendition could not be made');
      }
      return false;
    }
    await storage.put(key, jpeg, 'image/jpeg');
    // Deleted while rendering (its post went): the deletion removed its files before this one.
    if (!(await findMedia(db, { id: upload.id }))) {
      await storage.remove(key);
      return false;
    }
    return true;
  }

  return {
    /**
     * Makes `key` exist when it is the not-yet-written display JPEG of a photo being processed;
     * true when it now does.
     */
    async ensure(upload: Upload | null, key: string): Promise<boolean> {
      if (upload?.kind !== 'image' || upload.status !== 'processing') return false;
      if (keyOfUploadUrl(upload.url) !== key || upload.sourceKey === key) return false;
      const current = running.get(upload.id);
      if (current) return current;
      const work = render(upload, key).finally(() => running.delete(upload.id));
      running.set(upload.id, work);
      return work;
    },
  };
}

export type FirstRenditions = ReturnType<typeof createFirstRenditions>;
