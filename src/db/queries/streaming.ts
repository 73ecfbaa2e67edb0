import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { streamSessions, users } from '../schema/index.ts';
import { profileColumns, type ProfileRow } from './users.ts';

export type StreamSessionRow = typeof streamSessions.$inferSelect;
export type NewStreamSession = typeof streamSessions.$inferInsert;

/** A session with its owner and how the owner relates to the viewer. */
export type StreamSessionWithOwner = StreamSessionRow & {
  owner: ProfileRow;
  isFollowing: boolean;
  /** A block in either direction between the viewer and the owner. */
  blockedEitherWay: boolean;
};

/**
 * Live, as every read sees it: status 'live', and for the local relay a heartbeat newer than
 * `freshAfter` (a session whose instance went away is not shown while it waits to be swept).
 */
function liveSql(freshAfter: Date): SQL {
  return sql`(${streamSessions.status} = 'live' AND (${streamSessions.provider} <> 'local' OR ${streamSessions.lastSeenAt} > ${freshAfter}))`;
}

const relationColumns = (viewerId: string) => ({
  isFollowing: sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = ${streamSessions.ownerId})`,
  blockedEitherWay: sql<boolean>`EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${streamSessions.ownerId}) OR (b.blocker_id = ${streamSessions.ownerId} AND b.blocked_id = ${viewerId}))`,
});

/** A new live session; undefined when the owner (or an IVS channel) already has one. */
export async function insertStreamSession(
  db: Db,
  values: NewStreamSession,
): Promise<StreamSessionRow | undefined> {
  const [row] = await db.insert(streamSessions).values(values).onConflictDoNothing().returning();
  return row;
}

/** The owner's live session id, if any (fresh or not: the unique index counts them all). */
export async function findOwnerLiveSession(
  db: Db,
  { ownerId }: { ownerId: string },
): Promise<StreamSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(streamSessions)
    .where(and(eq(streamSessions.ownerId, ownerId), eq(streamSessions.status, 'live')))
    .limit(1);
  return row;
}

/** One session with its owner, as `viewerId` sees them. */
export async function findStreamSession(
  db: Db,
  { id, viewerId }: { id: string; viewerId: string },
): Promise<StreamSessionWithOwner | undefined> {
  const [row] = await db
    .select({ session: streamSessions, owner: profileColumns, ...relationColumns(viewerId) })
    .from(streamSessions)
    .innerJoin(users, eq(users.id, streamSessions.ownerId))
    .where(eq(streamSessions.id, id))
    .limit(1);
  return (
    row && {
      ...row.session,
      owner: row.owner,
      isFollowing: row.isFollowing,
      blockedEitherWay: row.blockedEitherWay,
    }
  );
}

/**
 * A member's live session (fresh: a local one still heartbeating) with its owner, as `viewerId`
 * sees them; one row at most (the unique partial index on live sessions per owner).
 */
export async function findOwnerLiveSessionFor(
  db: Db,
  { ownerId, viewerId, freshAfter }: { ownerId: string; viewerId: string; freshAfter: Date },
): Promise<StreamSessionWithOwner | undefined> {
  const [row] = await db
    .select({ session: streamSessions, owner: profileColumns, ...relationColumns(viewerId) })
    .from(streamSessions)
    .innerJoin(users, eq(users.id, streamSessions.ownerId))
    .where(and(eq(streamSessions.ownerId, ownerId), liveSql(freshAfter)))
    .limit(1);
  return (
    row && {
      ...row.session,
      owner: row.owner,
      isFollowing: row.isFollowing,
      blockedEitherWay: row.blockedEitherWay,
    }
  );
}

/**
 * Live sessions of members the viewer follows, newest first (the home strip): followers may
 * watch both public and followers-only streams; suspended owners and blocks either way are out.
 */
export async function listFollowedLiveSessions(
  db: Db,
  { viewerId, freshAfter, limit }: { viewerId: string; freshAfter: Date; limit: number },
): Promise<StreamSessionWithOwner[]> {
  const rows = await db
    .select({ session: streamSessions, owner: profileColumns })
    .from(streamSessions)
    .innerJoin(users, eq(users.id, streamSessions.ownerId))
    .where(
      and(
        liveSql(freshAfter),
        sql`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = ${streamSessions.ownerId})`,
        sql`${users.suspendedAt} IS NULL`,
        sql`NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${streamSessions.ownerId}) OR (b.blocker_id = ${streamSessions.ownerId} AND b.blocked_id = ${viewerId}))`,
      ),
    )
    .orderBy(desc(streamSessions.startedAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row.session,
    owner: row.owner,
    isFollowing: true,
    blockedEitherWay: false,
  }));
}

/** Live sessions on the whole site. */
export async function countLiveSessions(
  db: Db,
  { freshAfter }: { freshAfter: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(streamSessions)
    .where(liveSql(freshAfter));
  return row?.count ?? 0;
}

/** Channels carrying a live session (IVS channels take one at a time). */
export async function listBusyChannels(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ arn: streamSessions.channelArn })
    .from(streamSessions)
    .where(and(eq(streamSessions.status, 'live'), eq(streamSessions.provider, 'ivs')));
  return rows.map((row) => row.arn);
}

/** Ends a live session; undefined when it was not live (already ended, or no such session). */
export async function endStreamSession(
  db: Db,
  { id, endedAt }: { id: string; endedAt?: Date },
): Promise<StreamSessionRow | undefined> {
  const [row] = await db
    .update(streamSessions)
    .set({ status: 'ended', endedAt: endedAt ?? sql`now()` })
    .where(and(eq(streamSessions.id, id), eq(streamSessions.status, 'live')))
    .returning();
  return row;
}

/**
 * Ends local sessions whose heartbeat stopped before `staleBefore` (their instance went away, or
 * the publisher never came): ended at their last heartbeat. Returns their ids.
 */
export async function endStaleLocalSessions(
  db: Db,
  { staleBefore, ownerId }: { staleBefore: Date; ownerId?: string },
): Promise<string[]> {
  const rows = await db
    .update(streamSessions)
    .set({ status: 'ended', endedAt: sql`${streamSessions.lastSeenAt}` })
    .where(
      and(
        eq(streamSessions.status, 'live'),
        eq(streamSessions.provider, 'local'),
        sql`${streamSessions.lastSeenAt} <= ${staleBefore}`,
        ownerId ? eq(streamSessions.ownerId, ownerId) : undefined,
      ),
    )
    .returning({ id: streamSessions.id });
  return rows.map((row) => row.id);
}

export type StreamStats = {
  peakViewers: number;
  chatMessages: number;
  viewerConnections: number;
  watchSeconds: number;
};

/**
 * Records a session's engagement as the relay counted it (figures only grow); `heartbeat` also
 * marks a live local session as still held.
 */
export async function saveStreamStats(
  db: Db,
  { id, stats, heartbeat }: { id: string; stats: StreamStats; heartbeat: boolean },
): Promise<void> {
  await db
    .update(streamSessions)
    .set({
      peakViewers: sql`greatest(${streamSessions.peakViewers}, ${stats.peakViewers})`,
      chatMessages: sql`greatest(${streamSessions.chatMessages}, ${stats.chatMessages})`,
      viewerConnections: sql`greatest(${streamSessions.viewerConnections}, ${stats.viewerConnections})`,
      watchSeconds: sql`greatest(${streamSessions.watchSeconds}, ${stats.watchSeconds})`,
      ...(heartbeat ? { lastSeenAt: sql`now()` } : {}),
    })
    .where(eq(streamSessions.id, id));
}

/** Which of these sessions are still live (the heartbeat drops the others). */
export async function filterLiveSessionIds(db: Db, { ids }: { ids: string[] }): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: streamSessions.id })
    .from(streamSessions)
    .where(and(inArray(streamSessions.id, ids), eq(streamSessions.status, 'live')));
  return rows.map((row) => row.id);
}
