import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarSvg } from './avatar-svg.ts';
import { mapBounded } from './bounded.ts';
import { DEMO_PLACES, DEMO_POSTS, DEMO_TRAVELLERS } from './demo-world.ts';
import { renderJpeg } from './images.ts';
import { sceneSvg, SKIES, type SceneKind, type TimeOfDay } from './scene-svg.ts';

const KINDS: SceneKind[] = [
  'beach',
  'mountain',
  'city',
  'desert',
  'forest',
  'lake',
  'hills',
  'savanna',
];

describe('demo scenes', () => {
  it('are deterministic for a seed and differ between seeds', () => {
    const options = { ...DEMO_PLACES.kyoto, time: 'dusk' as const, width: 1200, height: 900 };
    expect(sceneSvg({ ...options, seed: 'a' })).toBe(sceneSvg({ ...options, seed: 'a' }));
    expect(sceneSvg({ ...options, seed: 'a' })).not.toBe(sceneSvg({ ...options, seed: 'b' }));
  });

  it.each(KINDS)('render a %s scene to a small 1200x900 JPEG', async (kind) => {
    const place = Object.values(DEMO_PLACES).find((p) => p.kind === kind);
    const times = Object.keys(SKIES) as TimeOfDay[];
    const jpeg = await renderJpeg(
      sceneSvg({
        ...place!,
        time: times[KINDS.indexOf(kind) % times.length]!,
        seed: kind,
        width: 1200,
        height: 900,
      }),
    );
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 900]);
    expect(jpeg.length).toBeLessThan(150 * 1024);
  });

  it('render avatars with the initials as text', async () => {
    const svg = avatarSvg({ initials: 'JE', colours: ['#ff8a5b', '#c2418f'], size: 256 });
    expect(svg).toContain('>JE</text>');
    const meta = await sharp(await renderJpeg(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
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
