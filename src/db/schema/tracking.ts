import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Page visits and interactions (spec 1 §7); kind tells them apart. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['page_visit', 'interaction'] }).notNull(),
    feature: text('feature').notNull(),
    action: text('action').notNull(),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    clientTimestamp: text('client_timestamp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_feature_created_at_idx').on(table.feature, table.createdAt),
    index('tracking_events_created_at_idx').on(table.createdAt),
  ],
);
