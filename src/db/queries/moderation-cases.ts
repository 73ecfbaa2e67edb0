import { sql, type SQL } from 'drizzle-orm';
import type { TCaseStatus, TReportTargetType } from '../../contract/moderation.ts';
import type { TPostReportReason } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import { SECONDS_PER_POINT, severitySql } from './moderation.ts';
import { epochMicros, fromEpochMicros, sqlInt } from './posts.ts';

/** The moderation queue's reads: cases with their targets, reports and history. */

export type CaseRow = {
  id: string;
  status: TCaseStatus;
  score: number;
  rankKey: number;
  reportersCount: number;
  topReason: TPostReportReason;
  openedAt: Date;
  lastReportedAt: Date;
  firstActionAt: Date | null;
  closedAt: Date | null;
  note: string | null;
  cursorKey: string;
  targetType: TReportTargetType;
  targetId: string;
  text: string | null;
  imageUrl: string | null;
  postId: string | null;
  hidden: boolean;
  sensitive: boolean;
  deleted: boolean;
  subjectId: string | null;
  subjectName: string | null;
  subjectStatus: 'active' | 'limited' | 'suspended' | 'deleting' | null;
};

const nameOf = (alias: string) =>
  sql.raw(
    `coalesce(nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), ''), ${alias}.email)`,
  );

/**
 * Cases with their target (hidden or not), author and report figures. `source` picks the cases
 * (a page, one id) as a subquery aliased `mc`, so a page is cut from its index before the
 * joins and the per-case report figures run (20 rows, not every open case).
 */
const caseSelect = (source: SQL) => sql`
  SELECT mc.id, mc.status, mc.rank_key, mc.opened_at, mc.last_reported_at, mc.first_action_at,
    mc.closed_at, mc.note, mc.target_type, mc.target_id, ${epochMicros(sql`mc.closed_at`)} AS cursor_key,
    mc.rank_key + extract(epoch FROM coalesce(mc.closed_at, now())) / ${SECONDS_PER_POINT} AS score,
    rs.reporters_count, rs.top_reason,
    coalesce(tp.content, tc.content, tm.content, tu.bio) AS text,
    coalesce(tp.image_url, tm.image_url, tu.profile_image_url) AS image_url,
    coalesce(tp.id, tc.post_id) AS post_id,
    coalesce(tp.hidden_at, tc.hidden_at) IS NOT NULL AS hidden,
    tp.sensitive_at IS NOT NULL AS sensitive,
    coalesce(tp.id, tc.id, tm.id, tu.id) IS NULL AS deleted,
    s.id AS subject_id, ${nameOf('s')} AS subject_name,
    CASE WHEN s.id IS NULL THEN NULL WHEN s.deletion_requested_at IS NOT NULL THEN 'deleting'
      WHEN s.suspended_at IS NOT NULL THEN 'suspended'
      WHEN s.limited_at IS NOT NULL THEN 'limited' ELSE 'active' END AS subject_status
  FROM ${source} mc
  LEFT JOIN posts tp ON mc.target_type = 'post' AND tp.id = mc.target_id
  LEFT JOIN comments tc ON mc.target_type = 'comment' AND tc.id = mc.target_id
  LEFT JOIN messages tm ON mc.target_type = 'message' AND tm.id = mc.target_id
  LEFT JOIN users tu ON mc.target_type = 'user' AND tu.id = mc.target_id
  LEFT JOIN users s ON s.id = mc.subject_id
  CROSS JOIN LATERAL (
    SELECT count(DISTINCT r.reporter_id)::int AS reporters_count,
      (array_agg(r.reason ORDER BY ${severitySql(sql`r.reason`)} DESC, r.created_at))[1] AS top_reason
    FROM post_reports r WHERE r.case_id = mc.id
  ) rs`;

function toCaseRow(row: Record<string, unknown>): CaseRow {
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: row.id as string,
    status: row.status as TCaseStatus,
    score: Number(row.score),
    rankKey: Number(row.rank_key),
    reportersCount: Number(row.reporters_count),
    topReason: (row.top_reason ?? 'other') as TPostReportReason,
    openedAt: new Date(row.opened_at as string),
    lastReportedAt: new Date(row.last_reported_at as string),
    firstActionAt: date(row.first_action_at),
    closedAt: date(row.closed_at),
    note: row.note as string | null,
    cursorKey: (row.cursor_key as string | null) ?? '0',
    targetType: row.target_type as TReportTargetType,
    targetId: row.target_id as string,
    text: row.text as string | null,
    imageUrl: row.image_url as string | null,
    postId: row.post_id as string | null,
    hidden: row.hidden === true,
    sensitive: row.sensitive === true,
    deleted: row.deleted === true,
    subjectId: row.subject_id as string | null,
    subjectName: row.subject_name as string | null,
    subjectStatus: row.subject_status as CaseRow['subjectStatus'],
  };
}

type OpenCasesParams = { after?: { rank: number; id: string }; limit: number };
type ClosedCasesParams = {
  status: 'resolved' | 'dismissed';
  after?: { key: string; id: string };
  limit: number;
};

