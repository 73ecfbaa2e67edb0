import { PHOTO_CREDITS } from '../../../contract/photo-credits.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hotelImageQueries,
  isMapsImageUrl,
  placeImageRoute,
  placePostsRoute,
} from '../../../contract/places.ts';
import { users } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { BUNDLED_PHOTO_IDS, bundledPhotoUrl } from '../../providers/places/bundled-photos.ts';
import { startFakeGooglePlaces } from '../../providers/places/fake-google-places.ts';
import { createTestApp, clientAddress } from '../../test/app.ts';
import { buildBlock, buildFollow, buildLike, buildPost } from '../../test/content-factories.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { buildDestination, LISBON, PORTUGAL } from '../../test/page-fixtures.ts';
import { excerpt } from './places.service.ts';
import { TtlCache } from './ttl-cache.ts';

const { app, database } = await createTestApp();
await buildDestination(database, LISBON);
await buildDestination(database, PORTUGAL);

const image = (query: string, headers?: Record<string, string>) =>
  injectRoute(app, placeImageRoute, {
    params: { query },
    remoteAddress: clientAddress(),
    ...(headers ? { headers } : {}),
  });

describe('GET /api/places/image/:query without a places provider', () => {
  it('answers no photograph, with what the fallback draws, for a place no photo shows', async () => {
    const nowhere = await image('Nowhere Special');
    expect(nowhere.status).toBe(200);
    expect(nowhere.body).toEqual({
      url: null,
      source: 'fallback',
      attribution: null,
      licence: null,
      place: { name: 'Nowhere Special', country: null, region: null, category: null },
    });
    // Portugal's capital: no photograph of Lisbon exists, so none of elsewhere in Portugal.
    expect((await image('Lisbon')).body).toMatchObject({
      url: null,
      source: 'fallback',
      place: { name: 'Lisbon', country: 'Portugal', region: 'Europe', category: 'city' },
    });
    expect((await image('Portugal')).body).toMatchObject({
      url: null,
      place: { name: 'Portugal', country: null, region: 'Europe', category: 'country' },
    });
  });

  it('answers the bundled photograph of exactly the place, credited with its licence', async () => {
    const { body } = await image('Eiffel Tower');
    expect(body).toEqual({
      url: '/photos/eiffel-tower-640.webp',
      source: 'bundled',
      attribution: {
        name: 'Photo: Tognopop, public domain, via GCompris · Public domain',
        url: '/about',
      },
      licence: { name: 'Public domain', url: '/about' },
      place: { name: 'Eiffel Tower', country: null, region: null, category: null },
    });
    const shared = await image('Taj Mahal');
    expect(shared.body.attribution?.name).toBe(
      'Photo: Yann, CC BY-SA 4.0, via GCompris · CC-BY-SA-4.0',
    );
    expect((await image('Avignon, France')).body.url).toBe(
      '/photos/avignon-palais-des-papes-640.webp',
    );
    expect((await image('Avignon, Spain')).body.url).toBeNull();
  });

  it('never gives a namesake in another country the photograph (Paris, Texas)', async () => {
    await buildDestination(database, {
      code: 4717560,
      slug: 'paris',
      name: 'Paris',
      asciiName: 'paris',
      type: 'city',
      countryCode: 'US',
      latitude: 33.66,
      longitude: -95.55,
      population: 24_782,
    });
    const { body } = await image('Paris');
    expect(body.url).toBeNull();
    expect(body.place).toMatchObject({ name: 'Paris', country: 'United States', category: 'city' });
  });

  it('every bundled photograph is a credited manifest photo with its card rendition', () => {
    const credited = new Set(PHOTO_CREDITS.map((photo) => photo.id));
    for (const id of BUNDLED_PHOTO_IDS) {
      expect(credited.has(id), `${id} credited on /about`).toBe(true);
      expect(fs.existsSync(path.join('public', bundledPhotoUrl(id))), id).toBe(true);
    }
  });

  it('prefers the most liked public member photo taken at the place', async () => {
    const author = await buildUser(database, { firstName: 'Rita', lastName: 'Sousa' });
    const liker = await buildUser(database);
    const liked = await buildPost(database, {
      userId: author.id,
      location: 'Porto, Portugal',
      imageUrl: '/uploads/media/porto-liked-display.jpg',
    });
    await buildPost(database, {
      userId: author.id,
      location: 'Porto, Portugal',
      imageUrl: '/uploads/media/porto-plain-display.jpg',
    });
    await buildLike(database, { postId: liked.id, userId: liker.id });
    const { body } = await image('Porto');
    expect(body).toMatchObject({
      url: '/uploads/media/porto-liked-display.jpg',
      source: 'member',
      attribution: { name: 'Photo: Rita Sousa', url: `/posts/${liked.id}` },
      licence: null,
    });
  });

  it('credits a bundled photo in a demo post to its real author, not the member', async () => {
    // Churchill has no bundled photo of its own: the member's post is the best photo there.
    const author = await buildUser(database, { firstName: 'Priya', lastName: 'Raman' });
    await buildPost(database, {
      userId: author.id,
      location: 'Churchill, Manitoba, Canada',
      imageUrl: '/uploads/demo/photos/polar-bear-snow.webp',
    });
    const { body } = await image('Churchill');
    expect(body).toMatchObject({
      url: '/uploads/demo/photos/polar-bear-snow.webp',
      source: 'member',
      attribution: {
        name: 'Photo: anonymous, public domain, via GCompris · Public domain',
        url: '/about',
      },
      licence: { name: 'Public domain', url: '/about' },
    });
  });

  it('never uses a photo that is not public, from a hidden profile or hidden location', async () => {
    const author = await buildUser(database);
    await buildPost(database, {
      userId: author.id,
      location: 'Braga, Portugal',
      imageUrl: '/uploads/media/braga-followers.jpg',
      privacy: 'followers',
    });
    const privateProfile = await buildUser(database, {
      privacySettings: {
        profileVisibility: false,
        showLocation: true,
        allowMessages: true,
        showOnlineStatus: true,
      },
    });
    await buildPost(database, {
      userId: privateProfile.id,
      location: 'Braga, Portugal',
      imageUrl: '/uploads/media/braga-private-profile.jpg',
    });
    const hiddenLocation = await buildUser(database, {
      privacySettings: {
        profileVisibility: true,
        showLocation: false,
        allowMessages: true,
        showOnlineStatus: true,
      },
    });
    await buildPost(database, {
      userId: hiddenLocation.id,
      location: 'Braga, Portugal',
      imageUrl: '/uploads/media/braga-hidden-location.jpg',
    });
    const suspended = await buildUser(database);
    await buildPost(database, {
      userId: suspended.id,
      location: 'Braga',
      imageUrl: '/uploads/media/braga-suspended.jpg',
    });
    await database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.id));
    await buildPost(database, {
      userId: author.id,
      location: 'Braga',
      imageUrl: 'https://example.com/remote.jpg',
    });
    const { body } = await image('Braga');
    expect(body.source).toBe('fallback');
  });

  it("uses the catalogue's own image of a destination first", async () => {
    await buildDestination(database, {
      code: 3117735,
      slug: 'madrid',
      name: 'Madrid',
      asciiName: 'madrid',
      type: 'city',
      countryCode: 'ES',
      latitude: 40.4165,
      longitude: -3.70256,
      population: 3_255_944,
      imageUrl: '/uploads/destinations/madrid.jpg',
    });
    const { body } = await image('Madrid');
    expect(body).toMatchObject({
      url: '/uploads/destinations/madrid.jpg',
      source: 'catalogue',
      attribution: null,
    });
  });

  it("understands the catalogue's labels ('Coimbra, Portugal')", async () => {
    await buildDestination(database, {
      code: 2740637,
      slug: 'coimbra',
      name: 'Coimbra',
      asciiName: 'coimbra',
      type: 'city',
      countryCode: 'PT',
      latitude: 40.20564,
      longitude: -8.41955,
      population: 106_582,
    });
    const author = await buildUser(database, { firstName: 'Marta', lastName: 'Lopes' });
    const post = await buildPost(database, {
      userId: author.id,
      location: 'Coimbra',
      imageUrl: '/uploads/media/coimbra-label.jpg',
    });
    const { body } = await image('Coimbra, Portugal');
    expect(body).toMatchObject({ source: 'member', url: '/uploads/media/coimbra-label.jpg' });
    expect(body.attribution?.url).toBe(`/posts/${post.id}`);
    // A label whose country disagrees is not this Coimbra.
    expect((await image('Coimbra, Brazil')).body.source).toBe('fallback');
  });

  it('redirects an image load (<img src>) to the picture, or answers 404 without one', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const { response } = await image('Machu Picchu', { accept });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/photos/machu-picchu-640.webp');
    const none = await image('Nowhere Special', { accept });
    expect(none.status).toBe(404);
    expect(none.message).toBe('No photograph of this place yet');
    const json = await image('Nowhere Special', { accept: 'application/json' });
    expect(json.status).toBe(200);
  });

  it('refuses a query shorter than 2 or longer than 100 characters', async () => {
    expect((await image('x')).status).toBe(400);
    const long = await image('a'.repeat(101));
    expect(long.status).toBe(414);
    expect(long.message).toBeTruthy();
    expect((await image('a'.repeat(100))).status).toBe(200);
  });
});

