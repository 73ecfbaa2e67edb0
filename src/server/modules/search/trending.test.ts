import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../../contract/settings.ts';
import { trendingDestinationsRoute } from '../../../contract/search.ts';
import { createTestApp } from '../../test/app.ts';
import { buildBlock, buildPost, daysAgo } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { clearTrendingCache, TRENDING_CACHE_MS } from './trending.service.ts';

const { app, database } = await createTestApp();
const post = async (values: Parameters<typeof buildPost>[1]) =>
  (await buildPost(database, values)).id;

const trending = (cookie: string | undefined, limit?: number) =>
  injectRoute(app, trendingDestinationsRoute, {
    cookie,
    ...(limit === undefined ? {} : { query: { limit } }),
  });

const viewer = await buildMember(database, { firstName: 'Vera', lastName: 'Lind' });
const author = await buildMember(database, { firstName: 'Ari', lastName: 'Lund' });
const other = await buildMember(database, { firstName: 'Oli', lastName: 'Berg' });

describe('GET /api/trending/destinations', () => {
  it('answers 401 to nobody signed in', async () => {
    expect((await trending(undefined)).status).toBe(401);
  });

  it('is an empty list while no recent public post names a place', async () => {
    await post({ userId: author.user.id, content: 'No place named' });
    const response = await trending(viewer.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('counts places in public posts of the last 30 days, case-insensitively, most named first', async () => {
    const place = (location: string, extra: Partial<Parameters<typeof buildPost>[1]> = {}) =>
      post({ userId: author.user.id, location, ...extra });
    await place('Bali, Indonesia', { imageUrl: '/uploads/bali-old.jpg', createdAt: daysAgo(3) });
    await place('bali, indonesia', { imageUrl: '/uploads/bali-new.jpg', createdAt: daysAgo(1) });
    await place('Bali, Indonesia');
    await place('Kyoto, Japan');
    await place('Kyoto, Japan');
    await place('Swiss Alps');
    // None of these count: too old, not public, or from members others cannot see.
    await place('Swiss Alps', { createdAt: daysAgo(31) });
    await place('Swiss Alps', { createdAt: daysAgo(45) });
    await place('Oslo, Norway', { privacy: 'followers' });
    await place('Oslo, Norway', { privacy: 'private' });
    const hiddenProfile = await buildMember(database, {
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false },
    });
    const hiddenLocation = await buildMember(database, {
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showLocation: false },
    });
    const suspended = await buildMember(database, { suspendedAt: new Date() });
    for (const member of [hiddenProfile, hiddenLocation, suspended]) {
      await post({ userId: member.user.id, location: 'Oslo, Norway' });
    }
    clearTrendingCache(database.db);

    const response = await trending(viewer.cookie, 10);
    expect(response.body).toEqual([
      { name: 'Bali, Indonesia', postsCount: 3, imageUrl: '/uploads/bali-new.jpg' },
      { name: 'Kyoto, Japan', postsCount: 2, imageUrl: null },
      { name: 'Swiss Alps', postsCount: 1, imageUrl: null },
    ]);
    const top = await trending(viewer.cookie);
    expect(top.body).toHaveLength(3);
    expect((await trending(viewer.cookie, 1)).body.map((row) => row.name)).toEqual([
      'Bali, Indonesia',
    ]);
  });

  it('never shows the image of a member across a block', async () => {
    await post({
      userId: other.user.id,
      location: 'Bali, Indonesia',
      imageUrl: '/uploads/bali-other.jpg',
    });
    clearTrendingCache(database.db);
    const first = async (cookie: string) => (await trending(cookie)).body[0];
    expect(await first(viewer.cookie)).toMatchObject({ imageUrl: '/uploads/bali-other.jpg' });
    await buildBlock(database, { blockerId: viewer.user.id, blockedId: other.user.id });
    expect(await first(viewer.cookie)).toMatchObject({
      postsCount: 4,
      imageUrl: '/uploads/bali-new.jpg',
    });
    // The other way round too: a member Oli blocked does not see Oli's photo.
    const blockedByOther = await buildMember(database);
    await buildBlock(database, { blockerId: other.user.id, blockedId: blockedByOther.user.id });
    expect(await first(blockedByOther.cookie)).toMatchObject({ imageUrl: '/uploads/bali-new.jpg' });
  });

  it('serves the shared aggregate for five minutes', async () => {
    const before = (await trending(viewer.cookie, 10)).body;
    await post({ userId: author.user.id, location: 'Lisbon, Portugal' });
    expect((await trending(viewer.cookie, 10)).body).toEqual(before);
    clearTrendingCache(database.db);
    const after = (await trending(viewer.cookie, 10)).body.map((row) => row.name);
    expect(after).toContain('Lisbon, Portugal');
  });

  it('after five minutes serves the old answer once more while one query refreshes it', async () => {
    clearTrendingCache(database.db);
    const before = (await trending(viewer.cookie, 10)).body;
    await post({ userId: author.user.id, location: 'Porto, Portugal' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + TRENDING_CACHE_MS + 1000);
      expect((await trending(viewer.cookie, 10)).body).toEqual(before);
      await vi.waitUntil(
        async () =>
          (await trending(viewer.cookie, 10)).body.some((row) => row.name === 'Porto, Portugal'),
        { timeout: 5000, interval: 50 },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([0, 11, 'x'])('limit %j is a 400', async (limit) => {
    const response = await injectRoute(app, trendingDestinationsRoute, {
      cookie: viewer.cookie,
      query: { limit: limit as number },
    });
    expect(response.status).toBe(400);
  });
});
