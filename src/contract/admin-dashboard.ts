import { z } from 'zod';
import { defineRoute } from './route.ts';

/** A UTC calendar day, 'YYYY-MM-DD'. */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int();

/** Admin stats of 3-operator-admin §3 ("this week" is the 7 UTC days ending today, today so far). */
export const ZAdminStats = z.object({
  users: z.object({ total: count, newThisWeek: count, active: count }),
  posts: z.object({ total: count, thisWeek: count }),
  engagement: z.object({ likesThisWeek: count, commentsThisWeek: count }),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/**
 * One measure: its value, the same measure over the previous period of the same length (null
 * before the data begins) and one value per day of `days` (null where it is not known: before
 * the data, or today for measures of closed days).
 */
export const ZAdminFigure = z.object({
  value: count,
  previous: count.nullable(),
  series: z.array(count.nullable()),
});
export type TAdminFigure = z.infer<typeof ZAdminFigure>;

export const ZCohortRow = z.object({
  /** The Monday (UTC) the sign-up week began. */
  week: ZDay,
  members: count,
  /** Members of the cohort active in each week since, from the sign-up week on. */
  active: z.array(count),
});
export type TCohortRow = z.infer<typeof ZCohortRow>;

export const ZTopDestination = z.object({
  code: count,
  name: z.string(),
  slug: z.string(),
  posts: count,
});

export const ZTopPost = z.object({
  id: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  likes: count,
  comments: count,
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
});
export type TTopPost = z.infer<typeof ZTopPost>;

/** Stats plus the previous period, daily series and the Analytics tab, read from the rollups. */
export const ZAdminDashboard = ZAdminStats.extend({
  asOf: z.string(),
  /** The last closed day the rollup job wrote (null before its first run). */
  rolledUpThrough: ZDay.nullable(),
  /** The 30 days the series cover, oldest first; the last is today. */
  days: z.array(ZDay),
  figures: z.object({
    usersTotal: ZAdminFigure,
    usersNew: ZAdminFigure,
    usersActive: ZAdminFigure,
    postsTotal: ZAdminFigure,
    postsNew: ZAdminFigure,
    likes: ZAdminFigure,
    comments: ZAdminFigure,
  }),
  analytics: z.object({
    /** The closed day DAU, MAU and returning actives describe (null without rollups). */
    day: ZDay.nullable(),
    dau: ZAdminFigure,
    mau: ZAdminFigure,
    returningActives: ZAdminFigure,
    cohorts: z.array(ZCohortRow),
    /** Public posts per destination over the 30 closed days to `day` (the hourly rollup). */
    topDestinations: z.array(ZTopDestination),
    /**
     * Public posts of the last 7 days with the most likes and comments: ranked by the hourly
     * rollup, shown with their current counts and only while anyone may still see them.
     */
    topPosts: z.array(ZTopPost),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

export const adminDashboardRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  tags: ['admin'],
  summary: 'Operator statistics with previous periods, daily series and analytics',
  response: ZAdminDashboard,
  errors: [401, 403],
});
