import type { TAuditEntry, TAuditPage } from '../../../contract/audit.ts';
import { listAuditEntries, type AuditFilters, type AuditRow } from '../../../db/queries/audit.ts';
import type { MemberContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.ts';
import { keysetPage } from '../../http/keyset-page.ts';

function presentAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, name: row.actorLabel },
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

async function auditPage(
  ctx: MemberContext,
  input: { filters: AuditFilters; cursor?: string; limit: number },
): Promise<TAuditPage> {
  const after = input.cursor ? decodeAuditCursor(input.cursor) : undefined;
  const rows = await listAuditEntries(ctx.db, {
    filters: input.filters,
    after,
    limit: input.limit,
  });
  const { page, nextCursor } = keysetPage(rows, input.limit, (last) =>
    encodeAuditCursor({ key: last.cursorKey, id: last.id }),
  );
  return { items: page.map(presentAuditEntry), nextCursor };
}

/** The whole log (admins): newest first, filtered by action, object or operator. */
export async function listAudit(
  ctx: MemberContext,
  input: AuditFilters & { cursor?: string; limit: number },
): Promise<TAuditPage> {
  authorize(ctx.viewer, 'admin.access', null);
  const { cursor, limit, ...filters } = input;
  return auditPage(ctx, { filters, cursor, limit });
}

/** One object's history: admins, and moderators for members (their read-only pages show it). */
export async function listObjectAudit(
  ctx: MemberContext,
  input: { objectType: string; objectId: string; cursor?: string; limit: number },
): Promise<TAuditPage> {
  authorize(ctx.viewer, 'admin.audit.readObject', { objectType: input.objectType });
  return auditPage(ctx, {
    filters: { objectType: input.objectType, objectId: input.objectId },
    cursor: input.cursor,
    limit: input.limit,
  });
}
