import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZUploadId } from '../../../contract/uploads.ts';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Chunks that arrived before their fields, until they are checked and moved into place. */
const INCOMING = '.incoming';

/**
 * Chunks of uploads in progress, always on local disk (whatever the storage backend) under
 * DATA_DIR/chunks/<userId>/<uploadId>/<index>. Every path is built from a member id and a
 * validated upload id, so no client text ever reaches the file system.
 */
export function createChunkStore(dataDir: string) {
  const root = path.join(dataDir, 'chunks');

  const userDir = (userId: string) => {
    if (!USER_ID.test(userId)) throw new Error(`not a member id: ${userId}`);
    return path.join(root, userId);
  };
  const uploadDir = (userId: string, uploadId: string) => {
    if (!ZUploadId.safeParse(uploadId).success) throw new Error(`not an upload id: ${uploadId}`);
    return path.join(userDir(userId), uploadId);
  };

  return {
    root,

    /**
     * Streams a chunk to a temporary file of the member's; the caller moves it into place with
     * `commit` once the chunk's fields are checked, or drops it with `discard`.
     */
    async receive(
      userId: string,
      body: Readable | AsyncIterable<Buffer>,
    ): Promise<{ file: string; size: number }> {
      const dir = path.join(userDir(userId), INCOMING);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${crypto.randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(file, { flags: 'wx' }));
        const { size } = await fs.stat(file);
        return { file, size };
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
    },

    async discard(file: string): Promise<void> {
      await fs.rm(file, { force: true });
    },

    /** Moves a received chunk into place; a repeated chunk replaces the previous copy whole. */
    async commit(file: string, where: { userId: string; uploadId: string; index: number }) {
      const dir = uploadDir(where.userId, where.uploadId);
      await fs.mkdir(dir, { recursive: true });
      await fs.rename(file, path.join(dir, String(where.index)));
    },

    /** The chunks held, as index → size, in index order. */
    async list(userId: string, uploadId: string): Promise<Map<number, number>> {
      const dir = uploadDir(userId, uploadId);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const found = new Map<number, number>();
      for (const name of names) {
        if (!/^\d{1,4}$/.test(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) found.set(Number(name), stat.size);
      }
      return new Map([...found].sort(([a], [b]) => a - b));
    },

    /** Removes one chunk (e.g. the one that took an upload over the size limit). */
    async removeChunk(userId: string, uploadId: string, index: number) {
      await fs.rm(path.join(uploadDir(userId, uploadId), String(index)), { force: true });
    },

    /** Streams chunks 0…count-1 one after the other, one open file at a time. */
    read(userId: string, uploadId: string, count: number): AsyncIterable<Buffer> {
      const dir = uploadDir(userId, uploadId);
      return (async function* () {
        for (let index = 0; index < count; index += 1) {
          for await (const piece of createReadStream(path.join(dir, String(index)))) {
            yield piece as Buffer;
          }
        }
      })();
    },

    async removeUpload(userId: string, uploadId: string): Promise<void> {
      await fs.rm(uploadDir(userId, uploadId), { recursive: true, force: true });
    },

    /**
     * Every upload folder and stray temporary chunk last changed before `before` (the cleanup
     * job's view of the disk, whatever the database says).
     */
    async stale(before: Date): Promise<Array<{ path: string; userId: string; uploadId?: string }>> {
      const found: Array<{ path: string; userId: string; uploadId?: string }> = [];
      const users = await fs.readdir(root).catch(() => [] as string[]);
      for (const userId of users) {
        if (!USER_ID.test(userId)) continue;
        const dir = path.join(root, userId);
        const entries = await fs.readdir(dir).catch(() => [] as string[]);
        for (const entry of entries) {
          const entryPath = path.join(dir, entry);
          if (entry === INCOMING) {
            for (const temp of await fs.readdir(entryPath).catch(() => [] as string[])) {
              const tempPath = path.join(entryPath, temp);
              const stat = await fs.stat(tempPath).catch(() => null);
              if (stat && stat.mtime < before) found.push({ path: tempPath, userId });
            }
            continue;
          }
          const stat = await fs.stat(entryPath).catch(() => null);
          if (stat && stat.mtime < before) found.push({ path: entryPath, userId, uploadId: entry });
        }
      }
      return found;
    },

    /** Removes a path `stale` returned (only ever inside the chunk folder). */
    async removeStale(target: string): Promise<void> {
      const relative = path.relative(root, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      await fs.rm(target, { recursive: true, force: true });
    },
  };
}

export type ChunkStore = ReturnType<typeof createChunkStore>;