describe('GET /api/places/image/:query with Google Places', async () => {
  const fake = await startFakeGooglePlaces();
  afterAll(() => fake.close());
  const google = await createTestApp({
    googlePlaces: { apiKey: fake.apiKey, baseUrl: fake.baseUrl },
  });
  const ask = (query: string) =>
    injectRoute(google.app, placeImageRoute, { params: { query }, remoteAddress: clientAddress() });

  it('answers the first photo of the text search, with its author, and caches it', async () => {
    fake.places.set('lisbon', [
      {
        id: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ',
        photos: [{ reference: 'AXCi2Q6abc', author: 'Ana M.' }],
      },
    ]);
    const before = fake.requests.length;
    const { status, body } = await ask('Lisbon');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: 'https://lh3.googleusercontent.com/places/AXCi2Q6abc=s1600-w1600',
      source: 'google',
      attribution: { name: 'Ana M.', url: 'https://maps.google.com/maps/contrib/1234567890' },
      licence: null,
    });
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/v1/places:searchText',
      fieldMask: 'places.id,places.photos',
      body: { textQuery: 'Lisbon' },
    });
    expect(calls[1]?.url).toBe(
      '/v1/places/ChIJO_PkYRozGQ0R0DaQ5L3rAAQ/photos/AXCi2Q6abc/media?maxWidthPx=1600&skipHttpRedirect=true',
    );
    expect(calls.some((call) => call.url.includes(fake.apiKey))).toBe(false);
    await ask('lisbon');
    expect(fake.requests.length).toBe(before + 2);
  });

  it('tries every hotel query of the spec in turn; only Google image hosts are accepted', async () => {
    const queries = hotelImageQueries('Porto');
    expect(queries).toEqual([
      'luxury hotels Porto',
      'Porto hotel lobby',
      'Porto hotels',
      'hotels in Porto',
    ]);
    fake.places.set('porto hotels', [{ id: 'p1', photos: [{ reference: 'r1' }] }]);
    expect((await ask(queries[0] ?? '')).body.source).toBe('fallback');
    const found = await ask(queries[2] ?? '');
    expect(found.body.source).toBe('google');
    expect(isMapsImageUrl(found.body.url ?? '')).toBe(true);
  });

  it('falls back when Google answers a URL off its image hosts', async () => {
    fake.places.set('evil', [{ id: 'e1', photos: [{ reference: 'r2' }] }]);
    const original = fake.photoUri;
    fake.photoUri = () => 'https://evil.example.com/photo.jpg';
    try {
      const { body } = await ask('Evil');
      expect(body.source).toBe('fallback');
    } finally {
      fake.photoUri = original;
    }
  });

  it('falls back when Google refuses (a bad key, quota)', async () => {
    fake.places.set('kyoto', [{ id: 'k1', photos: [{ reference: 'r3' }] }]);
    fake.failWith = 429;
    try {
      const { status, body } = await ask('Kyoto');
      expect(status).toBe(200);
      expect(body.source).toBe('fallback');
    } finally {
      fake.failWith = null;
    }
  });

  it('skips places without photos and photo names of an unexpected shape', async () => {
    fake.places.set('oslo', [
      { id: 'o1', photos: [] },
      { id: 'o2', photos: [{ reference: 'good_ref-1' }] },
    ]);
    expect((await ask('Oslo')).body.url).toContain('good_ref-1');
  });
});

