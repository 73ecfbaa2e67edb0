import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every outgoing e-mail. The embedded provider delivers into this table (the operator's inbox
 * shows it); SMTP records the same row with its status. `dedupeKey` makes a retried job or a
 * double click send a message at most once.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mail_messages_dedupe_key_key').on(table.dedupeKey),
    index('mail_messages_created_at_idx').on(table.createdAt),
    index('mail_messages_to_address_idx').on(table.toAddress, table.createdAt),
  ],
);
