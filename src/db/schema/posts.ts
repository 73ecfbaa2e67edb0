import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
    privacy: text('privacy', { enum: ['public', 'followers', 'private'] })
      .notNull()
      .default('public'),
    allowComments: boolean('allow_comments').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('posts_created_at_idx').on(table.createdAt.desc()),
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
  },
  (table) => [
    index('comments_post_id_created_at_idx').on(table.postId, table.createdAt),
    index('comments_user_id_idx').on(table.userId),
    index('comments_created_at_idx').on(table.createdAt),
  ],
);
