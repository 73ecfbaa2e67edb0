import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CASE_STATUSES, REPORT_TARGET_TYPES } from '../../contract/moderation.ts';
import { users } from './users.ts';

/**
 * A moderation case (issue 22 §4): every open report of one target, grouped so a moderator acts
 * once for all reporters. At most one open case per target; a report on a target whose case was
 * closed opens a new case. `rank_key` is the score minus its age term (see docs/architecture.md),
 * so the queue's order is fixed between reports and an index serves it.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** The author of the content, or the reported member. */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    rankKey: doublePrecision('rank_key').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    firstActionAt: timestamp('first_action_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('moderation_cases_open_target_key')
      .on(table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('moderation_cases_queue_idx')
      .on(table.rankKey.desc(), table.id.desc())
      .where(sql`${table.status} = 'open'`),
    index('moderation_cases_closed_idx')
      .on(table.status, table.closedAt.desc(), table.id.desc())
      .where(sql`${table.status} <> 'open'`),
    index('moderation_cases_first_action_idx')
      .on(table.firstActionAt)
      .where(sql`${table.firstActionAt} IS NOT NULL`),
    index('moderation_cases_subject_idx').on(table.subjectId),
  ],
);
