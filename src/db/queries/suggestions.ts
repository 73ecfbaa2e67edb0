import { sql, type SQL } from 'drizzle-orm';
import { SUGGESTED_USERS_MAX } from '../../contract/people.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { executeShape, placeholder } from '../feed-engine/prepared.ts';
import { users } from '../schema/index.ts';
import { profileColumnsOf } from './people.ts';
import { sqlInt } from './posts.ts';
import type { ProfileRow } from './users.ts';
import { notBlockedSql, profileIsPublicSql } from './visibility.ts';

/**
 * People to follow (issue 21: the home sidebar asks on every view) in two prepared statements:
 * the ranking, which reads the viewer's friends of friends, and the read of the ranked members,
 * which applies the rules (nobody suspended, blocked either way or already followed; a private
 * profile's lists are not compared). Their result is cached per viewer and dropped by the events
 * that change what the rules read (`feed-engine/suggestion-cache.ts`).
 */

/** How many of the most recently active members are ranked besides friends of friends. */
export const SUGGESTION_POOL_ACTIVE = 1000;
/** How many ranked members are kept per viewer (the route asks at most 20). */
export const SUGGESTION_CANDIDATES = 2 * SUGGESTED_USERS_MAX;
export { SUGGESTED_USERS_MAX };

/** A ranked member: why (follows in common, the most recent of them) and in which place. */
export type SuggestionCandidate = { id: string; mutualCount: number; viaId: string | null };

/** The viewer's own lists ("other" is no destination or interest to share). */
const mine = (column: 'favorite_destinations' | 'travel_interests') =>
  sql.raw(`array_remove(me.${column}::text[], 'other')`);

/** 1 when the member's public list shares an entry with the viewer's. */
const overlap = (column: 'favorite_destinations' | 'travel_interests') =>
  sql`(${profileIsPublicSql('u')} AND u.${sql.raw(column)}::text[] && ${mine(column)})::int`;

/**
 * The ranking: among friends of friends (the people followed by those the viewer follows, two
 * hops along the follows primary key, counted once per member in common, never through a
 * suspended member) and the `SUGGESTION_POOL_ACTIVE` most recently active members
 * (users_last_active_at_idx), those the viewer can find (not themselves, not suspended, no
 * block either way) and does not follow yet: by follows in common, then by sharing favourite
 * destinations and travel interests, then by followers. The friends of friends are read once
 * (the old query walked them twice), each member of the pool is one primary-key probe, and the
 * page size is part of the text (`sqlInt`), so the prepared statement's generic plan is the same
 * walk as a custom one.
 */
export function suggestionRankingStatement(): SQL {
  const viewer = placeholder('viewerId');
  return sql`WITH me AS MATERIALIZED (
      SELECT favorite_destinations, travel_interests FROM users WHERE id = ${viewer}
    ),
    fof AS MATERIALIZED (
      SELECT f2.following_id AS id, count(*)::int AS mutual_count,
        (array_agg(f2.follower_id ORDER BY f2.created_at DESC, f2.follower_id))[1] AS via_id
      FROM follows f1
      JOIN users mid ON mid.id = f1.following_id AND mid.suspended_at IS NULL
      JOIN follows f2 ON f2.follower_id = f1.following_id
      WHERE f1.follower_id = ${viewer} AND f2.following_id <> ${viewer}
      GROUP BY f2.following_id
    ),
    pool AS (
      SELECT id, mutual_count, via_id FROM fof
      UNION ALL
      SELECT active.id, 0, NULL::uuid
      FROM (SELECT id FROM users ORDER BY last_active_at DESC LIMIT ${sqlInt(SUGGESTION_POOL_ACTIVE)}) active
      WHERE NOT EXISTS (SELECT 1 FROM fof WHERE fof.id = active.id)
    )
    SELECT pool.id, pool.mutual_count, pool.via_id
    FROM pool
    CROSS JOIN me
    -- One primary-key probe per member of the pool (OFFSET 0 keeps the subquery a lateral
    -- probe): the pool's size is known only once read, and a hash join reads every member.
    JOIN LATERAL (SELECT * FROM users WHERE users.id = pool.id OFFSET 0) u ON true
    WHERE u.id <> ${viewer}
      AND u.suspended_at IS NULL
      AND ${notBlockedSql(viewer, sql`u.id`)}
      AND NOT EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewer} AND vf.following_id = u.id)
    ORDER BY pool.mutual_count DESC,
      ${overlap('favorite_destinations')} + ${overlap('travel_interests')} DESC,
      u.followers_count DESC, u.created_at DESC, u.id
    LIMIT ${sqlInt(SUGGESTION_CANDIDATES)}`;
}

