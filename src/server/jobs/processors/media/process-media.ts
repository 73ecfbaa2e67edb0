import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  findMedia,
  updateProcessedMedia,
  type MediaProcessingUpdate,
  type MediaRow,
} from '../../../../db/queries/media.ts';
import {
  keyOfUploadUrl,
  mediaFileKeys,
  MissingMediaFileError,
  removeFiles,
} from '../../../modules/media/media-files.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { EventBus } from '../../../realtime/bus.ts';
import type { JobHandler } from '../../jobs.ts';
import { detectFfmpeg, type FfmpegTools } from './ffmpeg.ts';
import { processImage, UnreadableMediaError } from './process-image.ts';
import { processVideo } from './process-video.ts';
import { defineJob } from '../../define.ts';

/** The row was deleted while the job ran (its post was deleted): the job's files go too. */
class MediaGoneError extends Error {}

/**
 * The `media-process` job: makes an upload's variants (images) or poster, frames and duration
 * (videos), and keeps the row and its post's `media` list in step, publishing `media.updated`
 * after each change so open pages can refresh the post. A file that cannot be read is marked
 * failed at once and its files removed; other errors (storage) are retried by the job policy
 * and marked failed after the last attempt.
 */
export function createMediaProcessor({
  db,
  storage,
  bus,
  log,
  ffmpeg = detectFfmpeg(),
}: {
  db: Db;
  storage: Storage;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Injected by tests to run without ffmpeg. */
  ffmpeg?: Promise<FfmpegTools | null>;
}): JobHandler<'media-process'> {
  const publish = (row: MediaRow) => {
    bus
      .publish({
        type: 'media.updated',
        mediaId: row.id,
        postId: row.postId,
        userId: row.userId,
        status: row.status,
      })
      .catch((error: unknown) => log.warn({ err: error }, 'publishing media.updated failed'));
  };
  const save = async (id: string, update: MediaProcessingUpdate) => {
    const row = await updateProcessedMedia(db, { id, update });
    if (!row) throw new MediaGoneError();
    publish(row);
    return row;
  };

  return async ({ mediaId }, attempt) => {
    const row = await findMedia(db, { id: mediaId });
    // Gone (its post was deleted, or cleaned up) or already done by an earlier attempt.
    if (!row || row.status !== 'processing') return;
    const started = Date.now();
    try {
      const result =
        row.kind === 'image'
          ? await processImage({ row, storage, progress: (update) => save(row.id, update).then() })
          : await processVideo({ row, storage, tools: await ffmpeg, log });
      const done = await save(row.id, result);
      // An image's file as received (with its GPS) is never served: it goes once the variants exist.
      if (row.sourceKey !== keyOfUploadUrl(row.url)) await storage.remove(row.sourceKey);
      log.info(
        { mediaId: row.id, kind: row.kind, ms: Date.now() - started, postId: done.postId },
        'media processed',
      );
    } catch (error) {
      if (error instanceof MediaGoneError) {
        await removeFiles(storage, mediaFileKeys(row), log);
        return;
      }
      const permanent =
        error instanceof UnreadableMediaError || error instanceof MissingMediaFileError;
      const last = attempt.retryCount >= attempt.retryLimit;
      if (!permanent && !last) {
        log.warn(
          { err: error, mediaId: row.id, attempt: attempt.retryCount + 1 },
          'media processing failed; it will be retried',
        );
        throw error;
      }
      log.warn({ err: error, mediaId: row.id, kind: row.kind }, 'media processing failed');
      const failed = await updateProcessedMedia(db, {
        id: row.id,
        update: {
          status: 'failed',
          variants: [],
          posterUrl: null,
          // A failed upload shows the 'unavailable' placeholder, never a blur of what it was.
          placeholder: null,
          thumbnails: [],
          processed: true,
        },
      });
      await removeFiles(storage, mediaFileKeys(row), log);
      if (failed) publish(failed);
    }
  };
}

/** A big video's frames can take a while; two retries cover a restart mid-way. */
export const processMediaJob = defineJob({
  name: 'media-process',
  policy: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  create: ({ db, storage, bus, log }) => createMediaProcessor({ db, storage, bus, log }),
});
