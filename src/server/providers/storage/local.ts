import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, UPLOADS_PREFIX, type Storage } from './storage.ts';

/**
 * Files on local disk under DATA_DIR/uploads. Writes go to a temporary name first and are renamed
 * into place, so a failed upload never leaves a half-written file behind.
 */
export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    kind: 'local',
    async put(key, body, _contentType) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${crypto.randomUUID()}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return `${UPLOADS_PREFIX}${key}`;
    },
    async get(key, range) {
      const target = resolve(key);
      const stat = await fs.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(target, range), size: stat.size };
    },
    async stat(key) {
      const stat = await fs.stat(resolve(key)).catch(() => null);
      return stat?.isFile() ? { size: stat.size } : null;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    localPath(key) {
      return resolve(key);
    },
  };
}
