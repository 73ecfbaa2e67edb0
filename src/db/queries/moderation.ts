import { sql, type SQL } from 'drizzle-orm';
import {
  REASON_SEVERITY,
  type TCaseStatus,
  type TReportTargetType,
} from '../../contract/moderation.ts';
import type { TPostReportReason } from '../../contract/posts.ts';
import type { Db } from '../client.ts';

/**
 * The priority score (docs/architecture.md, "Moderation queue"):
 *   score = 4 × Σ reporter weight + 3 × gravest severity + hours open / 6,
 * a reporter's weight being 0.5 + (actioned + 1) / (actioned + dismissed + 2) over their earlier
 * closed reports. `rank_key` stores the score minus `now / 6 h`, which orders the queue the same
 * at any moment, so an index serves it; the score at a time t is rank_key + epoch(t) / 21600.
 */
const REPORTER_FACTOR = 4;
const SEVERITY_FACTOR = 3;
/** Seconds per point of the age term (6 hours). */
export const SECONDS_PER_POINT = 21600;

const SEVERITY_WHENS = sql.raw(
  Object.entries(REASON_SEVERITY)
    .map(([key, value]) => `WHEN '${key}' THEN ${value}`)
    .join(' '),
);
/** A reason's severity (REASON_SEVERITY) in SQL. */
export const severitySql = (reason: SQL) => sql`(CASE ${reason} ${SEVERITY_WHENS} ELSE 1 END)`;

/** The open case of a target, created on its first report; returns its id. */
export async function openCaseFor(
  db: Db,
  params: { targetType: TReportTargetType; targetId: string; subjectId: string | null },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO moderation_cases (target_type, target_id, subject_id)
    VALUES (${params.targetType}, ${params.targetId}, ${params.subjectId})
    ON CONFLICT (target_type, target_id) WHERE status = 'open'
    DO UPDATE SET last_reported_at = now()
    RETURNING id`);
  return result.rows[0]!.id;
}

/** The reporter's weight now, from the outcomes of their closed reports. */
export async function reporterWeight(db: Db, reporterId: string): Promise<number> {
  const result = await db.execute<{ weight: number }>(sql`
    SELECT 0.5 + (count(*) FILTER (WHERE outcome = 'actioned') + 1)::float8
      / (count(*) FILTER (WHERE outcome IS NOT NULL) + 2) AS weight
    FROM post_reports WHERE reporter_id = ${reporterId} AND outcome IS NOT NULL`);
  return Number(result.rows[0]?.weight ?? 1);
}

/** Stores a report in its case; false when this member already reported the target. */
export async function insertReport(
  db: Db,
  values: {
    targetType: TReportTargetType;
    targetId: string;
    postId: string | null;
    caseId: string;
    reporterId: string;
    reason: TPostReportReason;
    details: string | null;
    weight: number;
  },
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO post_reports (target_type, target_id, post_id, case_id, reporter_id, reason, details, weight)
    VALUES (${values.targetType}, ${values.targetId}, ${values.postId}, ${values.caseId},
      ${values.reporterId}, ${values.reason}, ${values.details}, ${values.weight})
    ON CONFLICT DO NOTHING RETURNING id`);
  return result.rows.length > 0;
}

/** Recomputes a case's rank key from its reports (after a report, a reopen). */
export async function refreshCaseRank(db: Db, caseId: string): Promise<void> {
  await db.execute(sql`
    UPDATE moderation_cases mc SET rank_key =
      ${REPORTER_FACTOR} * r.weights + ${SEVERITY_FACTOR} * r.severity
      - extract(epoch FROM mc.opened_at) / ${SECONDS_PER_POINT}
    FROM (SELECT coalesce(sum(weight), 0) AS weights,
            coalesce(max(${severitySql(sql`reason`)}), 0) AS severity
          FROM post_reports WHERE case_id = ${caseId}) r
    WHERE mc.id = ${caseId}`);
}

/** Locks a case row for an action; its status and first action time. */
export async function lockCase(
  db: Db,
  caseId: string,
): Promise<
  | {
      id: string;
      status: TCaseStatus;
      targetType: TReportTargetType;
      targetId: string;
      subjectId: string | null;
    }
  | undefined
> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT id, status, target_type, target_id, subject_id FROM moderation_cases
    WHERE id = ${caseId} FOR UPDATE`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id as string,
    status: row.status as TCaseStatus,
    targetType: row.target_type as TReportTargetType,
    targetId: row.target_id as string,
    subjectId: row.subject_id as string | null,
  };
}

/** The first action on a case starts nothing new but stops its "time to first action". */
export async function markFirstAction(db: Db, caseId: string): Promise<void> {
  await db.execute(sql`
    UPDATE moderation_cases SET first_action_at = now()
    WHERE id = ${caseId} AND first_action_at IS NULL`);
}

/** Closes a case and records the outcome on its reports; returns the reporters to tell. */
export async function closeCase(
  db: Db,
  params: { caseId: string; status: 'resolved' | 'dismissed'; note: string; closedBy: string },
): Promise<string[]> {
  await db.execute(sql`
    UPDATE moderation_cases SET status = ${params.status}, note = ${params.note},
      closed_at = now(), closed_by = ${params.closedBy}, first_action_at = coalesce(first_action_at, now())
    WHERE id = ${params.caseId}`);
  const outcome = params.status === 'resolved' ? 'actioned' : 'dismissed';
  const result = await db.execute<{ reporter_id: string }>(sql`
    UPDATE post_reports SET outcome = ${outcome} WHERE case_id = ${params.caseId}
    RETURNING reporter_id`);
  return result.rows.map((row) => row.reporter_id);
}

/** Reopens a case: its reports count as open again (their outcomes are cleared). */
export async function reopenCase(db: Db, caseId: string): Promise<void> {
  await db.execute(sql`
    UPDATE moderation_cases SET status = 'open', note = NULL, closed_at = NULL, closed_by = NULL
    WHERE id = ${caseId}`);
  await db.execute(sql`UPDATE post_reports SET outcome = NULL WHERE case_id = ${caseId}`);
}

/** Hides or shows content again; false when it is gone. */
export async function setContentHidden(
  db: Db,
  params: { targetType: 'post' | 'comment'; targetId: string; hidden: boolean },
): Promise<boolean> {
  const table = sql.raw(params.targetType === 'post' ? 'posts' : 'comments');
  const result = await db.execute(sql`
    UPDATE ${table} SET hidden_at = ${params.hidden ? sql`coalesce(hidden_at, now())` : sql`NULL`}
    WHERE id = ${params.targetId} RETURNING id`);
  return result.rows.length > 0;
}

export async function markPostSensitive(db: Db, postId: string): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE posts SET sensitive_at = coalesce(sensitive_at, now())
    WHERE id = ${postId} RETURNING id`);
  return result.rows.length > 0;
}

/** What a deletion removed: the text for the audit, files to remove, who to tell live. */
export type DeletedContent = {
  text: string;
  aiThumbnails: string[];
  /** A message's picture (its upload's URL). */
  imageUrl: string | null;
  /** The post of a deleted comment. */
  postId: string | null;
  /** A deleted message's conversation and members. */
  message: { conversationId: string; senderId: string; recipientId: string } | null;
};

const DELETED_FIELDS = {
  post: sql`ai_thumbnails, NULL::text AS image_url, id AS post_id, NULL::uuid AS conversation_id,
    NULL::uuid AS sender_id, NULL::uuid AS recipient_id`,
  comment: sql`'{}'::text[] AS ai_thumbnails, NULL::text AS image_url, post_id,
    NULL::uuid AS conversation_id, NULL::uuid AS sender_id, NULL::uuid AS recipient_id`,
  message: sql`'{}'::text[] AS ai_thumbnails, image_url, NULL::uuid AS post_id, conversation_id,
    sender_id, recipient_id`,
} as const;

/** Deletes reported content; its reports stay (post_id becomes null). */
export async function deleteContent(
  db: Db,
  params: { targetType: 'post' | 'comment' | 'message'; targetId: string },
): Promise<DeletedContent | undefined> {
  const table = sql.raw(
    params.targetType === 'post'
      ? 'posts'
      : params.targetType === 'comment'
        ? 'comments'
        : 'messages',
  );
  // Only posts have AI thumbnails and only messages a picture (files the caller removes after
  // the commit).
  const result = await db.execute<{
    content: string;
    ai_thumbnails: string[];
    image_url: string | null;
    post_id: string | null;
    conversation_id: string | null;
    sender_id: string | null;
    recipient_id: string | null;
  }>(
    sql`DELETE FROM ${table} WHERE id = ${params.targetId}
      RETURNING content, ${DELETED_FIELDS[params.targetType]}`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    text: row.content,
    aiThumbnails: row.ai_thumbnails,
    imageUrl: row.image_url,
    postId: row.post_id,
    message:
      row.conversation_id && row.sender_id && row.recipient_id
        ? {
            conversationId: row.conversation_id,
            senderId: row.sender_id,
            recipientId: row.recipient_id,
          }
        : null,
  };
}

/** One "report outcome" activity item per reporter, from the Roamly team. */
export async function insertOutcomeActivities(
  db: Db,
  params: { recipientIds: string[]; actorId: string; message: string },
): Promise<void> {
  if (params.recipientIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO activities (recipient_id, actor_id, type, message)
    SELECT DISTINCT unnest(${sql.param(params.recipientIds)}::uuid[]), ${params.actorId}::uuid,
      'report_outcome', ${params.message}`);
}
