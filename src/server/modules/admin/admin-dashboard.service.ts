import type { TAdminDashboard } from '../../../contract/admin-dashboard.ts';
import type { Db } from '../../../db/client.ts';
import { computeDayFigures, type Day } from '../../../db/queries/admin-activity.ts';
import {
  readCohorts,
  readRollups,
  readTodayFigures,
  readTopDestinations,
  readTopPosts,
} from '../../../db/queries/admin-dashboard.ts';
import type { MemberContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  DayIndex,
  noFigure,
  presentCohorts,
  presentTopPost,
  window,
  type DayRow,
} from './admin-dashboard.presenter.ts';
import { addDays, daysBetween, utcDay } from './utc-days.ts';
import { LiveDaysCache } from './live-days-cache.ts';

/** "This week": the 7 UTC days ending today. */
const PERIOD_DAYS = 7;
const SERIES_DAYS = 30;
/** The oldest day any figure reads: MAU's previous period (30 days before yesterday). */
const LOOKBACK_DAYS = 45;

/** One cache per database (never per module), so apps built side by side share nothing. */
const liveDaysCaches = new WeakMap<Db, LiveDaysCache>();
function liveDaysCacheOf(db: Db): LiveDaysCache {
  let cache = liveDaysCaches.get(db);
  if (!cache) {
    cache = new LiveDaysCache();
    liveDaysCaches.set(db, cache);
  }
  return cache;
}

/** GET /api/admin/dashboard for an admin (the route's guard and this check agree). */
export async function getAdminDashboard(ctx: MemberContext): Promise<TAdminDashboard> {
  authorize(ctx.viewer, 'admin.access', null);
  return buildAdminDashboard(ctx.db, new Date());
}

type Rollup = Awaited<ReturnType<typeof readRollups>>[number];

/**
 * The days after the last rollup. Usually that is today alone, after yesterday's rollup: a few
 * index counts (`readTodayFigures`). When the job is behind (or has never run), those days are
 * computed like the job would, from the sources, which costs more but stays right.
 */
async function liveDays(
  db: Db,
  today: Day,
  oldest: Day,
  latest: Rollup | null,
  cache: LiveDaysCache,
  now: Date,
): Promise<DayRow[]> {
  if (latest && daysBetween(latest.day, today) === 1) {
    const t = await readTodayFigures(db, { today });
    const wau = latest.activePrior6d + t.unseen;
    return [
      {
        day: today,
        usersNew: t.usersNew,
        usersTotal: latest.usersTotal + t.usersNew,
        postsNew: t.postsNew,
        postsTotal: latest.postsTotal + t.postsNew,
        likes: t.likes,
        comments: t.comments,
        dau: t.dau,
        wau,
        mau: null,
        returningWau: wau - t.newIn7,
        activePrior6d: 0,
      },
    ];
  }
  const from = latest ? addDays(latest.day, 1) : oldest;
  const contiguous = latest !== null && daysBetween(latest.day, from) === 1;
  const compute = () =>
    computeDayFigures(db, {
      from: from < oldest ? oldest : from,
      to: today,
      activity: 'live',
      windowDays: 7,
      ...(contiguous && from >= oldest ? { base: latest } : {}),
    });
  // Before the job's first run (a new installation) the figures are always read live. After it,
  // this is the gap between midnight UTC and the job's run (or an outage), ~1 s on a large
  // database: shared and refreshed in the background (LiveDaysCache), so only one request waits.
  if (!latest) return compute();
  return cache.get(`${latest.day} ${today}`, now.getTime(), compute);
}

/**
 * The dashboard at `now`: closed days from the rollups, the days after the last rollup computed
 * live, then the measures, their previous periods and series, and the Analytics tab's lists.
 */
export async function buildAdminDashboard(
  db: Db,
  now: Date,
  cache = liveDaysCacheOf(db),
): Promise<TAdminDashboard> {
  const today = utcDay(now);
  const oldest = addDays(today, -LOOKBACK_DAYS);
  const rollups = await readRollups(db, { from: oldest });
  const latest = rollups.at(-1) ?? null;
  const [live, cohorts, topDestinations, topPosts] = await Promise.all([
    liveDays(db, today, oldest, latest, cache, now),
    readCohorts(db),
    readTopDestinations(db),
    readTopPosts(db),
  ]);
  const days = window(today, SERIES_DAYS);
  const index = new DayIndex([...rollups, ...live] satisfies DayRow[]);
  const closed = latest ? new DayIndex(rollups) : null;
  const figures = {
    usersTotal: index.point('usersTotal', today, PERIOD_DAYS, days),
    usersNew: index.sum('usersNew', today, PERIOD_DAYS, days),
    usersActive: index.point('wau', today, PERIOD_DAYS, days),
    postsTotal: index.point('postsTotal', today, PERIOD_DAYS, days),
    postsNew: index.sum('postsNew', today, PERIOD_DAYS, days),
    likes: index.sum('likes', today, PERIOD_DAYS, days),
    comments: index.sum('comments', today, PERIOD_DAYS, days),
  };
  return {
    users: {
      total: figures.usersTotal.value,
      newThisWeek: figures.usersNew.value,
      active: figures.usersActive.value,
    },
    posts: { total: figures.postsTotal.value, thisWeek: figures.postsNew.value },
    engagement: { likesThisWeek: figures.likes.value, commentsThisWeek: figures.comments.value },
    asOf: now.toISOString(),
    rolledUpThrough: latest?.day ?? null,
    days,
    figures,
    analytics: {
      day: latest?.day ?? null,
      dau: closed && latest ? closed.point('dau', latest.day, 1, days) : noFigure(days),
      mau: closed && latest ? closed.point('mau', latest.day, 30, days) : noFigure(days),
      returningActives:
        closed && latest
          ? closed.point('returningWau', latest.day, PERIOD_DAYS, days)
          : noFigure(days),
      cohorts: presentCohorts(cohorts),
      topDestinations,
      topPosts: topPosts.map(presentTopPost),
    },
  };
}
