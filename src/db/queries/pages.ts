import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postVisibleTo, postVisibleToEveryone } from './visibility.ts';

/**
 * Existence checks behind the status of an HTML page (`plugins/page-status.ts`): one indexed
 * probe each, with the same rules as the API the page then calls, so a page answers 404 exactly
 * when the app will show its not-found screen.
 */

async function exists(db: Db, query: ReturnType<typeof sql>): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (${query}) AS found`);
  return result.rows[0]?.found === true;
}

/**
 * A profile the viewer may open: themselves, or a member not suspended who did not block them
 * (as `canViewProfile`; a member the viewer blocked stays findable).
 */
export function profilePageExists(
  db: Db,
  { userId, viewerId }: { userId: string; viewerId: string | null },
): Promise<boolean> {
  const visible = viewerId
    ? sql`(u.id = ${viewerId} OR (u.suspended_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ${viewerId})))`
    : sql`u.suspended_at IS NULL`;
  return exists(db, sql`SELECT 1 FROM users u WHERE u.id = ${userId} AND ${visible}`);
}

/** A post the viewer may see (signed out: what anyone may see). */
export function postPageExists(
  db: Db,
  { postId, viewerId }: { postId: string; viewerId: string | null },
): Promise<boolean> {
  const visible = viewerId ? postVisibleTo(viewerId, 'p', 'a') : postVisibleToEveryone('p', 'a');
  return exists(
    db,
    sql`SELECT 1 FROM posts p JOIN users a ON a.id = p.user_id WHERE p.id = ${postId} AND ${visible}`,
  );
}

/** A destination of the catalogue, by slug. */
export function destinationPageExists(db: Db, { slug }: { slug: string }): Promise<boolean> {
  return exists(db, sql`SELECT 1 FROM destinations d WHERE d.slug = ${slug}`);
}

/**
 * A live session as a signed-out visitor may learn of it (the page asks them to sign in): it
 * exists and its owner is not suspended. Signed-in viewers get `stream.watch` itself.
 */
export function streamPageExists(db: Db, { sessionId }: { sessionId: string }): Promise<boolean> {
  return exists(
    db,
    sql`SELECT 1 FROM stream_sessions s JOIN users u ON u.id = s.owner_id
      WHERE s.id = ${sessionId} AND u.suspended_at IS NULL`,
  );
}

/** A share link that is on, of a member not suspended (as `findTripByShareToken`). */
export function sharedTripPageExists(db: Db, { token }: { token: string }): Promise<boolean> {
  return exists(
    db,
    sql`SELECT 1 FROM trips t JOIN users u ON u.id = t.owner_id
      WHERE t.share_token = ${token} AND u.suspended_at IS NULL`,
  );
}

/** A published blog post, by slug (drafts open only through a signed preview link). */
export function blogPageExists(db: Db, { slug }: { slug: string }): Promise<boolean> {
  return exists(
    db,
    sql`SELECT 1 FROM blog_posts b WHERE b.slug = ${slug} AND b.status = 'published'`,
  );
}
