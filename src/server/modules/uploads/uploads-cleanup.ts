import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_ABANDONED_AFTER_MS } from '../../../contract/media.ts';
import type { Db } from '../../../db/client.ts';
import {
  deleteStaleUploadSessions,
  deleteUnattachedMedia,
  uploadSessionExists,
  type UploadMediaRow,
} from '../../../db/queries/uploads.ts';
import { UPLOADS_PREFIX, type Storage } from '../../providers/storage/storage.ts';
import { createChunkStore } from './chunk-store.ts';

const BATCH = 200;

/** A stored file's key from its /uploads URL (or a name already relative to /uploads/). */
export function keyOfUploadUrl(url: string): string {
  return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : url;
}

/** Every file an upload may have: as received, its served URL, variants, poster, thumbnails. */
export function mediaFileKeys(row: UploadMediaRow): string[] {
  const urls = [
    row.url,
    ...row.variants.map((variant) => variant.url),
    ...(row.posterUrl ? [row.posterUrl] : []),
    ...row.thumbnails,
  ];
  return [...new Set([row.sourceKey, ...urls.map(keyOfUploadUrl)])];
}

/** Removes files, ignoring keys storage refuses and logging other failures (the row is gone). */
export async function removeMediaFiles(
  storage: Storage,
  row: UploadMediaRow,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of mediaFileKeys(row)) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.warn({ err: error, key, mediaId: row.id }, 'removing an upload file failed');
    }
  }
}

/**
 * The `uploads-cleanup` job: chunks of uploads untouched for 24 hours (their session rows and
 * folders, and stray chunk files), then uploads never attached to a post or a profile within 24
 * hours, with every file they have. Safe to run twice at once (each row is deleted once).
 */
export function createUploadsCleanupProcessor({
  db,
  storage,
  dataDir,
  log,
  now = () => Date.now(),
}: {
  db: Db;
  storage: Storage;
  dataDir: string;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const chunks = createChunkStore(dataDir);
  return async (): Promise<void> => {
    const before = new Date(now() - UPLOAD_ABANDONED_AFTER_MS);

    const sessions = await deleteStaleUploadSessions(db, { before });
    for (const session of sessions) await chunks.removeUpload(session.userId, session.uploadId);
    let strays = 0;
    for (const entry of await chunks.stale(before)) {
      // A folder whose upload is still going (its session was touched lately) stays.
      if (entry.uploadId && (await uploadSessionExists(db, entry as Required<typeof entry>))) {
        continue;
      }
      await chunks.removeStale(entry.path);
      strays += 1;
    }

    let media = 0;
    for (;;) {
      const rows = await deleteUnattachedMedia(db, { before, limit: BATCH });
      for (const row of rows) await removeMediaFiles(storage, row, log);
      media += rows.length;
      if (rows.length < BATCH) break;
    }
    if (sessions.length + strays + media > 0) {
      log.info(
        { uploads: sessions.length, strays, media },
        'removed abandoned uploads and unattached media',
      );
    }
  };
}
