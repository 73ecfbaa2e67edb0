import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { destinations } from './destinations.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * The UTC days on which a member was active (docs/architecture.md, "Admin dashboard"): written
 * live by a trigger when the session lookup moves `users.last_active_at` to a new day (migration
 * 0039), and completed by the `admin-rollup` job with the day's sign-ups, posts, likes,
 * comments and signed-in page visits. DAU, WAU, MAU and the cohort grid count these rows.
 */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    // Window counts (distinct members over 7 or 30 days) are index-only scans of this.
    index('member_activity_days_day_user_id_idx').on(table.day, table.userId),
  ],
);

/**
 * One row per closed UTC day, written once by the `admin-rollup` job: the day's new rows and the
 * totals and active counts at its end. The dashboard reads these and adds today's partial figures.
 */
export const adminDailyRollups = pgTable('admin_daily_rollups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  usersNew: integer('users_new').notNull(),
  usersTotal: integer('users_total').notNull(),
  postsNew: integer('posts_new').notNull(),
  postsTotal: integer('posts_total').notNull(),
  likes: integer('likes').notNull(),
  comments: integer('comments').notNull(),
  /** Members active that day, in the 7 days and in the 30 days ending that day. */
  dau: integer('dau').notNull(),
  wau: integer('wau').notNull(),
  mau: integer('mau').notNull(),
  /** Of `wau`, those who signed up before the 7 days began. */
  returningWau: integer('returning_wau').notNull(),
  /**
   * Members active in the 6 days ending this day: the next day's WAU before its own activity, so
   * today's WAU is this plus today's members not seen in those 6 days (a few index probes).
   */
  activePrior6d: integer('active_prior_6d').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Public posts per catalogue destination per closed day (top destinations over 30 days). */
export const adminDailyDestinationPosts = pgTable(
  'admin_daily_destination_posts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    destinationCode: integer('destination_code')
      .notNull()
      .references(() => destinations.code, { onDelete: 'cascade' }),
    posts: integer('posts').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.destinationCode] })],
);

/**
 * The sign-up retention grid of the last 12 weeks (Monday-based UTC weeks), rewritten by each
 * rollup run that closed a day: of the members who signed up in `cohortWeek`, how many were
 * active in the week `weekOffset` weeks later.
 */
export const adminSignupCohorts = pgTable(
  'admin_signup_cohorts',
  {
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    weekOffset: integer('week_offset').notNull(),
    members: integer('members').notNull(),
    active: integer('active').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cohortWeek, table.weekOffset] })],
);

/**
 * The public posts of the last 7 days with the most likes and comments, refreshed by every
 * rollup run (hourly). The dashboard re-reads their counters and visibility, so a post deleted
 * or hidden since drops out at once.
 */
export const adminTopPosts = pgTable('admin_top_posts', {
  rank: integer('rank').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Destinations with the most public posts over the 30 closed days, refreshed with the rollup. */
export const adminTopDestinations = pgTable('admin_top_destinations', {
  rank: integer('rank').primaryKey(),
  destinationCode: integer('destination_code')
    .notNull()
    .references(() => destinations.code, { onDelete: 'cascade' }),
  posts: integer('posts').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
