import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/index.ts';
import { epochMicros, fromEpochMicros } from './posts.ts';

export type AuditInsert = {
  actorId: string | null;
  action: string;
  objectType: string;
  objectId: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes one audit row; the operator's name is copied from their row in the same statement, so
 * the log still names them after their account is gone.
 */
export async function insertAuditEntry(db: Db, entry: AuditInsert): Promise<void> {
  const label = entry.actorId
    ? sql`coalesce((SELECT coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email)
        FROM users u WHERE u.id = ${entry.actorId}), 'Unknown operator')`
    : sql`'System'`;
  await db.execute(sql`
    INSERT INTO ${auditLog} (actor_id, actor_label, action, object_type, object_id, reason, before, after)
    VALUES (${entry.actorId}, ${label}, ${entry.action}, ${entry.objectType}, ${entry.objectId},
      ${entry.reason}, ${entry.before === null ? null : JSON.stringify(entry.before)}::jsonb,
      ${entry.after === null ? null : JSON.stringify(entry.after)}::jsonb)`);
}

export type AuditFilters = {
  action?: string;
  objectType?: string;
  objectId?: string;
  actorId?: string;
};

export type AuditRow = {
  id: string;
  actorId: string | null;
  actorLabel: string;
  action: string;
  objectType: string;
  objectId: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
  cursorKey: string;
};

/**
 * A page of the log, newest first, `limit + 1` rows so the caller knows whether more exist.
 * Each filter has its own index leading with it (object, actor, action) then (created_at, id),
 * so any single filter is one ordered index walk; the unfiltered log walks audit_log_created_at_idx.
 */
export function auditEntriesQuery(
  db: Db,
  params: { filters: AuditFilters; after?: { key: string; id: string }; limit: number },
) {
  const { filters, after } = params;
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.objectType) conditions.push(eq(auditLog.objectType, filters.objectType));
  if (filters.objectId) conditions.push(eq(auditLog.objectId, filters.objectId));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (after) {
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${fromEpochMicros(after.key)}, ${after.id}::uuid)`,
    );
  }
  return (
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorLabel: auditLog.actorLabel,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        cursorKey: sql<string>`${epochMicros(sql`${auditLog.createdAt}`)}`,
      })
      .from(auditLog)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      // As the indexes are declared (DESC NULLS LAST), so each filter walks its index in order.
      .orderBy(sql`${auditLog.createdAt} DESC NULLS LAST`, sql`${auditLog.id} DESC NULLS LAST`)
      .limit(params.limit + 1)
  );
}

/** Runs `auditEntriesQuery`. */
export async function listAuditEntries(
  db: Db,
  params: { filters: AuditFilters; after?: { key: string; id: string }; limit: number },
): Promise<AuditRow[]> {
  return auditEntriesQuery(db, params);
}
