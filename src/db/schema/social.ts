import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SOCIAL_PLATFORMS } from '../../contract/social-rules.ts';
import { SOCIAL_ACCOUNT_MODES, SOCIAL_ACCOUNT_STATUSES } from '../../contract/social-media.ts';
import { users } from './users.ts';

/**
 * The operator's account on each social platform (issue 26 §1; spec 3 §2: one card per
 * platform). Tokens and keys are sealed (AES-256-GCM) before they are stored and are never
 * returned by any API. `needs_reconnect` is set only when the platform says the grant is gone; a
 * refresh that merely failed keeps the account connected with its error shown.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).primaryKey(),
    mode: text('mode', { enum: SOCIAL_ACCOUNT_MODES }).notNull(),
    status: text('status', { enum: SOCIAL_ACCOUNT_STATUSES }).notNull().default('connected'),
    username: text('username').notNull(),
    /** Who posts, as the platform names it (X user id, Page id, author URN, open_id). */
    platformAccountId: text('platform_account_id'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    /** The key form of spec 3 §3 'Social account connection' (sandbox accounts). */
    apiKeySealed: text('api_key_sealed'),
    apiSecretSealed: text('api_secret_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true }),
    lastError: text('last_error'),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('social_accounts_mode_check', sql`${table.mode} IN ('live', 'sandbox')`),
    check('social_accounts_status_check', sql`${table.status} IN ('connected', 'needs_reconnect')`),
  ],
);
