/**
 * Puts the demo world's photographs into storage: the committed WebP renditions of the bundled,
 * freely licensed photos (public/photos, credited on /about), one object per photo, shared by every
 * post and cover that shows it. Files already in storage are reused, so a re-seed only copies what
 * is missing. Each photo's size and blur-up placeholder are read too, so the demo posts carry the
 * same media items as uploaded ones. No network and no ../shared folder are needed.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { UPLOADS_PREFIX } from '../../contract/media.ts';
import { demoPhotoKey } from '../../contract/photo-credits.ts';
import { encodePlaceholder } from '../../lib/media-placeholder.ts';
import { mapBounded } from './bounded.ts';
import type { PhotoPlaceId } from '../../contract/photo-places.ts';
import type { DemoPost, DemoTraveller } from './demo-world.ts';

/**
 * What the seed needs of the server's Storage provider (which satisfies it as it is); declared
 * here because src/db sits below the server and may not import it.
 */
export type SeedStorage = {
  /** Writes the object and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ body: { destroy(): void } } | null>;
};

/** The rendition the seed stores: the largest committed one a post needs (1600, else 960 px). */
export const DEMO_PHOTO_WIDTHS = [1600, 960] as const;
/** The smallest committed rendition: plenty for a ~20 px placeholder, and quick to decode. */
const PLACEHOLDER_SOURCE_WIDTH = 160;
/** Reading files is cheap; two at a time keeps the first start responsive. */
const DEFAULT_CONCURRENCY = 2;

/** What a post's media item says of a stored photo besides its URL. */
export type DemoPhotoLook = { width: number; height: number; placeholder: string | null };

export type DemoImages = {
  /** Stored URL of each photo, by photo id. */
  photos: Map<string, string>;
  /** The stored rendition's size and its blur-up placeholder, by photo id. */
  looks: Map<string, DemoPhotoLook>;
  generated: number;
  reused: number;
};

/** public/photos of the project: found from this file whether it runs from src/ or dist/. */
export function defaultPhotosDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'public', 'photos');
}

/** The committed file the seed stores for a photo. */
export function demoPhotoFile(photosDir: string, id: string): string {
  for (const width of DEMO_PHOTO_WIDTHS) {
    const file = path.join(photosDir, `${id}-${width}.webp`);
    if (existsSync(file)) return file;
  }
  throw new Error(`Demo data: public/photos has no 960 or 1600 px WebP of ${id}`);
}

/** The stored rendition's size (its header only) and a placeholder from the smallest one. */
export async function demoPhotoLook(
  photosDir: string,
  id: string,
  stored: string,
): Promise<DemoPhotoLook> {
  const { width, height } = await sharp(stored).metadata();
  const small = path.join(photosDir, `${id}-${PLACEHOLDER_SOURCE_WIDTH}.webp`);
  const placeholder = await encodePlaceholder(sharp(existsSync(small) ? small : stored));
  return { width, height, placeholder };
}

async function exists(storage: SeedStorage, key: string): Promise<boolean> {
  const found = await storage.get(key);
  // Only the existence matters; close the stream so no file handle leaks.
  found?.body.destroy();
  return found !== null;
}

/** Every photo the demo world shows: its posts' photos and the travellers' covers. */
export function demoPhotoIds(
  travellers: readonly DemoTraveller[],
  posts: readonly DemoPost[],
): PhotoPlaceId[] {
  const ids = new Set<PhotoPlaceId>(posts.map((post) => post.photo));
  for (const traveller of travellers) if (traveller.cover) ids.add(traveller.cover);
  return [...ids];
}

export async function storeDemoPhotos(options: {
  storage: SeedStorage;
  travellers: readonly DemoTraveller[];
  posts: readonly DemoPost[];
  photosDir?: string;
  concurrency?: number;
}): Promise<DemoImages> {
  const { storage } = options;
  const photosDir = options.photosDir ?? defaultPhotosDir();
  const ids = demoPhotoIds(options.travellers, options.posts);
  // Fail before writing anything when a rendition is missing.
  const files = new Map(ids.map((id) => [id, demoPhotoFile(photosDir, id)]));
  const photos = new Map<string, string>();
  const looks = new Map<string, DemoPhotoLook>();
  let generated = 0;
  let reused = 0;
  await mapBounded(ids, options.concurrency ?? DEFAULT_CONCURRENCY, async (id) => {
    const key = demoPhotoKey(id);
    let url = `${UPLOADS_PREFIX}${key}`;
    if (await exists(storage, key)) {
      reused += 1;
    } else {
      url = await storage.put(key, await readFile(files.get(id) as string), 'image/webp');
      generated += 1;
    }
    photos.set(id, url);
    looks.set(id, await demoPhotoLook(photosDir, id, files.get(id) as string));
  });
  return { photos, looks, generated, reused };
}
