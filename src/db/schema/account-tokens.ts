import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;

/**
 * Single-use links sent by e-mail (verification, password reset). Only the SHA-256 of the token
 * is stored; `usedAt` makes a second use fail, `email` pins the address a verification was for.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_key').on(table.tokenHash),
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    index('account_tokens_expires_at_idx').on(table.expiresAt),
  ],
);
