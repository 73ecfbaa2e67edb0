import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const HELP_MESSAGE_STATUSES = ['new', 'read', 'answered'] as const;

/** Messages sent from the Help Center contact form; the operator reads them in the admin area. */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: HELP_MESSAGE_STATUSES }).notNull().default('new'),
    /** Priority support (spec 1 §1): sent by a Premium member; the operator's list shows it first. */
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_messages_created_at_idx').on(table.createdAt),
    index('help_messages_status_idx').on(table.status, table.createdAt),
    // The operator's inbox: priority first, then newest (keyset on all three).
    index('help_messages_priority_created_at_idx').on(
      table.priority.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
