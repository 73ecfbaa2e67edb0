import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded.ts';
import { DEMO_POSTS, DEMO_TRAVELLERS } from './demo-world.ts';
import { demoPhotoIds, storeDemoPhotos, type SeedStorage } from './images.ts';

/**
 * How much fine detail an image has, from 0 to about 2.5. A photograph has texture (stone, leaves,
 * water, crowds) over most of the frame; a flat illustration is large areas of one colour or a
 * smooth gradient with clean edges between them. At 480×360 in grey, a pixel is "busy" when it
 * differs from its right and lower neighbours by more than 3 levels; over 30 px tiles the score adds
 * the mean busy share, the upper-quartile tile's share and the share of tiles that are mostly busy.
 * Measured on this repository: the demo photos score 0.658 (the underwater dolphin) and up; the
 * 190 scenes of the old illustration generator scored 0.13–0.630. The margin is thin because those
 * scenes drew many small shapes; a plain flat picture scores far lower (the control below).
 */
async function detailScore(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: 480, height: 360, fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const TILE = 30;
  const tiles: number[] = [];
  for (let top = 0; top + TILE <= height; top += TILE) {
    for (let left = 0; left + TILE <= width; left += TILE) {
      let busy = 0;
      for (let y = top; y < top + TILE; y++) {
        for (let x = left; x < left + TILE; x++) {
          const i = y * width + x;
          const right = Math.abs(data[i]! - data[i + 1]!);
          const below = Math.abs(data[i]! - (data[i + width] ?? data[i]!));
          if (right + below > 3) busy += 1;
        }
      }
      tiles.push(busy / (TILE * TILE));
    }
  }
  const sorted = [...tiles].sort((a, b) => a - b);
  const mean = tiles.reduce((sum, share) => sum + share, 0) / tiles.length;
  const upperQuartile = sorted[Math.floor(sorted.length * 0.75)]!;
  const mostlyBusy = tiles.filter((share) => share > 0.5).length / tiles.length;
  return mean + upperQuartile + mostlyBusy;
}

/** Below this an image is an illustration, not a photograph. */
const PHOTOGRAPH_DETAIL = 0.645;

/** A flat illustration like the ones the seed used to paint: sky gradient, sun, hills, sea. */
const FLAT_SCENE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ff9a62"/><stop offset="1" stop-color="#ffd9a0"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="860" cy="300" r="90" fill="#fff3c4"/>
  <polygon points="0,560 220,330 430,520 640,290 900,540 1200,380 1200,900 0,900" fill="#6b5a8e"/>
  <polygon points="0,680 300,560 620,660 980,540 1200,620 1200,900 0,900" fill="#3f6b45"/>
  <rect y="760" width="1200" height="140" fill="#2a6f9a"/>
  <rect x="140" y="600" width="60" height="90" fill="#e8d2b0"/><polygon points="130,600 170,560 210,600" fill="#b5523b"/>
</svg>`;

/** Storage in memory: what the seed writes, by key. */
function memoryStorage(): SeedStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    async put(key, body) {
      objects.set(key, body);
      return `/uploads/${key}`;
    },
    async get(key) {
      return objects.has(key) ? { body: { destroy() {} } } : null;
    },
  };
}

describe('demo photos', () => {
  it('gives each traveller a cover from their own posts, or none', () => {
    for (const traveller of DEMO_TRAVELLERS) {
      if (!traveller.cover) continue;
      const own = DEMO_POSTS.filter((post) => post.author === traveller.key);
      expect(
        own.map((post) => post.photo),
        traveller.key,
      ).toContain(traveller.cover);
    }
  });

  it('stores photographs, never flat illustrations', async () => {
    const storage = memoryStorage();
    const stored = await storeDemoPhotos({
      storage,
      travellers: DEMO_TRAVELLERS,
      posts: DEMO_POSTS,
    });
    expect(stored.photos.size).toBe(demoPhotoIds(DEMO_TRAVELLERS, DEMO_POSTS).length);
    expect(storage.objects.size).toBe(stored.photos.size);
    for (const [key, body] of storage.objects) {
      expect(await detailScore(body), key).toBeGreaterThanOrEqual(PHOTOGRAPH_DETAIL);
    }
  }, 60_000);

  it('measures a flat illustration as one', async () => {
    const flat = await sharp(Buffer.from(FLAT_SCENE)).jpeg({ quality: 78 }).toBuffer();
    expect(await detailScore(flat)).toBeLessThan(PHOTOGRAPH_DETAIL / 2);
  });
});

describe('demo data', () => {
  it('uses unique post slugs and traveller e-mails', () => {
    const slugs = DEMO_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    const emails = DEMO_TRAVELLERS.map((t) => t.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('mapBounded', () => {
  it('keeps at most `limit` tasks in flight and returns results in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapBounded([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
  });
});
