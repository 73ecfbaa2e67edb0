import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TTL_MS } from '../../contract/limits.ts';
import type { Db, DbClient } from '../client.ts';
import { sessions, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';

export type SessionWithUser = {
  sessionId: string;
  lastSeenAt: Date;
  /** When the session stops being live (its sliding expiry or its absolute lifetime). */
  liveUntil: Date;
  user: ProfileRow;
};

/**
 * Listeners told which member's sessions were just deleted (sign-out, revoke, sign out
 * everywhere, password change or reset), so a session cache drops them at once. Called after
 * the DELETE ran, possibly before its transaction commits (the cache allows for that).
 */
const sessionsEndedListeners = new Set<(userId: string) => void>();

export function onSessionsEnded(listener: (userId: string) => void): () => void {
  sessionsEndedListeners.add(listener);
  return () => sessionsEndedListeners.delete(listener);
}

function reportSessionsEnded(userIds: Iterable<string>): void {
  for (const userId of new Set(userIds)) {
    for (const listener of sessionsEndedListeners) listener(userId);
  }
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    userAgent: string | null;
    ipAddress: string | null;
    expiresAt: Date;
    createdAt?: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The absolute lifetime as an SQL interval (a constant, so it is inlined, not bound). */
const ABSOLUTE_TTL = sql.raw(`interval '${SESSION_ABSOLUTE_TTL_MS / 1000} seconds'`);
/** Live: before its sliding expiry and younger than the absolute lifetime. */
const isLive = () =>
  and(gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, sql`now() - ${ABSOLUTE_TTL}`));

function buildLiveSessionQuery(db: DbClient) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      liveUntil:
        sql<Date>`least(${sessions.expiresAt}, ${sessions.createdAt} + ${ABSOLUTE_TTL})`.mapWith(
          sessions.expiresAt,
        ),
      user: profileColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isLive()))
    .limit(1)
    .prepare('find_live_session');
}
const liveSessionQueries = new WeakMap<DbClient, ReturnType<typeof buildLiveSessionQuery>>();

/**
 * The live session for a token hash with its user, in one indexed lookup. It runs on every signed-in
 * request, so it is a named prepared statement: built once, planned once per connection.
 */
export async function findLiveSession(
  db: DbClient,
  { tokenHash }: { tokenHash: string },
): Promise<SessionWithUser | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

/**
 * Slides the expiry forward (never past the absolute lifetime) and marks the user active, in one
 * statement.
 */
export async function touchSession(
  db: Db,
  params: { sessionId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.execute(sql`
    WITH touched AS (
      UPDATE ${sessions}
      SET last_seen_at = now(), expires_at = LEAST(${params.expiresAt}, created_at + ${ABSOLUTE_TTL})
      WHERE id = ${params.sessionId}
    )
    UPDATE ${users} SET last_active_at = now() WHERE id = ${params.userId}
  `);
}

export async function deleteSessionByTokenHash(
  db: Db,
  { tokenHash }: { tokenHash: string },
): Promise<void> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  reportSessionsEnded(rows.map((row) => row.userId));
}

/** Deletes one of the user's sessions; returns whether it existed (and was theirs). */
export async function deleteUserSession(
  db: Db,
  params: { userId: string; sessionId: string },
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, params.sessionId), eq(sessions.userId, params.userId)))
    .returning({ id: sessions.id });
  if (rows.length > 0) reportSessionsEnded([params.userId]);
  return rows.length > 0;
}

export async function listUserSessions(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive()))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}

/**
 * Signs one device out: the session named and every other live or stale session of the same
 * member from the same browser (same user agent), since the Sessions card shows them as one row.
 * Scoped by owner in SQL; returns the ids ended (none when the session is not the member's).
 */
export async function deleteDeviceSessions(
  db: Db,
  params: { userId: string; sessionId: string },
): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    DELETE FROM ${sessions} s USING ${sessions} named
    WHERE named.id = ${params.sessionId} AND named.user_id = ${params.userId}
      AND s.user_id = ${params.userId} AND s.user_agent IS NOT DISTINCT FROM named.user_agent
    RETURNING s.id
  `);
  if (rows.rows.length > 0) reportSessionsEnded([params.userId]);
  return rows.rows.map((row) => row.id);
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, sql`now() - ${ABSOLUTE_TTL}`)),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Who a session belongs to, for the revoke policy; undefined when there is no such session. */
export async function findSessionOwner(
  db: Db,
  { sessionId }: { sessionId: string },
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/**
 * Signs the member out of every session, or of every other one with `exceptSessionId` (password
 * change keeps the device that made it). Returns how many were ended.
 */
export async function deleteUserSessions(
  db: Db,
  { userId, exceptSessionId }: { userId: string; exceptSessionId?: string },
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  if (rows.length > 0) reportSessionsEnded([userId]);
  return rows.length;
}
