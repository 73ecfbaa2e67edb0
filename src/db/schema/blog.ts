import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BLOG_STATUSES } from '../../contract/blog.ts';
import { users } from './users.ts';

/**
 * Blog posts (spec 3 §3 'Blog post'; issue 24 §4). `content` is stored sanitised. A post saved
 * as published with a future `publish_at` is `scheduled` until the publishing job flips it.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** The operator's JSON-LD override (text as typed; served only when it is valid). */
    schemaMarkup: text('schema_markup'),
    ogImage: text('og_image'),
    featuredImage: text('featured_image'),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    /** Exclusive travel guide (spec 1 §1): the full content for Premium members only. */
    isPremium: boolean('is_premium').notNull().default(false),
    readingTime: integer('reading_time').notNull().default(5),
    viewCount: integer('view_count').notNull().default(0),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a scheduled post goes out. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the post first went out (the article's date); kept through later edits. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_key').on(table.slug),
    // The admin list (newest first).
    index('blog_posts_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The feed (newest published first) and the sitemap (published, by slug).
    index('blog_posts_published_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index('blog_posts_published_slug_idx')
      .on(table.slug)
      .where(sql`${table.status} = 'published'`),
    // The publishing job's probe and the missed-schedule alarm.
    index('blog_posts_scheduled_idx')
      .on(table.publishAt)
      .where(sql`${table.status} = 'scheduled'`),
    check(
      'blog_posts_status_check',
      sql`${table.status} IN ('draft', 'scheduled', 'published', 'archived')`,
    ),
    check('blog_posts_reading_time_check', sql`${table.readingTime} BETWEEN 1 AND 60`),
    check(
      'blog_posts_scheduled_time_check',
      sql`${table.status} <> 'scheduled' OR ${table.publishAt} IS NOT NULL`,
    ),
  ],
);

/**
 * One row per post, visitor and day (UTC): a view counts when its row is new. The visitor key is
 * an HMAC of the member id or the address and browser, so no address is stored. Rows older than
 * two days are pruned by the publishing job.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day, table.visitorKey] }),
    index('blog_post_views_day_idx').on(table.day),
  ],
);
