import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { computeDayFigures, foldActivity } from '../../../db/queries/admin-activity.ts';
import {
  latestRollup,
  rebuildCohorts,
  refreshTopDestinations,
  pruneRollupHistory,
  refreshTopPosts,
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

/** How long member activity days are kept: a year, well past anything the dashboard reads. */
export const ACTIVITY_RETENTION_DAYS = 400;

export type AdminRollupResult = { rolled: number; from: string | null; to: string };

/**
 * Days per transaction: a first run (or one after an outage) commits its progress in steps whose
 * statements stay well inside the server pool's statement and query timeouts.
 */
const DAYS_PER_STEP = 14;

/**
 * One step: the next closed days not rolled up yet (at most DAYS_PER_STEP, never before the
 * horizon). Folds their activity into member_activity_days (after a gap, also the 29 days
 * before the first, which its MAU window reads), writes each day's figures and public posts
 * per destination; the step that reaches yesterday rebuilds the cohort grid and the top
 * destinations and drops activity older than the retention, and every step refreshes the top
 * posts. One transaction under an advisory
 * lock: two runs never interleave, and a failed step leaves nothing half written.
 */
async function rollUpStep(db: Db, today: string): Promise<{ rolled: number; from: string | null }> {
  const yesterday = addDays(today, -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('admin-rollup', 0))`);
    const latest = await latestRollup(tx);
    const horizon = addDays(yesterday, -(ROLLUP_HORIZON_DAYS - 1));
    const next = latest ? addDays(latest.day, 1) : horizon;
    const from = next < horizon ? horizon : next;
    let rolled = 0;
    if (from <= yesterday) {
      const last = addDays(from, DAYS_PER_STEP - 1);
      const to = last < yesterday ? last : yesterday;
      const contiguous = latest !== null && daysBetween(latest.day, from) === 1;
      await foldActivity(tx, { from: contiguous ? from : addDays(from, -29), to });
      const figures = await computeDayFigures(tx, {
        from,
        to,
        activity: 'stored',
        windowDays: 30,
        ...(contiguous ? { base: latest } : {}),
      });
      await upsertRollups(tx, figures);
      await rollUpDestinationPosts(tx, { from, to });
      if (to === yesterday) {
        await rebuildCohorts(tx, { lastDay: yesterday });
        await refreshTopDestinations(tx, { from: addDays(yesterday, -29), to: yesterday });
        await pruneRollupHistory(tx, { before: addDays(today, -ACTIVITY_RETENTION_DAYS) });
      }
      rolled = figures.length;
    }
    await refreshTopPosts(tx, { from: addDays(today, -6) });
    return { rolled, from: rolled ? from : null };
  });
}

/**
 * Rolls up every closed UTC day not rolled up yet, within the horizon, step by step: missed
 * runs are caught up, a crash resumes after the last committed step, and rerunning the same
 * hour rolls up nothing new.
 */
export async function runAdminRollup(db: Db, now = new Date()): Promise<AdminRollupResult> {
  const today = utcDay(now);
  let rolled = 0;
  let from: string | null = null;
  for (;;) {
    const step = await rollUpStep(db, today);
    if (step.rolled === 0) break;
    rolled += step.rolled;
    from ??= step.from;
  }
  return { rolled, from, to: addDays(today, -1) };
}

/**
 * Hourly at minute 1, so a day is rolled up within a minute or two of midnight UTC (the
 * dashboard's live fallback for a missing day costs ~1 s on a large database; LiveDaysCache
 * covers the minutes until then) and an outage is caught up within the hour.
 */
export const adminRollupJob = defineJob({
  name: 'admin-rollup',
  policy: { retryLimit: 2, retryDelay: 120, retryBackoff: true, expireInSeconds: 1800 },
  schedule: { cron: '1 * * * *', everySeconds: 3600 },
  create:
    ({ db }) =>
    () =>
      runAdminRollup(db),
});
