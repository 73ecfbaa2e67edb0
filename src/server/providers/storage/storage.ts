import type { Readable } from 'node:stream';

/** Where uploaded and generated media live; URLs handed to clients always start with /uploads/. */
export type Storage = {
  kind: string;
  /** Writes the whole stream under `key` (e.g. "demo/kyoto-1.jpg") and returns its public URL. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<string>;
  /**
   * A stream of the stored object, or null when it does not exist. With `range` (inclusive byte
   * offsets, already checked against the size) only those bytes; `size` is always the whole
   * object's.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** The object's size, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes an object; missing objects are ignored. */
  remove(key: string): Promise<void>;
  /**
   * The object's path on this machine when the storage is a local folder (tools such as ffmpeg
   * and sharp then read it in place); absent for remote storage, where callers download a copy.
   */
  localPath?(key: string): string;
};

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

// The public URL prefix of stored objects is part of the contract (the seed and web use it too).
export { UPLOADS_PREFIX } from '../../../contract/media.ts';

/**
 * Keys under this prefix hold files as received (photos before their metadata is stripped):
 * `/uploads/*` never serves them.
 */
export const PRIVATE_PREFIX = 'private/';

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
