import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destinations } from '../../../db/schema/index.ts';
import { buildComment, buildLike, buildPost } from '../../test/content-factories.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { buildAdminDashboard } from './admin-dashboard.service.ts';
import { runAdminRollup } from './dashboard-rollup.ts';
import { LiveDaysCache } from './live-days-cache.ts';

/**
 * A small history with answers worked out by hand. "Now" is Wednesday 2031-03-12 10:00 UTC;
 * weeks begin on Mondays (…, 02-24, 03-03, 03-10). Members:
 * - A signs up Mon 02-24, posts (public, Lisbon) on 03-04 and 03-11;
 * - B signs up 02-26 and is never seen again;
 * - C signs up Thu 03-06, likes A's first post on 03-07, is last seen 03-11;
 * - D signed up 2030-12-01, comments on A's second post 03-11, is seen today, posts privately today;
 * - E signs up today at 09:00 and likes A's second post.
 */
const NOW = new Date('2031-03-12T10:00:00Z');
const at = (iso: string) => new Date(`${iso}Z`);
const database = await createTestDatabase();
const db = database.db;

await db.insert(destinations).values({
  code: 990101,
  slug: 'test-lisbon',
  name: 'Lisbon',
  asciiName: 'lisbon',
  type: 'city',
  countryCode: 'PT',
  latitude: 38.72,
  longitude: -9.14,
});
const member = (createdAt: string, lastActiveAt = createdAt) =>
  buildUser(db, { createdAt: at(createdAt), lastActiveAt: at(lastActiveAt) });
const a = await member('2031-02-24T09:00:00');
await member('2031-02-26T12:00:00');
const c = await member('2031-03-06T08:00:00', '2031-03-11T12:00:00');
const d = await member('2030-12-01T08:00:00', '2031-03-12T08:00:00');
const e = await member('2031-03-12T09:00:00');
const first = await buildPost(db, { userId: a.id, createdAt: at('2031-03-04T10:00:00') });
const second = await buildPost(db, {
  userId: a.id,
  createdAt: at('2031-03-11T10:00:00'),
  content: 'Sunset over the Tagus',
});
const hidden = await buildPost(db, {
  userId: d.id,
  createdAt: at('2031-03-12T09:30:00'),
  privacy: 'private',
});
await db.execute(
  sql`UPDATE posts SET destination_code = 990101 WHERE id IN (${first.id}, ${second.id}, ${hidden.id})`,
);
await buildLike(db, { postId: first.id, userId: c.id, createdAt: at('2031-03-07T10:00:00') });
await buildComment(db, { postId: second.id, userId: d.id, createdAt: at('2031-03-11T18:00:00') });
await buildLike(db, { postId: second.id, userId: e.id, createdAt: at('2031-03-12T09:45:00') });

const rolled = await runAdminRollup(db, NOW);
const dashboard = await buildAdminDashboard(db, NOW);
const seriesOf = (values: Array<number | null>) =>
  Object.fromEntries(
    dashboard.days.flatMap((day, i) => (values[i] ? [[day, values[i]]] : [])),
  ) as Record<string, number>;

describe('the dashboard measures on a known history', () => {
  it('rolls up every closed day of the horizon, through yesterday', () => {
    expect(rolled).toEqual({ rolled: 120, from: '2030-11-12', to: '2031-03-11' });
    expect(dashboard.rolledUpThrough).toBe('2031-03-11');
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)).toBe('2031-03-12');
  });

  it('gives this week (03-06 to today) and the 7 days before', () => {
    expect(dashboard.users).toEqual({ total: 5, newThisWeek: 2, active: 4 });
    expect(dashboard.posts).toEqual({ total: 3, thisWeek: 2 });
    expect(dashboard.engagement).toEqual({ likesThisWeek: 2, commentsThisWeek: 1 });
    const { figures } = dashboard;
    expect(figures.usersTotal).toMatchObject({ value: 5, previous: 3 });
    expect(figures.usersNew).toMatchObject({ value: 2, previous: 0 });
    expect(figures.usersActive).toMatchObject({ value: 4, previous: 1 });
    expect(figures.postsTotal).toMatchObject({ value: 3, previous: 1 });
    expect(figures.postsNew).toMatchObject({ value: 2, previous: 1 });
    expect(figures.likes).toMatchObject({ value: 2, previous: 0 });
    expect(figures.comments).toMatchObject({ value: 1, previous: 0 });
  });

  it('has a value for every day of the series, zero on quiet days', () => {
    const { figures } = dashboard;
    expect(figures.usersNew.series.every((value) => value !== null)).toBe(true);
    expect(seriesOf(figures.usersNew.series)).toEqual({
      '2031-02-24': 1,
      '2031-02-26': 1,
      '2031-03-06': 1,
      '2031-03-12': 1,
    });
    expect(seriesOf(figures.postsNew.series)).toEqual({
      '2031-03-04': 1,
      '2031-03-11': 1,
      '2031-03-12': 1,
    });
    expect(figures.usersTotal.series[0]).toBe(1); // 02-11: only D
    expect(figures.usersTotal.series.at(-1)).toBe(5);
  });

  it('gives DAU, MAU and returning actives of the last closed day', () => {
    const { analytics } = dashboard;
    expect(analytics.day).toBe('2031-03-11');
    // 03-11: A posted, C was seen, D commented; 03-10 nobody.
    expect(analytics.dau).toMatchObject({ value: 3, previous: 0 });
    // 02-10 to 03-11: A, B, C, D. The 30 days before: nobody.
    expect(analytics.mau).toMatchObject({ value: 4, previous: 0 });
    // 03-05 to 03-11: A, C, D active, C new → 2. 02-26 to 03-04: A, B active, B new → 1.
    expect(analytics.returningActives).toMatchObject({ value: 2, previous: 1 });
    expect(analytics.dau.series.at(-1)).toBeNull(); // today is not closed
    expect(analytics.dau.series.at(-2)).toBe(3);
  });

  it('builds the 12-week retention grid as of yesterday', () => {
    const { cohorts } = dashboard.analytics;
    expect(cohorts).toHaveLength(12);
    expect(cohorts[0]).toEqual({ week: '2030-12-23', members: 0, active: Array(12).fill(0) });
    expect(cohorts.slice(-3)).toEqual([
      // A and B joined; A came back in each of the next two weeks.
      { week: '2031-02-24', members: 2, active: [2, 1, 1] },
      // C joined, liked in the same week, was seen on 03-11.
      { week: '2031-03-03', members: 1, active: [1, 1] },
      // E joined today, after the last closed day.
      { week: '2031-03-10', members: 0, active: [0] },
    ]);
  });

  it('lists top destinations and top posts from public posts only', () => {
    const { topDestinations, topPosts } = dashboard.analytics;
    expect(topDestinations).toEqual([
      { code: 990101, name: 'Lisbon', slug: 'test-lisbon', posts: 2 },
    ]);
    // The week's public posts: A's second (1 like, 1 comment); D's private one never shows.
    expect(topPosts).toEqual([
      expect.objectContaining({
        id: second.id,
        excerpt: 'Sunset over the Tagus',
        likes: 1,
        comments: 1,
        author: { id: a.id, name: 'Ada Lovelace' },
      }),
    ]);
  });
});

