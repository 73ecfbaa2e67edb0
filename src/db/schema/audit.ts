import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every operator action (issue 22): who did what to which object, why, and the object's state
 * before and after. Written in the transaction of the action it records, so neither exists
 * without the other. Rows outlive the objects and the operators they name: `object_id` has no
 * foreign key and `actor_label` keeps the operator's name after their account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the system (a suspension that expired, a scheduled job). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_object_idx').on(
      table.objectType,
      table.objectId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc(), table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.createdAt.desc(), table.id.desc()),
  ],
);
