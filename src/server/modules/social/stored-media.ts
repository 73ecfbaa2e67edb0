import { UPLOADS_PREFIX } from '../../../contract/media.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** Largest stored file a campaign reads into memory (photos to compose, media to upload). */
export const STORED_READ_MAX_BYTES = 40 * 1024 * 1024;

/** The storage key of a public /uploads/ URL, or null for anything else. */
export function storageKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length).replace(/^\/+/, '');
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? key : null;
}

/** A stored file's bytes (bounded); throws when it is missing or too large. */
export async function readStored(storage: Storage, url: string): Promise<Buffer> {
  const key = storageKeyOf(url);
  if (!key) throw new Error(`not a stored file: ${url}`);
  const found = await storage.get(key);
  if (!found) throw new Error(`stored file missing: ${url}`);
  if (found.size > STORED_READ_MAX_BYTES) {
    found.body.destroy();
    throw new Error(`stored file too large: ${url}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
