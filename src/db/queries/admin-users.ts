import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TRole } from '../../contract/limits.ts';
import type { TAdminMemberStatus } from '../../contract/admin-users.ts';
import type { Db } from '../client.ts';
import { activities, media, users } from '../schema/index.ts';
import { fromEpochMicros, sqlInt } from './posts.ts';

/** The operator's view of a member's state, most severe first. */
const statusSql = (u = 'u'): SQL => {
  const a = sql.raw(u);
  return sql`CASE WHEN ${a}.deletion_requested_at IS NOT NULL THEN 'deleting'
    WHEN ${a}.suspended_at IS NOT NULL THEN 'suspended'
    WHEN ${a}.limited_at IS NOT NULL THEN 'limited' ELSE 'active' END`;
};

export type AdminMemberRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  role: TRole;
  status: TAdminMemberStatus;
  postsCount: number;
  followersCount: number;
  createdAt: Date;
  lastActiveAt: Date;
  cursorKey: string;
};

export type AdminMemberSearch = {
  q?: string;
  role?: TRole;
  status?: TAdminMemberStatus;
  sort: 'joined' | 'lastActive';
  dir: 'asc' | 'desc';
  after?: { key: string; id: string };
  limit: number;
};

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of members for the operator, `limit + 1` rows. Name and e-mail match by substring
 * through the trigram indexes (users_name_fold_trgm_idx, users_email_trgm_idx); without a query
 * the order walks users_created_at_id_idx or users_last_active_at_idx. Keyset on (sort key, id).
 */
export function adminMembersQuery(search: AdminMemberSearch): SQL {
  const column = sql.raw(search.sort === 'joined' ? 'u.created_at' : 'u.last_active_at');
  // Spelled as the indexes are (DESC NULLS LAST, or its backward walk), so the planner walks them.
  const direction = sql.raw(search.dir === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
  const conditions: SQL[] = [];
  if (search.q) {
    const pattern = `%${likeEscape(search.q)}%`;
    conditions.push(sql`(roamly_name_fold_text(u.first_name, u.last_name) ILIKE roamly_fold(${pattern})
      OR u.email ILIKE ${pattern})`);
  }
  if (search.role) conditions.push(sql`u.role = ${search.role}`);
  if (search.status) conditions.push(sql`${statusSql()} = ${search.status}`);
  if (search.after) {
    const op = sql.raw(search.dir === 'asc' ? '>' : '<');
    conditions.push(
      sql`(${column}, u.id) ${op} (${fromEpochMicros(search.after.key)}, ${search.after.id}::uuid)`,
    );
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return sql`SELECT u.id, u.first_name, u.last_name, u.email, u.profile_image_url, u.role,
      ${statusSql()} AS status, u.posts_count, u.followers_count, u.created_at, u.last_active_at,
      (extract(epoch from ${column}) * 1000000)::bigint::text AS cursor_key
    FROM users u ${where}
    ORDER BY ${column} ${direction}, u.id ${direction}
    LIMIT ${sqlInt(search.limit + 1)}`;
}

/** Runs `adminMembersQuery`. */
export async function searchAdminMembers(
  db: Db,
  search: AdminMemberSearch,
): Promise<AdminMemberRow[]> {
  const result = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    profile_image_url: string | null;
    role: TRole;
    status: TAdminMemberStatus;
    posts_count: number;
    followers_count: number;
    created_at: string | Date;
    last_active_at: string | Date;
    cursor_key: string;
  }>(adminMembersQuery(search));
  return result.rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    role: row.role,
    status: row.status,
    postsCount: Number(row.posts_count),
    followersCount: Number(row.followers_count),
    createdAt: new Date(row.created_at),
    lastActiveAt: new Date(row.last_active_at),
    cursorKey: row.cursor_key,
  }));
}

/** What every operator action reads and changes about a member. */
export type MemberState = {
  id: string;
  email: string;
  role: TRole;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  limitedAt: Date | null;
  deletionRequestedAt: Date | null;
};

const stateColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  limitedAt: users.limitedAt,
  deletionRequestedAt: users.deletionRequestedAt,
};

/** The member's state, locked for the rest of the transaction (two operators act one by one). */
export async function lockMemberState(
  db: Db,
  { id }: { id: string },
): Promise<MemberState | undefined> {
  const [row] = await db.select(stateColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateMemberState(
  db: Db,
  { id, changes }: { id: string; changes: Partial<Omit<MemberState, 'id' | 'email'>> },
): Promise<MemberState> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(stateColumns);
  if (!row) throw new Error(`member ${id} vanished inside its own transaction`);
  return row;
}

/** Whether a member may sign in now: not being deleted, and not suspended (or the period ended). */
export async function findSignInBlock(
  db: Db,
  { userId }: { userId: string },
): Promise<{ suspendedUntil: Date | null; deleting: boolean } | undefined> {
  const [row] = await db
    .select({
      suspendedUntil: users.suspendedUntil,
      deleting: sql<boolean>`${users.deletionRequestedAt} IS NOT NULL`,
    })
    .from(users)
    .where(
      sql`${users.id} = ${userId} AND (${users.deletionRequestedAt} IS NOT NULL OR (
        ${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > now())))`,
    )
    .limit(1);
  return row;
}

/**
 * Lifts every suspension whose period is over (users_suspended_until_idx); returns the members
 * and their ends, for the audit log.
 */
export async function liftExpiredSuspensions(
  db: Db,
): Promise<{ id: string; suspendedAt: Date; suspendedUntil: Date }[]> {
  const result = await db.execute<{
    id: string;
    suspended_at: string;
    suspended_until: string;
  }>(sql`
    UPDATE users u SET suspended_at = NULL, suspended_until = NULL, updated_at = now()
    FROM (SELECT id, suspended_at, suspended_until FROM users
          WHERE suspended_until IS NOT NULL AND suspended_until <= now()
            AND deletion_requested_at IS NULL
          FOR UPDATE SKIP LOCKED) old
    WHERE u.id = old.id
    RETURNING u.id, old.suspended_at, old.suspended_until`);
  return result.rows.map((row) => ({
    id: row.id,
    suspendedAt: new Date(row.suspended_at),
    suspendedUntil: new Date(row.suspended_until),
  }));
}

/** A warning: a notice from the operator in the member's activity list. */
export async function insertWarning(
  db: Db,
  params: { recipientId: string; actorId: string; message: string },
): Promise<void> {
  await db.insert(activities).values({
    recipientId: params.recipientId,
    actorId: params.actorId,
    type: 'warning',
    message: params.message,
  });
}

/** A batch of a member's media rows (media_user_id_created_at_idx), for the deletion job. */
export async function listMemberMediaBatch(
  db: Db,
  { userId, limit }: { userId: string; limit: number },
): Promise<(typeof media.$inferSelect)[]> {
  return db.select().from(media).where(eq(media.userId, userId)).limit(limit);
}

export async function deleteMediaRows(db: Db, { ids }: { ids: string[] }): Promise<void> {
  if (ids.length > 0) await db.delete(media).where(inArray(media.id, ids));
}

/**
 * Removes an account whose deletion was requested: the row and, by cascade, everything that
 * belongs to it. Returns false when there is nothing (already done, or never requested).
 */
export async function deleteRequestedAccount(
  db: Db,
  { userId }: { userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
