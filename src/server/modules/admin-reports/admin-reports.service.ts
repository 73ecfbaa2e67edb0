import type { z } from 'zod';
import type { TAdminPostReport, ZAdminPostReportsQuery } from '../../../contract/admin-reports.ts';
import {
  listAdminPostReports,
  type AdminPostReportRow,
} from '../../../db/queries/admin-reports.ts';
import type { MemberContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import { decodeAuditCursor, encodeAuditCursor } from '../audit/audit-cursor.ts';

const EXCERPT = 140;

function presentReport(row: AdminPostReportRow): TAdminPostReport {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    post: {
      id: row.postId,
      excerpt: row.postContent.slice(0, EXCERPT),
      imageUrl: row.postImageUrl,
    },
    author: { id: row.authorId, name: row.authorName, status: row.authorStatus },
    reporter: { id: row.reporterId, name: row.reporterName },
  };
}

/** Reports of posts for the Moderation screen (admins and moderators). */
export async function listPostReports(
  ctx: MemberContext,
  query: z.output<typeof ZAdminPostReportsQuery>,
) {
  authorize(ctx.viewer, 'admin.members.read', null);
  const after = query.cursor ? decodeAuditCursor(query.cursor) : undefined;
  const rows = await listAdminPostReports(ctx.db, {
    reason: query.reason,
    after,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentReport),
    nextCursor:
      rows.length > query.limit && last
        ? encodeAuditCursor({ key: last.cursorKey, id: last.id })
        : null,
  };
}