describe('GET /api/destination-posts/:location', () => {
  it('lists photo posts at the place the viewer may see, most liked first', async () => {
    const author = await buildUser(database, { firstName: 'Joana', lastName: 'Reis' });
    const { user: viewer, cookie } = await buildMember(database);
    const stranger = await buildUser(database);
    const top = await buildPost(database, {
      userId: author.id,
      content: 'Tram 28 at golden hour '.repeat(10),
      location: 'Lisbon, Portugal',
      imageUrl: '/uploads/media/tram.jpg',
    });
    await buildLike(database, { postId: top.id, userId: stranger.id });
    const second = await buildPost(database, {
      userId: author.id,
      content: 'Pastéis de nata',
      location: 'Lisbon',
      imageUrl: '/uploads/media/nata.jpg',
    });
    const followersOnly = await buildPost(database, {
      userId: author.id,
      content: 'For my followers',
      location: 'Lisbon, Portugal',
      imageUrl: '/uploads/media/followers.jpg',
      privacy: 'followers',
    });
    await buildPost(database, {
      userId: author.id,
      content: 'No photo',
      location: 'Lisbon, Portugal',
    });
    await buildPost(database, {
      userId: author.id,
      content: 'Elsewhere',
      location: 'Lisbon Falls, USA',
      imageUrl: '/uploads/media/elsewhere.jpg',
    });

    const visitor = await injectRoute(app, placePostsRoute, {
      params: { location: 'lisbon' },
      remoteAddress: clientAddress(),
    });
    expect(visitor.status).toBe(200);
    expect(visitor.body.items.map((item) => item.id)).toEqual([top.id, second.id]);
    const first = visitor.body.items[0];
    expect(first?.author).toEqual({
      id: author.id,
      firstName: 'Joana',
      lastName: 'Reis',
      profileImageUrl: null,
    });
    expect(first?.excerpt.length).toBeLessThanOrEqual(140);
    expect(first?.excerpt.endsWith('…')).toBe(true);
    expect(first?.likesCount).toBe(1);

    await buildFollow(database, { followerId: viewer.id, followingId: author.id });
    const follower = await injectRoute(app, placePostsRoute, {
      params: { location: 'lisbon' },
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(follower.body.items.map((item) => item.id)).toContain(followersOnly.id);

    await buildBlock(database, { blockerId: author.id, blockedId: viewer.id });
    const blocked = await injectRoute(app, placePostsRoute, {
      params: { location: 'lisbon' },
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(blocked.body.items).toEqual([]);
  });

  it("a country's page gathers posts of its cities", async () => {
    const author = await buildUser(database);
    const post = await buildPost(database, {
      userId: author.id,
      location: 'Sintra, Portugal',
      imageUrl: '/uploads/media/sintra.jpg',
    });
    const { body } = await injectRoute(app, placePostsRoute, {
      params: { location: 'Portugal' },
      query: { limit: 24 },
      remoteAddress: clientAddress(),
    });
    expect(body.items.map((item) => item.id)).toContain(post.id);
  });

  it('refuses a limit above 24', async () => {
    const { status, message } = await injectRoute(app, placePostsRoute, {
      params: { location: 'lisbon' },
      query: { limit: 50 },
      remoteAddress: clientAddress(),
    });
    expect(status).toBe(400);
    expect(message).toBe('Limit must be at most 24');
  });
});

describe('place helpers', () => {
  it('excerpt cuts at a word with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('word '.repeat(60), 20)).toBe('word word word word…');
  });

  it('TtlCache expires entries and drops the oldest past its size', () => {
    let now = 0;
    const cache = new TtlCache<number>(2, () => now);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 101;
    expect(cache.get('a')).toBeUndefined();
  });

  it('isMapsImageUrl accepts only https on the image hosts', () => {
    expect(isMapsImageUrl('https://lh3.googleusercontent.com/p/x')).toBe(true);
    expect(isMapsImageUrl('http://lh3.googleusercontent.com/p/x')).toBe(false);
    expect(isMapsImageUrl('https://lh3.googleusercontent.com.evil.com/p')).toBe(false);
    expect(isMapsImageUrl('/photos/x.webp')).toBe(false);
  });
});
