import { describe, expect, it } from 'vitest';
import { bundledPhotoUrl, findBundledPhoto } from '../../providers/places/bundled-photos.ts';
import { createTestApp } from '../../test/app.ts';
import { buildDestination, LISBON } from '../../test/page-fixtures.ts';
import { webRootWithIndex } from '../page-head/head-test-helpers.ts';

// A destination tours page (public) hints its hero photo in its own head, for everyone, when the
// photo needs no vendor call to know: the catalogue's image, else the bundled photograph.

const webRoot = await webRootWithIndex();
const { app, database } = await createTestApp({ webRoot });
await buildDestination(database, { ...LISBON, imageUrl: '/uploads/places/lisbon-hero.jpg' });
await buildDestination(database, {
  ...LISBON,
  code: 2988507,
  slug: 'paris',
  name: 'Paris',
  asciiName: 'paris',
  countryCode: 'FR',
});
await buildDestination(database, {
  ...LISBON,
  code: 999_001,
  slug: 'quiet-bay',
  name: 'Quiet Bay',
  asciiName: 'quiet bay',
});

async function imageHints(url: string): Promise<string[]> {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
}

describe("a destination page's hero hint", () => {
  it.each(['/destination/lisbon/excursions', '/destination/lisbon/all', '/destinations/lisbon'])(
    "%s: the catalogue's image, as the hero's <img src>",
    async (url) => {
      expect(await imageHints(url)).toEqual([
        '<link rel="preload" as="image" fetchpriority="high" href="/uploads/places/lisbon-hero.jpg">',
      ]);
    },
  );

  it('a place without a catalogue image: its bundled photograph', async () => {
    const photo = findBundledPhoto('paris', 'FR');
    expect(photo).not.toBeNull();
    expect(await imageHints('/destinations/paris/tours')).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${bundledPhotoUrl(photo!.id)}">`,
    ]);
  });

  it('no hint without a local photo (no vendor is asked), nor on the hotels page', async () => {
    expect(await imageHints('/destination/quiet-bay/excursions')).toEqual([]);
    expect(await imageHints('/destination/lisbon/hotels')).toEqual([]);
  });

  it('/destinations/{place} gets the tours page head, its canonical address the main one', async () => {
    const response = await app.inject({ url: '/destinations/lisbon', headers: { accept: '*/*' } });
    expect(response.body).toContain('<link rel="canonical" href="http://localhost');
    expect(response.body).toContain('/destination/lisbon/excursions"');
  });
});