/** Open cases by priority, `limit + 1` rows, walking moderation_cases_queue_idx. */
export function openCasesStatement(params: OpenCasesParams): SQL {
  const after = params.after
    ? sql`AND (mc.rank_key, mc.id) < (${params.after.rank}::float8, ${params.after.id}::uuid)`
    : sql``;
  // The order is the index's (DESC NULLS LAST) so the page walks it.
  const page = sql`(SELECT * FROM moderation_cases mc WHERE mc.status = 'open' ${after}
    ORDER BY mc.rank_key DESC NULLS LAST, mc.id DESC NULLS LAST
    LIMIT ${sqlInt(params.limit + 1)})`;
  return sql`${caseSelect(page)} ORDER BY mc.rank_key DESC, mc.id DESC`;
}

/** Resolved or dismissed cases, newest closed first (moderation_cases_closed_idx). */
export function closedCasesStatement(params: ClosedCasesParams): SQL {
  const after = params.after
    ? sql`AND (mc.closed_at, mc.id) < (${fromEpochMicros(params.after.key)}, ${params.after.id}::uuid)`
    : sql``;
  const page = sql`(SELECT * FROM moderation_cases mc WHERE mc.status = ${params.status} ${after}
    ORDER BY mc.closed_at DESC NULLS LAST, mc.id DESC NULLS LAST
    LIMIT ${sqlInt(params.limit + 1)})`;
  return sql`${caseSelect(page)} ORDER BY mc.closed_at DESC, mc.id DESC`;
}

export async function listOpenCases(db: Db, params: OpenCasesParams): Promise<CaseRow[]> {
  const result = await db.execute<Record<string, unknown>>(openCasesStatement(params));
  return result.rows.map(toCaseRow);
}

export async function listClosedCases(db: Db, params: ClosedCasesParams): Promise<CaseRow[]> {
  const result = await db.execute<Record<string, unknown>>(closedCasesStatement(params));
  return result.rows.map(toCaseRow);
}

export async function findCase(db: Db, caseId: string): Promise<CaseRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(
    caseSelect(sql`(SELECT * FROM moderation_cases WHERE id = ${caseId})`),
  );
  const row = result.rows[0];
  return row ? toCaseRow(row) : undefined;
}

/** The queue's header figures: open cases, and the median time to first action (30 days). */
export async function queueFigures(
  db: Db,
): Promise<{ openCount: number; medianFirstActionSeconds: number | null }> {
  const result = await db.execute<{ open_count: number; median: number | null }>(sql`
    SELECT (SELECT count(*)::int FROM moderation_cases WHERE status = 'open') AS open_count,
      (SELECT percentile_cont(0.5) WITHIN GROUP (
          ORDER BY extract(epoch FROM first_action_at - opened_at))
        FROM moderation_cases
        WHERE first_action_at IS NOT NULL AND first_action_at > now() - interval '30 days') AS median`);
  const row = result.rows[0];
  return {
    openCount: Number(row?.open_count ?? 0),
    medianFirstActionSeconds: row?.median == null ? null : Number(row.median),
  };
}

export type CaseReportRow = {
  id: string;
  reason: TPostReportReason;
  details: string | null;
  createdAt: Date;
  reporterId: string;
  reporterName: string;
  actioned: number;
  closed: number;
};

/** A case's reports, oldest first, with each reporter's record on their other closed reports. */
export async function listCaseReports(db: Db, caseId: string): Promise<CaseReportRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT r.id, r.reason, r.details, r.created_at, u.id AS reporter_id,
      ${nameOf('u')} AS reporter_name, rec.actioned, rec.closed
    FROM post_reports r JOIN users u ON u.id = r.reporter_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE o.outcome = 'actioned')::int AS actioned,
        count(*)::int AS closed
      FROM post_reports o
      WHERE o.reporter_id = r.reporter_id AND o.outcome IS NOT NULL AND o.id <> r.id
    ) rec
    WHERE r.case_id = ${caseId}
    ORDER BY r.created_at, r.id`);
  return result.rows.map((row) => ({
    id: row.id as string,
    reason: row.reason as TPostReportReason,
    details: row.details as string | null,
    createdAt: new Date(row.created_at as string),
    reporterId: row.reporter_id as string,
    reporterName: row.reporter_name as string,
    actioned: Number(row.actioned),
    closed: Number(row.closed),
  }));
}

export type CaseHistoryRow = {
  id: string;
  action: string;
  actorLabel: string;
  reason: string | null;
  createdAt: Date;
};

/** What was done on the case, newest first (audit_log_object_idx). */
export async function listCaseHistory(db: Db, caseId: string): Promise<CaseHistoryRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT id, action, actor_label, reason, created_at FROM audit_log
    WHERE object_type = 'moderation_case' AND object_id = ${caseId}
    ORDER BY created_at DESC, id DESC LIMIT 100`);
  return result.rows.map((row) => ({
    id: row.id as string,
    action: row.action as string,
    actorLabel: row.actor_label as string,
    reason: row.reason as string | null,
    createdAt: new Date(row.created_at as string),
  }));
}