describe('when the rollup job is behind', () => {
  it('computes the missing days live and gives the same figures', async () => {
    await db.execute(sql`DELETE FROM admin_daily_rollups WHERE day >= '2031-03-08'`);
    const behind = await buildAdminDashboard(db, NOW);
    expect(behind.rolledUpThrough).toBe('2031-03-07');
    expect({ users: behind.users, posts: behind.posts, engagement: behind.engagement }).toEqual({
      users: dashboard.users,
      posts: dashboard.posts,
      engagement: dashboard.engagement,
    });
    expect(behind.figures).toEqual(dashboard.figures);
  });
});

describe('between midnight and the rollup of the day before (the midnight gap)', () => {
  // Yesterday (03-11) is closed but not rolled up yet; every answer keeps the known figures.
  const gap = async () => {
    await runAdminRollup(db, NOW); // whatever an earlier test removed
    await db.execute(sql`DELETE FROM admin_daily_rollups WHERE day >= '2031-03-11'`);
  };
  const later = (ms: number) => new Date(NOW.getTime() + ms);

  it('computes the missing days once and serves the same figures from memory', async () => {
    await gap();
    // slowMs 0: keep every answer, as a large database's ~1 s computation would be kept.
    const cache = new LiveDaysCache({ freshMs: 5_000, slowMs: 0 });
    const [first, concurrent] = await Promise.all([
      buildAdminDashboard(db, NOW, cache),
      buildAdminDashboard(db, NOW, cache),
    ]);
    expect(cache.computed).toBe(1);
    expect(first.rolledUpThrough).toBe('2031-03-10');
    expect(first.figures).toEqual(dashboard.figures);
    expect(concurrent.figures).toEqual(dashboard.figures);

    const again = await buildAdminDashboard(db, later(4_000), cache);
    expect(cache.computed).toBe(1);
    expect(again.figures).toEqual(dashboard.figures);
  });

  it('serves a stale answer while one refresh runs, then the refreshed figures', async () => {
    await gap();
    const cache = new LiveDaysCache({ freshMs: 5_000, slowMs: 0 });
    await buildAdminDashboard(db, NOW, cache);
    const post = await buildPost(db, { userId: a.id, createdAt: later(1_000) });
    try {
      const stale = await buildAdminDashboard(db, later(6_000), cache);
      expect(stale.posts).toEqual(dashboard.posts);
      await buildAdminDashboard(db, later(6_500), cache); // the refresh is under way: no second one
      expect(cache.computed).toBe(2);
      await cache.settled();
      const fresh = await buildAdminDashboard(db, later(7_000), cache);
      expect(fresh.posts.total).toBe(dashboard.posts.total + 1);
      expect(cache.computed).toBe(2);
    } finally {
      await db.execute(sql`DELETE FROM posts WHERE id = ${post.id}`);
    }
  });

  it('keeps nothing that computed quickly, and is not used once the rollup has run', async () => {
    await gap();
    const quick = new LiveDaysCache({ freshMs: 5_000, slowMs: 60_000 });
    await buildAdminDashboard(db, NOW, quick);
    await buildAdminDashboard(db, NOW, quick);
    expect(quick.computed).toBe(2);

    await runAdminRollup(db, NOW);
    const cache = new LiveDaysCache({ freshMs: 5_000, slowMs: 0 });
    const rolled = await buildAdminDashboard(db, NOW, cache);
    expect(rolled.rolledUpThrough).toBe('2031-03-11');
    expect(rolled.figures).toEqual(dashboard.figures);
    expect(cache.computed).toBe(0);
  });

  it('reads live, never from memory, before the job has ever run', async () => {
    await db.execute(sql`DELETE FROM admin_daily_rollups`);
    try {
      const cache = new LiveDaysCache({ freshMs: 5_000, slowMs: 0 });
      const fresh = await buildAdminDashboard(db, NOW, cache);
      expect(fresh.rolledUpThrough).toBeNull();
      expect(fresh.posts).toEqual(dashboard.posts);
      expect(cache.computed).toBe(0);
    } finally {
      await runAdminRollup(db, NOW);
    }
  });
});
