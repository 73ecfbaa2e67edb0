import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPostMedia } from '../../contract/media.ts';
import { REPORT_OUTCOMES, REPORT_TARGET_TYPES } from '../../contract/moderation.ts';
import { POST_PRIVACIES, POST_REPORT_REASONS } from '../../contract/posts.ts';
import { destinations } from './destinations.ts';
import { moderationCases } from './moderation.ts';
import { users } from './users.ts';

/**
 * One item of posts.media as stored: ZPostMedia, except that rows written before media had a
 * blur-up placeholder lack that key. Presenters turn it into `placeholder: null`
 * (`presentPostMedia`), so only this column's readers see the optional key.
 */
export type StoredPostMedia = Omit<TPostMedia, 'placeholder'> & {
  placeholder?: TPostMedia['placeholder'];
};

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    location: text('location'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    travelInsights: text('travel_insights')
      .array()
      .notNull()
      .default(sql`'{}'`),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    aiCaptions: text('ai_captions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    aiThumbnails: text('ai_thumbnails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    privacy: text('privacy', { enum: POST_PRIVACIES }).notNull().default('public'),
    allowComments: boolean('allow_comments').notNull().default(true),
    /** The post's uploads as presented (ZPostMedia[]); kept by post creation and media jobs. */
    media: jsonb('media')
      .$type<StoredPostMedia[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Create page only (spec 1 §3 'Post creation payload'). */
    saveToHighlights: boolean('save_to_highlights').notNull().default(false),
    youtubeConsent: boolean('youtube_consent').notNull().default(false),
    travelCategories: text('travel_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Set by the YouTube publishing job when the operator's channel is configured. */
    youtubeVideoId: text('youtube_video_id'),
    /**
     * The catalogue destination the post was made at: chosen from the autocomplete, found from
     * the photo's GPS, or matched once from the free-text location (issue 9 §1).
     */
    destinationCode: integer('destination_code').references(() => destinations.code, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept by triggers on likes and comments (migration 0005), so no feed counts rows. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Explore ranking, Reddit's "hot": log10(max(1, likes + 2 × comments)) + epoch seconds / 45000,
     * so a post needs ten times the engagement to match one 12.5 hours newer. Set by triggers.
     */
    exploreScore: doublePrecision('explore_score').notNull().default(0),
    /**
     * Bumped by a trigger (migration 0028) whenever a column the post card shows changes, so a
     * card's content cached under (id, card_version) is never served stale (`card-contents.ts`).
     */
    cardVersion: integer('card_version').notNull().default(0),
    /** Hidden by a moderator (issue 22 §4): only the author still sees it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Marked sensitive by a moderator. */
    sensitiveAt: timestamp('sensitive_at', { withTimezone: true }),
  },
  (table) => [
    // Migration 0006 rebuilds it with INCLUDE (privacy) (index-only home and profile keys).
    index('posts_user_id_created_at_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('posts_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_destination_code_idx')
      .on(table.destinationCode)
      .where(sql`${table.destinationCode} IS NOT NULL`),
    index('posts_explore_idx')
      .on(table.exploreScore.desc(), table.id.desc())
      .where(sql`${table.privacy} = 'public'`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('likes_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('likes_created_at_idx').on(table.createdAt),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('bookmarks_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('bookmarks_post_id_idx').on(table.postId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a moderator: only its author still sees it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('comments_post_id_created_at_idx').on(table.postId, table.createdAt),
    index('comments_user_id_idx').on(table.userId),
    index('comments_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A member's report of a post, comment, member or message (the table keeps its first name).
 * One per reporter and target. `post_id` is set for post reports and becomes null when the post
 * goes, so a case keeps its reports after a moderator deletes the content. `weight` is the
 * reporter's accuracy term at the time of the report (docs/architecture.md); `outcome` is set
 * when the case closes and feeds the reporter's later weights.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull().default('post'),
    targetId: uuid('target_id').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    caseId: uuid('case_id').references(() => moderationCases.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: POST_REPORT_REASONS }).notNull(),
    details: text('details'),
    weight: doublePrecision('weight').notNull().default(1),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_reports_target_reporter_key').on(
      table.targetType,
      table.targetId,
      table.reporterId,
    ),
    index('post_reports_created_at_idx').on(table.createdAt.desc()),
    index('post_reports_case_id_idx').on(table.caseId),
    index('post_reports_reporter_outcome_idx').on(table.reporterId, table.outcome),
    index('post_reports_post_id_idx').on(table.postId),
  ],
);
