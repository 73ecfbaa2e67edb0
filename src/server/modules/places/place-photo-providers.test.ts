import { afterAll, describe, expect, it } from 'vitest';
import { placeImageRoute } from '../../../contract/places.ts';
import { createOutboundGuard } from '../../http/outbound-guard.ts';
import { startFakePlacePhotos } from '../../providers/places/fake-place-photos.ts';
import { createUnsplashProvider } from '../../providers/places/unsplash.ts';
import { createCommonsProvider } from '../../providers/places/wikimedia-commons.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { ProviderRecorder } from '../performance/provider-recorder.ts';

// Unsplash and Wikimedia Commons against a local fake with their documented shapes; the
// internet is never asked.
const fake = await startFakePlacePhotos();
afterAll(() => fake.close());
const { app } = await createTestApp({
  unsplash: { accessKey: fake.accessKey, baseUrl: fake.baseUrl },
  wikimediaCommons: { baseUrl: fake.baseUrl },
  outboundAllowedAddresses: ['127.0.0.1'],
});
const ask = (query: string) =>
  injectRoute(app, placeImageRoute, { params: { query }, remoteAddress: clientAddress() });
const loopback = () => createOutboundGuard({ allowedAddresses: ['127.0.0.1'] });
const since = (count: number) => fake.requests.slice(count);

describe('place photos from Unsplash', () => {
  it("answers the first result's regular URL, credited as Unsplash asks, and caches it", async () => {
    fake.unsplash.set('hotels in porto', [{ id: 'abc123', name: 'Rita Sousa', username: 'ritas' }]);
    const before = fake.requests.length;
    const { status, body } = await ask('hotels in Porto');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: 'https://images.unsplash.com/photo-abc123?ixid=x&w=1080&fit=max',
      source: 'unsplash',
      attribution: {
        name: 'Photo by Rita Sousa on Unsplash',
        url: 'https://unsplash.com/@ritas?utm_source=roamly&utm_medium=referral',
      },
      licence: { name: 'Unsplash License', url: 'https://unsplash.com/license' },
    });
    const [call] = since(before);
    expect(call?.url).toContain('/search/photos?query=hotels+in+Porto');
    expect(call?.headers.authorization).toBe(`Client-ID ${fake.accessKey}`);
    expect(call?.headers['accept-version']).toBe('v1');
    await ask('hotels in porto');
    expect(fake.requests.length).toBe(before + 1);
  });

  it('stops asking for the hour once X-Ratelimit-Remaining reaches 0', async () => {
    let now = 1_000;
    const provider = createUnsplashProvider({
      accessKey: fake.accessKey,
      baseUrl: fake.baseUrl,
      guard: loopback(),
      now: () => now,
    });
    fake.unsplash.set('lisbon hotel lobby', [{ id: 'l1', name: 'Ana', username: 'ana' }]);
    fake.unsplashRemaining = 1;
    expect(await provider.findPhoto('Lisbon hotel lobby', { log: app.log })).not.toBeNull();
    const before = fake.requests.length;
    expect(await provider.findPhoto('Lisbon hotel lobby', { log: app.log })).toBeNull();
    expect(fake.requests.length).toBe(before);
    fake.unsplashRemaining = 50;
    now += 60 * 60 * 1000;
    expect(await provider.findPhoto('Lisbon hotel lobby', { log: app.log })).not.toBeNull();
  });

  it("reports each search to the summary's places provider, refusals as failures", async () => {
    const calls = new ProviderRecorder();
    const options = { baseUrl: fake.baseUrl, guard: loopback(), calls };
    fake.unsplash.set('faro old town', [{ id: 'f1', name: 'Rui', username: 'rui' }]);
    const good = createUnsplashProvider({ ...options, accessKey: fake.accessKey });
    expect(await good.findPhoto('Faro old town', { log: app.log })).not.toBeNull();
    const wrongKey = createUnsplashProvider({ ...options, accessKey: 'wrong' });
    expect(await wrongKey.findPhoto('Faro old town', { log: app.log })).toBeNull();
    const [row] = calls.take().rows;
    expect(row).toMatchObject({ provider: 'places', calls: 2, errors: 1 });
    expect(row!.lastError).toMatch(/^Unsplash answered HTTP 4\d\d$/);
  });

  it('refuses a photo off Unsplash’s image host and a wrong key', async () => {
    const provider = createUnsplashProvider({
      accessKey: 'wrong',
      baseUrl: fake.baseUrl,
      guard: loopback(),
    });
    expect(await provider.findPhoto('hotels in porto', { log: app.log })).toBeNull();
  });
});

describe('place photos from Wikimedia Commons', () => {
  it('answers a licensed bitmap, credited to its artist with its licence', async () => {
    fake.commons.set('sintra pena palace filetype:bitmap', [
      { title: 'File:No licence.jpg', artistHtml: 'Someone', licence: null },
      {
        title: 'File:Pena Palace.jpg',
        artistHtml: '<a href="//commons.wikimedia.org/wiki/User:Jane">Jane Doe</a>',
        licence: 'CC BY-SA 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
      },
    ]);
    const before = fake.requests.length;
    const { body } = await ask('Sintra Pena Palace');
    expect(body).toMatchObject({
      url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Pena_Palace.jpg/1280px-Pena_Palace.jpg',
      source: 'wikimedia',
      attribution: {
        name: 'Photo: Jane Doe, CC BY-SA 4.0, via Wikimedia Commons',
        url: 'https://commons.wikimedia.org/wiki/File%3APena%20Palace.jpg',
      },
      licence: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0' },
    });
    // Unsplash first (nothing there), then Commons with a User-Agent naming the tool.
    const calls = since(before);
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([
      '/search/photos',
      '/w/api.php',
    ]);
    const commons = new URL(calls[1]!.url, 'http://x').searchParams;
    expect(commons.get('generator')).toBe('search');
    expect(commons.get('gsrnamespace')).toBe('6');
    expect(commons.get('prop')).toBe('imageinfo');
    expect(calls[1]?.headers['user-agent']).toMatch(/^Roamly\//);
  });

  it('answers the fallback when neither vendor has a photo', async () => {
    const { body } = await ask('Nowhere In Particular');
    expect(body).toMatchObject({ url: null, source: 'fallback' });
  });

  it('waits out a 429 for its Retry-After', async () => {
    let now = 0;
    const provider = createCommonsProvider({
      baseUrl: fake.baseUrl,
      guard: loopback(),
      now: () => now,
    });
    fake.commons.set('gozo filetype:bitmap', [
      { title: 'File:Gozo.jpg', artistHtml: 'B. W.', licence: 'CC BY-SA 3.0' },
    ]);
    fake.commonsRetryAfter = 30;
    expect(await provider.findPhoto('Gozo', { log: app.log })).toBeNull();
    fake.commonsRetryAfter = null;
    const before = fake.requests.length;
    now = 29_000;
    expect(await provider.findPhoto('Gozo', { log: app.log })).toBeNull();
    expect(fake.requests.length).toBe(before);
    now = 31_000;
    expect((await provider.findPhoto('Gozo', { log: app.log }))?.licence?.name).toBe(
      'CC BY-SA 3.0',
    );
  });

  it('goes through the SSRF guard: a base URL on a private address is refused', async () => {
    const provider = createCommonsProvider({
      baseUrl: fake.baseUrl,
      guard: createOutboundGuard(),
    });
    const before = fake.requests.length;
    expect(await provider.findPhoto('Gozo', { log: app.log })).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});
