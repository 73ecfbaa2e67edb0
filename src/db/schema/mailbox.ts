import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { mailMessages } from './mail.ts';

export const MAILBOX_FOLDERS = ['inbox', 'sent'] as const;
/** Where a message came from: the embedded SMTP server, an IMAP or Gmail sync, the platform's forms, or the operator. */
export const MAILBOX_SOURCES = ['smtp', 'imap', 'gmail', 'platform', 'operator'] as const;

/**
 * The operator's mailbox (issue 23 §1). One row per message, whatever brought it in; the unique
 * Message-ID is what makes a restart, a re-sync or a message delivered twice a no-op.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The RFC 5322 Message-ID with its angle brackets; synthesised from the content when absent. */
    messageId: text('message_id').notNull(),
    /** The id of the thread's first known message; replies and references share it. */
    threadId: uuid('thread_id').notNull(),
    folder: text('folder', { enum: MAILBOX_FOLDERS }).notNull(),
    source: text('source', { enum: MAILBOX_SOURCES }).notNull(),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Already sanitised when stored: nothing unsafe is ever kept, so nothing unsafe is shown. */
    htmlBody: text('html_body'),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default([]),
    /** The message's Date header (or when it arrived when it has none). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The outgoing mail row that delivers a message the operator sent. */
    mailMessageId: uuid('mail_message_id').references(() => mailMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mailbox_messages_message_id_key').on(table.messageId),
    // The inbox list: one folder, newest first (keyset on date and id).
    // Plain ascending columns: scanned backwards they give ORDER BY date DESC, id DESC
    // (DESC NULLS FIRST, PostgreSQL's default), which a DESC NULLS LAST index cannot.
    index('mailbox_messages_folder_date_idx').on(table.folder, table.date, table.id),
    index('mailbox_messages_thread_idx').on(table.threadId, table.date),
    // The unread count the inbox shows on every poll.
    index('mailbox_messages_unread_idx')
      .on(table.folder)
      .where(sql`${table.isRead} = false`),
    index('mailbox_messages_in_reply_to_idx').on(table.inReplyTo),
    index('mailbox_messages_mail_message_idx').on(table.mailMessageId),
    // A message that arrives after its replies adopts their thread (`references @> [id]`).
    index('mailbox_messages_references_idx').using('gin', table.references),
  ],
);

/** Attachments: listed with the message, the bytes in the storage provider under a private key. */
export const mailboxAttachments = pgTable(
  'mailbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('mailbox_attachments_message_idx').on(table.messageId, table.position)],
);

/**
 * A message the operator deleted, by Message-ID: every importer checks it, so a deleted message
 * never comes back through a re-sync (Chatwoot #12054).
 */
export const mailboxTombstones = pgTable('mailbox_tombstones', {
  messageId: text('message_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per receiving channel (smtp, imap, gmail): where its incremental sync stands and when
 * it last succeeded, which is what the inbox shows as connection health.
 */
export const mailboxSyncState = pgTable('mailbox_sync_state', {
  source: text('source').primaryKey(),
  /** IMAP: the mailbox's UIDVALIDITY; Gmail: unused. */
  validity: bigint('validity', { mode: 'number' }),
  /** IMAP: the highest UID imported; Gmail: the history id. */
  cursor: text('cursor'),
  /** Gmail: the connected account's address. */
  account: text('account'),
  /** Gmail: the OAuth refresh token, encrypted (AES-256-GCM) with the mailbox secret. */
  secret: text('secret'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});
