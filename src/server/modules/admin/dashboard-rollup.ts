import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { computeDayFigures, foldActivity } from '../../../db/queries/admin-activity.ts';
import {
  latestRollup,
  rebuildCohorts,
  rollUpDestinationPosts,
  upsertRollups,
} from '../../../db/queries/admin-rollups.ts';
import { defineJob } from '../../jobs/define.ts';
import { addDays, daysBetween, utcDay } from './utc-days.ts';

/**
 * How far back the first run (or a run after a long outage) rolls up: what the dashboard shows
 * (30-day series, previous periods, 12 weeks of cohorts) with room to spare.
 */
export const ROLLUP_HORIZON_DAYS = 120;

export type AdminRollupResult = { rolled: number; from: string | null; to: string };

/**
 * Rolls up every closed UTC day not rolled up yet (so missed runs are caught up), within the
 * horizon: folds the days' activity into member_activity_days (and the 29 days before the first,
 * which its MAU window reads), writes each day's figures and public posts per destination, then
 * rebuilds the cohort grid. One transaction under an advisory lock: two runs never interleave,
 * and a failed run leaves nothing half written. Rerunning rolls up nothing new.
 */
export async function runAdminRollup(db: Db, now = new Date()): Promise<AdminRollupResult> {
  const yesterday = addDays(utcDay(now), -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('admin-rollup', 0))`);
    const latest = await latestRollup(tx);
    const horizon = addDays(yesterday, -(ROLLUP_HORIZON_DAYS - 1));
    const next = latest ? addDays(latest.day, 1) : horizon;
    const from = next < horizon ? horizon : next;
    if (from > yesterday) return { rolled: 0, from: null, to: yesterday };
    await foldActivity(tx, { from: addDays(from, -29), to: yesterday });
    const contiguous = latest !== null && daysBetween(latest.day, from) === 1;
    const figures = await computeDayFigures(tx, {
      from,
      to: yesterday,
      activity: 'stored',
      windowDays: 30,
      ...(contiguous ? { base: latest } : {}),
    });
    await upsertRollups(tx, figures);
    await rollUpDestinationPosts(tx, { from, to: yesterday });
    await rebuildCohorts(tx, { lastDay: yesterday });
    return { rolled: figures.length, from, to: yesterday };
  });
}

/** Hourly, so a day is rolled up soon after midnight UTC and an outage is caught up within the hour. */
export const adminRollupJob = defineJob({
  name: 'admin-rollup',
  policy: { retryLimit: 2, retryDelay: 120, retryBackoff: true, expireInSeconds: 1800 },
  schedule: { cron: '5 * * * *', everySeconds: 3600 },
  create:
    ({ db }) =>
    () =>
      runAdminRollup(db),
});
