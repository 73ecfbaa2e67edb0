import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One-to-one conversation; the member pair is stored ordered (userA < userB) so it is unique. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.userAId, table.userBId),
    index('conversations_user_b_id_idx').on(table.userBId),
    check('conversations_ordered_pair', sql`${table.userAId} < ${table.userBId}`),
  ],
);

/**
 * A message. Its status is derived from the times (read if readAt, delivered if deliveredAt, else
 * sent). `recipientId` is the other participant, stored so unread counts are one index read;
 * `clientId` is the sender's tempId, unique per sender, so a retried send is stored once.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_id_created_at_idx').on(table.conversationId, table.createdAt),
    index('messages_recipient_unread_idx')
      .on(table.recipientId, table.conversationId)
      .where(sql`${table.readAt} IS NULL`),
    uniqueIndex('messages_sender_client_id_key').on(table.senderId, table.clientId),
    index('messages_sender_id_idx').on(table.senderId),
    // Serving a sent picture asks which message carries it (modules/media/media-access.ts).
    index('messages_image_url_idx')
      .on(table.imageUrl)
      .where(sql`${table.imageUrl} IS NOT NULL`),
  ],
);

/**
 * A browser's push subscription (PushSubscription: endpoint and keys). One row per endpoint: a
 * browser that signs in as someone else moves its subscription to them. Removed when the push
 * service answers 404 or 410, or when the member turns push off.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
  ],
);

/**
 * The server's VAPID key pair (one row), generated on the first start when VAPID_* is not set
 * and shared by every instance on the database, so subscriptions work whichever one sends.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vapid_keys_single_row', sql`${table.id} = 1`)],
);
