import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_POST_STATUSES,
  PUBLISH_TARGETS,
  SOCIAL_CONTENT_TYPES,
} from '../../contract/social-rules.ts';
import { users } from './users.ts';

/** What a campaign's scheduling and content settings hold (contract ZSchedulingRules / ZContentSettings). */
export type StoredSchedulingRules = {
  frequency: 'daily' | 'weekly' | 'bi-weekly';
  timesPerDay: number;
  preferredTimes: string[];
  timezone: string;
};
export type StoredContentSettings = {
  tone: 'professional' | 'casual' | 'inspirational' | 'educational' | 'entertaining';
  includeHashtags: boolean;
  hashtagCount: number;
  brandingElements: string[];
};
/** A composed photo or video of a post, as the publishers and the rules table see it. */
export type StoredSocialMedia = {
  url: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  altText?: string;
};
export type StoredImageCredit = {
  author: string;
  username: string | null;
  licence: string | null;
  sourceUrl: string | null;
};

/**
 * Social-media campaigns (issue 26 §2; spec 3 §3 'Campaign'). Totals and the success rate are
 * counted from the posts when read (one grouped query for the whole list), never stored twice.
 */
export const socialCampaigns = pgTable(
  'social_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    referenceImageUrl: text('reference_image_url'),
    openaiFileId: text('openai_file_id'),
    strategy: text('strategy').notNull(),
    targetPlatforms: text('target_platforms', { enum: PUBLISH_TARGETS }).array().notNull(),
    contentTypes: text('content_types', { enum: SOCIAL_CONTENT_TYPES }).array().notNull(),
    schedulingRules: jsonb('scheduling_rules').$type<StoredSchedulingRules>().notNull(),
    contentSettings: jsonb('content_settings').$type<StoredContentSettings>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The operator whose Roamly account publishes the campaign's 'roamly' posts. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the insights job last read the platforms' numbers for this campaign. */
    analyticsUpdatedAt: timestamp('analytics_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_campaigns_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/**
 * A campaign's generated posts and their publishing state (issue 26 §3). `idempotency_key` is
 * the same on every attempt; `checkpoint` holds the steps a platform let us name (an Instagram
 * container id, a TikTok publish id, the moment a tweet request left) and is written BEFORE the
 * next step, so an attempt after a crash resumes instead of publishing twice. `next_attempt_at`
 * is both the due time of a scheduled post and the lease of one being published: a worker that
 * died mid-publish leaves a lease that runs out, and the next run resumes from the checkpoint.
 */
export const socialCampaignPosts = pgTable(
  'social_campaign_posts',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => socialCampaigns.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    platform: text('platform', { enum: PUBLISH_TARGETS }).notNull(),
    contentType: text('content_type', { enum: SOCIAL_CONTENT_TYPES }).notNull(),
    caption: text('caption').notNull().default(''),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    destination: text('destination').notNull(),
    imageUrl: text('image_url'),
    media: jsonb('media')
      .$type<StoredSocialMedia[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageCredits: jsonb('image_credits')
      .$type<StoredImageCredit[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: CAMPAIGN_POST_STATUSES }).notNull().default('pending'),
    mode: text('mode', { enum: ['sandbox', 'live', 'roamly'] }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    platformPostId: text('platform_post_id'),
    postUrl: text('post_url'),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    checkpoint: jsonb('checkpoint')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    error: text('error'),
    retryable: boolean('retryable').notNull().default(false),
    problems: text('problems')
      .array()
      .notNull()
      .default(sql`'{}'`),
    likes: integer('likes'),
    comments: integer('comments'),
    reach: integer('reach'),
    metricsAt: timestamp('metrics_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_campaign_posts_number_key').on(table.campaignId, table.number),
    uniqueIndex('social_campaign_posts_idempotency_key').on(table.idempotencyKey),
    // A campaign's posts, newest first (posts and preview lists).
    index('social_campaign_posts_campaign_idx').on(
      table.campaignId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The publisher's pick of due posts, and the lease of posts being published.
    index('social_campaign_posts_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('scheduled', 'publishing')`),
    // The Scheduled Posts tab and the overdue alerts, soonest first.
    index('social_campaign_posts_scheduled_idx')
      .on(table.scheduledFor, table.id)
      .where(sql`${table.status} IN ('scheduled', 'publishing', 'failed')`),
    // The sandbox's publishing window and the insights job: published posts per platform.
    index('social_campaign_posts_published_idx')
      .on(table.platform, table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    check('social_campaign_posts_attempts_check', sql`${table.attempts} >= 0`),
  ],
);
