import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_RECIPIENT_STATUSES,
  CAMPAIGN_STATUSES,
  SUPPRESSION_REASONS,
} from '../../contract/admin-email.ts';
import { users } from './users.ts';

/**
 * One bulk send (the welcome e-mail to every member). `running` campaigns are worked by the
 * `email-campaign-send` job under a lease (`lease_owner` until `lease_until`), so two workers —
 * a live one and the retry of one pg-boss thought dead — never send the same campaign at once.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    templateId: text('template_id').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('running'),
    /** Members in the ledger when it was confirmed: the campaign ends when all are settled. */
    audienceCount: integer('audience_count').notNull(),
    /** The operator's fields for the template (a personal message); members' own come later. */
    personalizations: jsonb('personalizations').notNull().default({}),
    pauseReason: text('pause_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('email_campaigns_created_at_idx').on(table.createdAt),
    // One welcome campaign at a time: a double click or a second operator cannot start another.
    uniqueIndex('email_campaigns_one_active_kind_key')
      .on(table.kind)
      .where(sql`${table.status} IN ('running', 'paused')`),
  ],
);

/**
 * The ledger: one row per (campaign, member), written when the campaign is confirmed. A row is
 * claimed (`sending`) before the provider is called and settled right after, so a restart only
 * ever re-sends the rows that were in flight, with the same Message-ID.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: CAMPAIGN_RECIPIENT_STATUSES }).notNull().default('pending'),
    /** Sending attempts so far (in-flight rows of a dead worker and temporary refusals retry). */
    attempts: integer('attempts').notNull().default(0),
    /** Secret of the member's unsubscribe link in this campaign's message. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    uniqueIndex('email_campaign_recipients_token_key').on(table.unsubscribeToken),
    // The worker's next batch (in member order) and the progress counts.
    index('email_campaign_recipients_status_idx').on(table.campaignId, table.status, table.userId),
    // The auto-pause window: the campaign's last 500 settled sends.
    index('email_campaign_recipients_attempted_idx')
      .on(table.campaignId, table.attemptedAt)
      .where(sql`${table.attemptedAt} IS NOT NULL`),
    // "Already welcomed": members with a delivered row.
    index('email_campaign_recipients_sent_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'sent'`),
  ],
);

/** Addresses no campaign mail goes to: unsubscribes, hard bounces and complaints. */
export const emailSuppressions = pgTable('email_suppressions', {
  /** Lower-cased, so the check is one primary-key probe whatever the case used. */
  email: text('email').primaryKey(),
  reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
