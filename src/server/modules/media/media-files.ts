import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaRow } from '../../../db/queries/media.ts';
import { UPLOADS_PREFIX, type Storage } from '../../providers/storage/storage.ts';

/**
 * Where the processing jobs write a media item's files. The display JPEG of an image is the URL
 * the upload answered with, so it is written first and the post shows it as soon as it exists.
 */
export const mediaKeys = (id: string) => ({
  displayJpeg: `media/${id}-display.jpg`,
  displayWebp: `media/${id}-display.webp`,
  thumbJpeg: `media/${id}-thumb.jpg`,
  thumbWebp: `media/${id}-thumb.webp`,
  poster: `media/${id}-poster.jpg`,
  /** Video frames at 25, 50 and 75 % (n = 1…3): the post's AI thumbnails. */
  frame: (n: number) => `media/${id}-thumb-${n}.jpg`,
});

/** `/uploads/media/a.jpg` → `media/a.jpg`; null for anything that is not an upload URL. */
export function keyOfUploadUrl(url: string): string | null {
  return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
}

export const uploadUrlOf = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** Every file a media row may own: the file as received, its variants, poster and frames. */
export function mediaFileKeys(row: MediaRow): string[] {
  const keys = new Set<string>([row.sourceKey]);
  const add = (url: string | null) => {
    const key = url ? keyOfUploadUrl(url) : null;
    if (key) keys.add(key);
  };
  add(row.url);
  row.variants.forEach((variant) => add(variant.url));
  add(row.posterUrl);
  // Frames are stored as names under /uploads/ (the post's aiThumbnails format).
  row.thumbnails.forEach((name) => keys.add(name));
  // And whatever a job still running may write.
  const k = mediaKeys(row.id);
  const written =
    row.kind === 'image'
      ? [k.displayJpeg, k.displayWebp, k.thumbJpeg, k.thumbWebp]
      : [k.poster, k.frame(1), k.frame(2), k.frame(3)];
  written.forEach((key) => keys.add(key));
  return [...keys];
}

/** Removes files, logging (never throwing) what could not be removed. */
export async function removeFiles(
  storage: Storage,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason, key: keys[index] }, 'removing a media file failed');
    }
  });
}

/**
 * Runs `fn` with a path to the stored object: the file itself on local storage, else a private
 * temporary copy streamed from the storage (ffmpeg needs a seekable file for mov/mp4), removed
 * afterwards. Throws when the object does not exist.
 */
export async function withLocalFile<T>(
  storage: Storage,
  key: string,
  fn: (file: string) => Promise<T>,
): Promise<T> {
  const local = storage.localPath?.(key);
  if (local) {
    const stat = await fs.stat(local).catch(() => null);
    if (!stat?.isFile()) throw new MissingMediaFileError(key);
    return fn(local);
  }
  const object = await storage.get(key);
  if (!object) throw new MissingMediaFileError(key);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-media-'));
  const file = path.join(dir, `${crypto.randomUUID()}${path.extname(key)}`);
  try {
    await pipeline(object.body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return await fn(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The stored object is gone (removed by cleanup, or never written). */
export class MissingMediaFileError extends Error {
  constructor(key: string) {
    super(`The stored file ${key} does not exist`);
    this.name = 'MissingMediaFileError';
  }
}
