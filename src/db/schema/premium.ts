import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { FEATURE_STAGES } from '../../contract/premium.ts';

/**
 * Feature flags (early access, spec 1 §1): a flag at stage 'premium' is on for Premium members
 * only, at 'everyone' for every member, at 'off' for nobody. The admin area manages the rows;
 * migration 0019 seeds the flags the code uses.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    stage: text('stage', { enum: FEATURE_STAGES }).notNull().default('off'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feature_flags_stage_check', sql`${table.stage} IN ('off', 'premium', 'everyone')`),
  ],
);
