import sharp, { type OverlayOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureImage, sceneTags } from './image-stats.ts';

/** A synthetic photo: horizontal bands of colour, top to bottom, as [share of height, colour]. */
async function bands(...parts: [number, string][]): Promise<Buffer> {
  const width = 300;
  const height = 200;
  let top = 0;
  const layers: OverlayOptions[] = [];
  for (const [share, colour] of parts) {
    const h = Math.round(height * share);
    if (h > 0) {
      layers.push({
        input: { create: { width, height: h, channels: 3, background: colour } },
        top,
        left: 0,
      });
    }
    top += h;
  }
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(layers)
    .jpeg()
    .toBuffer();
}

/** Dark frame with a scattering of bright points (street lights). */
async function nightStreet(): Promise<Buffer> {
  const lights = Array.from({ length: 14 }, (_, i) => ({
    input: { create: { width: 10, height: 10, channels: 3 as const, background: '#ffe8a0' } },
    top: 60 + (i % 3) * 40,
    left: 15 + i * 20,
  }));
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b0d1a' } })
    .composite(lights)
    .jpeg()
    .toBuffer();
}

const tagsOf = async (image: Buffer) => sceneTags(await measureImage(image));

describe('scene tags from colour statistics', () => {
  it('blue sky over a deeper sea over sand reads as a beach by the sea under blue sky', async () => {
    const image = await bands([0.4, '#7ec0ee'], [0.3, '#1f6fa3'], [0.3, '#e3cf9f']);
    const stats = await measureImage(image);
    expect(stats.sky).toBeGreaterThan(0.9);
    expect(await tagsOf(image)).toEqual(['beach', 'sea', 'bluesky']);
  });

  it('blue sky that merely continues down the frame is not water', async () => {
    const image = await bands([0.8, '#87ceeb'], [0.2, '#8a8a80']);
    expect(await tagsOf(image)).toEqual(['bluesky']);
  });

  it('a dark frame is night; with bright points, city lights', async () => {
    expect(await tagsOf(await bands([1, '#101018']))).toEqual(['night']);
    expect(await tagsOf(await nightStreet())).toEqual(['night', 'citylights']);
  });

  it('green is nature, mostly green a forest, even when it is dark green', async () => {
    expect(await tagsOf(await bands([0.5, '#dddddd'], [0.5, '#3f8f3a']))).toEqual(['nature']);
    expect(await tagsOf(await bands([1, '#1f4d1c']))).toEqual(['forest', 'nature']);
  });

  it('bright colourless ground is snow', async () => {
    expect(await tagsOf(await bands([0.4, '#6fa8dc'], [0.6, '#f4f6f8']))).toEqual([
      'snow',
      'bluesky',
    ]);
  });

  it('sand under blue sky without water is desert', async () => {
    expect(await tagsOf(await bands([0.4, '#6fa8dc'], [0.6, '#d9b77e']))).toEqual([
      'desert',
      'bluesky',
    ]);
  });

  it('a glowing orange sky over a dark foreground is a sunset', async () => {
    expect(
      await tagsOf(await bands([0.45, '#f39a3c'], [0.2, '#8a4a3a'], [0.35, '#1a1410'])),
    ).toEqual(['sunset']);
  });

  it('orange everywhere (a plate of oranges) is not a sunset, and grey says nothing', async () => {
    expect(await tagsOf(await bands([1, '#f0902a']))).toEqual([]);
    expect(await tagsOf(await bands([1, '#8c8c8c']))).toEqual([]);
  });

  it('refuses undecodable bytes', async () => {
    await expect(measureImage(Buffer.from('not an image'))).rejects.toThrow();
  });
});
