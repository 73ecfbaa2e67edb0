import { sql } from 'drizzle-orm';
import type { TAdminMemberStatus } from '../../contract/admin-users.ts';
import type { TPostReportReason } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import { epochMicros, fromEpochMicros, sqlInt } from './posts.ts';

export type AdminPostReportRow = {
  id: string;
  reason: TPostReportReason;
  details: string | null;
  createdAt: Date;
  postId: string;
  postContent: string;
  postImageUrl: string | null;
  authorId: string;
  authorName: string;
  authorStatus: TAdminMemberStatus;
  reporterId: string;
  reporterName: string;
  cursorKey: string;
};

const nameOf = (alias: string) =>
  sql.raw(
    `coalesce(nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), ''), ${alias}.email)`,
  );

/**
 * Reports of posts newest first, `limit + 1` rows, walking post_reports_created_at_idx with
 * (created_at, id) as the keyset; each row joins its post, author and reporter by primary key.
 */
export async function listAdminPostReports(
  db: Db,
  params: { reason?: TPostReportReason; after?: { key: string; id: string }; limit: number },
): Promise<AdminPostReportRow[]> {
  const conditions = [sql`TRUE`];
  if (params.reason) conditions.push(sql`r.reason = ${params.reason}`);
  if (params.after) {
    conditions.push(
      sql`(r.created_at, r.id) < (${fromEpochMicros(params.after.key)}, ${params.after.id}::uuid)`,
    );
  }
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT r.id, r.reason, r.details, r.created_at, ${epochMicros(sql`r.created_at`)} AS cursor_key,
      p.id AS post_id, p.content AS post_content, p.image_url AS post_image_url,
      a.id AS author_id, ${nameOf('a')} AS author_name,
      CASE WHEN a.deletion_requested_at IS NOT NULL THEN 'deleting'
        WHEN a.suspended_at IS NOT NULL THEN 'suspended'
        WHEN a.limited_at IS NOT NULL THEN 'limited' ELSE 'active' END AS author_status,
      ru.id AS reporter_id, ${nameOf('ru')} AS reporter_name
    FROM post_reports r
    JOIN posts p ON p.id = r.post_id
    JOIN users a ON a.id = p.user_id
    JOIN users ru ON ru.id = r.reporter_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${sqlInt(params.limit + 1)}`);
  return result.rows.map((row) => ({
    id: row.id as string,
    reason: row.reason as TPostReportReason,
    details: row.details as string | null,
    createdAt: new Date(row.created_at as string),
    postId: row.post_id as string,
    postContent: (row.post_content as string | null) ?? '',
    postImageUrl: row.post_image_url as string | null,
    authorId: row.author_id as string,
    authorName: row.author_name as string,
    authorStatus: row.author_status as TAdminMemberStatus,
    reporterId: row.reporter_id as string,
    reporterName: row.reporter_name as string,
    cursorKey: row.cursor_key as string,
  }));
}
