import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STREAM_PROVIDERS, STREAM_STATUSES } from '../../contract/streaming.ts';
import { users } from './users.ts';

/**
 * Live sessions (issue 11). A row is written when a member goes live and closed (status 'ended',
 * ended_at, the engagement figures) when the stream ends. The media itself is never stored.
 */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelArn: text('channel_arn').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    category: text('category').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    provider: text('provider', { enum: STREAM_PROVIDERS }).notNull(),
    status: text('status', { enum: STREAM_STATUSES }).notNull().default('live'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Local relay: refreshed by the instance holding the publisher every few seconds. A live
     * local session not seen for longer than the grace period lost its instance and is ended.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Viewer connections that ended, and the seconds they watched (avgWatchTime). */
    viewerConnections: integer('viewer_connections').notNull().default(0),
    watchSeconds: integer('watch_seconds').notNull().default(0),
    chatMessages: integer('chat_messages').notNull().default(0),
  },
  (table) => [
    // One live session per member: a second start is a unique violation (409).
    uniqueIndex('stream_sessions_one_live_per_owner')
      .on(table.ownerId)
      .where(sql`status = 'live'`),
    // An IVS channel carries one live session at a time (the local relay has no such limit).
    uniqueIndex('stream_sessions_one_live_per_ivs_channel')
      .on(table.channelArn)
      .where(sql`status = 'live' AND provider = 'ivs'`),
    // Live counts and the live list, newest first.
    index('stream_sessions_live_started_idx')
      .on(table.startedAt.desc())
      .where(sql`status = 'live'`),
    // A member's past sessions.
    index('stream_sessions_owner_started_idx').on(table.ownerId, table.startedAt.desc()),
  ],
);
