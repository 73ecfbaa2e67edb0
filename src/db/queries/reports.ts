import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postVisibleTo } from './visibility.ts';

/**
 * Lookups for member reports (issue 22 §4): each answers only what the reporter can see, so a
 * target they cannot see is "not found", never a hint that it exists.
 */

/** A comment on a post the viewer sees, not hidden from them; its author. */
export async function findReportableComment(
  db: Db,
  params: { viewerId: string; postId: string; commentId: string },
): Promise<{ id: string; userId: string } | undefined> {
  const result = await db.execute<{ id: string; user_id: string }>(sql`
    SELECT c.id, c.user_id FROM comments c
    JOIN posts p ON p.id = c.post_id JOIN users a ON a.id = p.user_id
    JOIN users cu ON cu.id = c.user_id
    WHERE c.id = ${params.commentId} AND c.post_id = ${params.postId}
      AND (c.hidden_at IS NULL OR c.user_id = ${params.viewerId})
      AND (cu.suspended_at IS NULL OR cu.id = ${params.viewerId})
      AND ${postVisibleTo(params.viewerId, 'p', 'a')}`);
  const row = result.rows[0];
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/**
 * A member the viewer can see: not suspended and not blocking the viewer. A member the viewer
 * blocked stays reportable (blocking someone who harasses you should not stop the report).
 */
export async function findReportableMember(
  db: Db,
  params: { viewerId: string; userId: string },
): Promise<{ id: string } | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT u.id FROM users u
    WHERE u.id = ${params.userId}
      AND (u.id = ${params.viewerId} OR (u.suspended_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ${params.viewerId})))`);
  return result.rows[0];
}

/** A message the viewer sent or received; who sent it. */
export async function findReportableMessage(
  db: Db,
  params: { viewerId: string; messageId: string },
): Promise<{ id: string; senderId: string } | undefined> {
  const result = await db.execute<{ id: string; sender_id: string }>(sql`
    SELECT id, sender_id FROM messages
    WHERE id = ${params.messageId}
      AND (recipient_id = ${params.viewerId} OR sender_id = ${params.viewerId})`);
  const row = result.rows[0];
  return row ? { id: row.id, senderId: row.sender_id } : undefined;
}
