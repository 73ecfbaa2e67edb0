import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { buildComment, buildLike, buildPost } from '../../test/content-factories.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { runAdminRollup } from './dashboard-rollup.ts';
import { enabledSchedules } from '../../jobs/registry.ts';
import { loadConfig } from '../../config.ts';

const at = (iso: string) => new Date(`${iso}Z`);

/** Three weeks of activity ending on Sunday 2031-05-18. */
async function buildHistory(db: Db) {
  const author = await buildUser(db, {
    createdAt: at('2031-04-28T09:00:00'),
    lastActiveAt: at('2031-05-17T22:00:00'),
  });
  const reader = await buildUser(db, {
    createdAt: at('2031-05-05T09:00:00'),
    lastActiveAt: at('2031-05-05T09:00:00'),
  });
  for (const day of ['2031-04-29', '2031-05-06', '2031-05-13', '2031-05-16']) {
    const post = await buildPost(db, { userId: author.id, createdAt: at(`${day}T10:00:00`) });
    await buildLike(db, { postId: post.id, userId: reader.id, createdAt: at(`${day}T11:00:00`) });
    await buildComment(db, {
      postId: post.id,
      userId: reader.id,
      createdAt: at(`${day}T12:00:00`),
    });
  }
}

/** Everything the job writes, in a stable order (computed_at left out). */
async function snapshot(db: Db) {
  const read = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    rollups: await read(sql`SELECT day::text, users_new, users_total, posts_new, posts_total, likes,
      comments, dau, wau, mau, returning_wau FROM admin_daily_rollups ORDER BY day`),
    cohorts: await read(sql`SELECT cohort_week::text, week_offset, members, active
      FROM admin_signup_cohorts ORDER BY 1, 2`),
    // Members per active day (ids differ between databases).
    activity: await read(
      sql`SELECT day::text, count(*)::int AS members FROM member_activity_days GROUP BY 1 ORDER BY 1`,
    ),
  };
}

describe('the admin-rollup job', () => {
  it('is idempotent: a second run writes nothing and changes nothing', async () => {
    const { db } = await createTestDatabase();
    await buildHistory(db);
    const now = at('2031-05-19T06:00:00');
    expect(await runAdminRollup(db, now)).toMatchObject({ rolled: 120, to: '2031-05-18' });
    const before = await snapshot(db);
    expect(await runAdminRollup(db, now)).toEqual({ rolled: 0, from: null, to: '2031-05-18' });
    expect(await snapshot(db)).toEqual(before);
    // The totals are cumulative and the closed days carry their activity.
    const last = before.rollups.at(-1);
    expect(last).toMatchObject({ day: '2031-05-18', users_total: 2, posts_total: 4, wau: 2 });
  });

  it('catches up the days it missed and agrees with a run that missed none', async () => {
    const steady = await createTestDatabase();
    const gappy = await createTestDatabase();
    for (const { db } of [steady, gappy]) await buildHistory(db);
    // Daily runs on one database…
    for (let day = 10; day <= 19; day += 1) {
      await runAdminRollup(steady.db, at(`2031-05-${day}T00:30:00`));
    }
    // …and on the other, a run on the 10th, then nothing until the 19th.
    await runAdminRollup(gappy.db, at('2031-05-10T00:30:00'));
    const caughtUp = await runAdminRollup(gappy.db, at('2031-05-19T00:30:00'));
    expect(caughtUp).toEqual({ rolled: 9, from: '2031-05-10', to: '2031-05-18' });
    expect(await snapshot(gappy.db)).toEqual(await snapshot(steady.db));
    const rows = (await snapshot(gappy.db)).rollups.slice(-9);
    // Quiet days are rows with zeros, not gaps.
    expect(rows.map((row) => row.posts_new)).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 0]);
  });

  it('drops member activity older than a year, keeping the rollups', async () => {
    const { db } = await createTestDatabase();
    const member = await buildUser(db, {
      createdAt: at('2029-01-01T09:00:00'),
      lastActiveAt: at('2029-01-01T09:00:00'),
    });
    await db.execute(
      sql`INSERT INTO member_activity_days (user_id, day) VALUES (${member.id}, '2031-02-01')`,
    );
    await runAdminRollup(db, at('2031-05-19T06:00:00'));
    const { rows } = await db.execute<{ day: string }>(
      sql`SELECT day::text FROM member_activity_days ORDER BY day`,
    );
    // 2029-01-01 (sign-up, by trigger) is past the 400 days; February 2031 is not.
    expect(rows.map((row) => row.day)).toEqual(['2031-02-01']);
  });

  it('records a member active on each new day their session moves last_active_at', async () => {
    const { db } = await createTestDatabase();
    const member = await buildUser(db, {
      createdAt: at('2031-05-01T09:00:00'),
      lastActiveAt: at('2031-05-01T09:00:00'),
    });
    const touch = (iso: string) =>
      db.execute(sql`UPDATE users SET last_active_at = ${at(iso)} WHERE id = ${member.id}`);
    await touch('2031-05-01T10:00:00'); // same day: nothing new
    await touch('2031-05-03T23:59:00');
    await touch('2031-05-04T00:01:00');
    const { rows } = await db.execute<{ day: string }>(
      sql`SELECT day::text FROM member_activity_days WHERE user_id = ${member.id} ORDER BY day`,
    );
    expect(rows.map((row) => row.day)).toEqual(['2031-05-01', '2031-05-03', '2031-05-04']);
  });

  it('is scheduled hourly in every configuration', () => {
    const schedule = enabledSchedules(loadConfig({ NODE_ENV: 'test' })).find(
      (job) => job.name === 'admin-rollup',
    );
    expect(schedule).toEqual({ name: 'admin-rollup', cron: '1 * * * *', everySeconds: 3600 });
  });
});