/** The viewer's ranked members, best first (one prepared statement). */
export async function rankSuggestions(db: Db, viewerId: string): Promise<SuggestionCandidate[]> {
  const { rows } = await executeShape<{ id: string; mutual_count: number; via_id: string | null }>(
    db,
    'suggestionRanking',
    suggestionRankingStatement,
    { viewerId },
  );
  return rows.map((row) => ({
    id: row.id,
    mutualCount: Number(row.mutual_count),
    viaId: row.via_id,
  }));
}

const u = alias(users, 'u');

export type SuggestedRow = ProfileRow & {
  mutualCount: number;
  /** The person the viewer follows who followed them most recently, while the viewer may see them. */
  viaId: string | null;
  /** Their name. */
  viaFirstName: string | null;
  viaLastName: string | null;
  sharedDestinations: string[];
  sharedInterests: string[];
};

/** The lists the member shares with the viewer; none when their profile is private. */
const inCommon = (column: 'favorite_destinations' | 'travel_interests') =>
  sql<string[]>`CASE WHEN ${profileIsPublicSql('u')} THEN ARRAY(
    SELECT x FROM unnest(u.${sql.raw(column)}::text[]) x WHERE x = ANY(${mine(column)})
  ) ELSE '{}'::text[] END`;

/**
 * The ranked members, in their order, that the viewer may be suggested, with what the reason
 * shows: one named prepared statement (Drizzle maps its rows as for any profile read), its values
 * the viewer and the ranked ids. Every rule is applied here on the live rows: a member suspended,
 * blocked (either way) or followed is left out, the shared lists follow the member's privacy, and
 * the member named in the reason is named only while the viewer may see them. The ids travel as
 * one array, so every list length shares the statement.
 */
export function suggestedUsersSelect(db: Db) {
  const viewer = placeholder('viewerId');
  const notBlocked = (id: SQL) => notBlockedSql(viewer, id);
  return (
    db
      .select({
        ...profileColumnsOf(u),
        viaId: sql<string | null>`via.id`,
        viaFirstName: sql<string | null>`via.first_name`,
        viaLastName: sql<string | null>`via.last_name`,
        sharedDestinations: inCommon('favorite_destinations'),
        sharedInterests: inCommon('travel_interests'),
      })
      .from(
        sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('viaIds')}::uuid[])
        WITH ORDINALITY AS ranked(id, via_id, ord)`,
      )
      .innerJoin(u, sql`u.id = ranked.id`)
      .innerJoin(sql`users me`, sql`me.id = ${viewer}`)
      .leftJoin(
        sql`users via`,
        sql`via.id = ranked.via_id AND via.suspended_at IS NULL AND ${notBlocked(sql`via.id`)}`,
      )
      .where(
        sql`u.id <> ${viewer}
        AND u.suspended_at IS NULL
        AND ${notBlocked(sql`u.id`)}
        AND NOT EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewer} AND vf.following_id = u.id)`,
      )
      .orderBy(sql`ranked.ord`)
      // Only as many as asked come back, though every ranked member is sent.
      .limit(sql.placeholder('limit'))
  );
}
const buildSuggestedUsersQuery = (db: Db) => suggestedUsersSelect(db).prepare('suggested_users');
const suggestedUsersQueries = new WeakMap<Db, ReturnType<typeof buildSuggestedUsersQuery>>();

/**
 * The first `limit` of the ranked members the viewer may still be suggested, in one statement
 * over every ranked member (`SUGGESTION_CANDIDATES`, so members left out since the ranking still
 * leave a full list).
 */
export async function readSuggestedUsers(
  db: Db,
  {
    viewerId,
    candidates,
    limit,
  }: { viewerId: string; candidates: readonly SuggestionCandidate[]; limit: number },
): Promise<SuggestedRow[]> {
  if (candidates.length === 0) return [];
  let query = suggestedUsersQueries.get(db);
  if (!query) {
    query = buildSuggestedUsersQuery(db);
    suggestedUsersQueries.set(db, query);
  }
  const rows = await query.execute({
    viewerId,
    ids: candidates.map((candidate) => candidate.id),
    viaIds: candidates.map((candidate) => candidate.viaId),
    limit,
  });
  const mutual = new Map(candidates.map((candidate) => [candidate.id, candidate.mutualCount]));
  return rows.map((row) => ({ ...row, mutualCount: mutual.get(row.id) ?? 0 }));
}
