import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in counters, one row per thing that can be locked (auth/sign-in-lockout.ts): an
 * account's untrusted clients, one trusted device of an account, or a source address. Keyed by
 * the submitted e-mail's digest rather than a user id, so unknown addresses are counted and
 * refused exactly like registered ones.
 */
export const signInLockouts = pgTable(
  'sign_in_lockouts',
  {
    /** 'account:<digest>', 'device:<nonce>' or 'ip:<address>'. */
    key: text('key').primaryKey(),
    /** SHA-256 (hex) of the lower-cased e-mail for account and device rows; a new password clears them. */
    account: text('account'),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_lockouts_account_idx').on(table.account),
    index('sign_in_lockouts_last_failure_idx').on(table.lastFailureAt),
  ],
);
