import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ACTIVITY_TYPES } from '../../contract/activity.ts';
import { comments, posts } from './posts.ts';
import { users } from './users.ts';

/**
 * What happened to a member: written by triggers on follows, likes and comments (migration 0005)
 * and removed with what caused it (an unlike, an unfollow, a deleted comment or post).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The notice of a `warning` (written by the operator, shown to the member as is). */
    message: text('message'),
  },
  (table) => [
    index('activities_recipient_id_created_at_idx').on(table.recipientId, table.createdAt.desc()),
    index('activities_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} IS NULL`),
    uniqueIndex('activities_like_follow_key')
      .on(table.recipientId, table.actorId, table.type, table.postId)
      .where(sql`${table.type} IN ('like', 'follow')`),
    index('activities_actor_id_idx').on(table.actorId),
  ],
);
