/**
 * Generates the demo world's pictures locally (no network): SVG scenes and avatars rendered to
 * JPEG by sharp and written through the Storage provider. Output is deterministic, so files
 * already in storage are reused and a re-seed only pays for what is missing.
 */
import sharp from 'sharp';
import { UPLOADS_PREFIX } from '../../contract/media.ts';
import { avatarSvg } from './avatar-svg.ts';
import { mapBounded } from './bounded.ts';
import { DEMO_PLACES, type DemoPost, type DemoTraveller } from './demo-world.ts';
import { sceneSvg } from './scene-svg.ts';

/**
 * What the seed needs of the server's Storage provider (which satisfies it as it is); declared
 * here because src/db sits below the server and may not import it.
 */
export type SeedStorage = {
  /** Writes the object and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ body: { destroy(): void } } | null>;
};

export const POST_IMAGE_SIZE = { width: 1200, height: 900 } as const;
export const COVER_IMAGE_SIZE = { width: 1500, height: 500 } as const;
export const AVATAR_IMAGE_SIZE = 256;
/** Two cores: one encode per core keeps the machine responsive during first start. */
const DEFAULT_CONCURRENCY = 2;

type ImageJob = { key: string; svg: () => string };

export type DemoImages = {
  avatars: Map<string, string>;
  covers: Map<string, string>;
  posts: Map<string, string>;
  generated: number;
  reused: number;
};

export const avatarKey = (travellerKey: string) => `demo/avatars/${travellerKey}.jpg`;
export const coverKey = (travellerKey: string) => `demo/covers/${travellerKey}.jpg`;
export const postImageKey = (slug: string) => `demo/posts/${slug}.jpg`;

function initialsOf(traveller: DemoTraveller): string {
  return `${traveller.firstName[0] ?? ''}${traveller.lastName[0] ?? ''}`.toUpperCase();
}

/** Renders an SVG document to a small progressive JPEG (mozjpeg, quality 78). */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

async function exists(storage: SeedStorage, key: string): Promise<boolean> {
  const found = await storage.get(key);
  // Only the existence matters; close the stream so no file handle leaks.
  found?.body.destroy();
  return found !== null;
}

export async function generateDemoImages(options: {
  storage: SeedStorage;
  travellers: readonly DemoTraveller[];
  posts: readonly DemoPost[];
  concurrency?: number;
}): Promise<DemoImages> {
  const { storage, travellers, posts } = options;
  const avatars = new Map<string, string>();
  const covers = new Map<string, string>();
  const postImages = new Map<string, string>();
  const jobs: (ImageJob & { into: Map<string, string>; id: string })[] = [];
  for (const traveller of travellers) {
    jobs.push({
      key: avatarKey(traveller.key),
      into: avatars,
      id: traveller.key,
      svg: () =>
        avatarSvg({
          initials: initialsOf(traveller),
          colours: traveller.avatarColours,
          size: AVATAR_IMAGE_SIZE,
        }),
    });
    jobs.push({
      key: coverKey(traveller.key),
      into: covers,
      id: traveller.key,
      svg: () =>
        sceneSvg({
          ...DEMO_PLACES[traveller.cover.place],
          time: traveller.cover.time,
          seed: `cover:${traveller.key}`,
          ...COVER_IMAGE_SIZE,
        }),
    });
  }
  for (const post of posts) {
    jobs.push({
      key: postImageKey(post.slug),
      into: postImages,
      id: post.slug,
      svg: () =>
        sceneSvg({
          ...DEMO_PLACES[post.place],
          time: post.time,
          seed: `post:${post.slug}`,
          ...POST_IMAGE_SIZE,
        }),
    });
  }
  let generated = 0;
  let reused = 0;
  await mapBounded(jobs, options.concurrency ?? DEFAULT_CONCURRENCY, async (job) => {
    let url = `${UPLOADS_PREFIX}${job.key}`;
    if (await exists(storage, job.key)) {
      reused += 1;
    } else {
      url = await storage.put(job.key, await renderJpeg(job.svg()), 'image/jpeg');
      generated += 1;
    }
    job.into.set(job.id, url);
  });
  return { avatars, covers, posts: postImages, generated, reused };
}
