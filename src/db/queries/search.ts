import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { TSearchFilters, TSearchSort } from '../../contract/search.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { selectPostCards, type PostCardQuery, type PostCardRow } from './posts.ts';
import { profileColumns, type ProfileRow } from './users.ts';
import { postVisibleTo, userVisibleTo } from './visibility.ts';

/**
 * Search (issue 6): PostgreSQL full-text search plus pg_trgm, so "Kyto" still finds Kyoto. Every
 * WHERE clause below repeats an indexed expression of migration 0005 word for word (the planner
 * only uses an expression index when the query's expression is the same):
 *
 * - posts_search_idx:        to_tsvector('simple', roamly_post_search_text(content, location, tags))
 * - posts_place_trgm_idx:    roamly_post_place_text(location, tags)            (gin_trgm_ops)
 * - posts_location_trgm_idx: lower(location) WHERE location IS NOT NULL        (gin_trgm_ops)
 * - users_name_trgm_idx:     lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
 *
 * Typos in places and tags go through strict word similarity (`%>>`, indexed): the best
 * whole-word stretch of the place text against the query. PostgreSQL's default threshold (0.5)
 * misses "kyto" for "kyoto" (0.375), so these queries run in a transaction that lowers it to
 * STRICT_WORD_THRESHOLD ("lisbn"/"lisbon" 0.44, "tokio"/"tokyo" 0.33) while still refusing mere
 * shared first letters ("kyto"/"kyiv" 0.25, "bali"/"bangkok" 0.18). Names use `%` (similarity
 * ≥ 0.3: "ana sliva"/"ana silva" 0.43) and `%>` with their defaults.
 */

type Page = { offset: number; limit: number };

export const STRICT_WORD_THRESHOLD = 0.3;

/** How many of the newest matches a post search ranks (more when paging deeper). */
export const SEARCH_CANDIDATES = 300;

/** Runs `fn` in a transaction whose `%>>` threshold is STRICT_WORD_THRESHOLD (SET LOCAL). */
export async function withTypoThreshold<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(STRICT_WORD_THRESHOLD)}, true)`,
    );
    return fn(tx);
  });
}

/** The member chose to show where they are (Privacy & Safety → show location; default on). */
export function locationIsShownSql(author = 'a'): SQL {
  return sql`coalesce((${sql.raw(author)}.privacy_settings->>'showLocation')::boolean, true)`;
}

/** `%` and `_` typed by the member match themselves in LIKE. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * The words of the query, all required, the last one as a prefix ("trams and cust" finds
 * "custard"): letters and digits only, so the text is always valid `to_tsquery` syntax and no
 * query can be a negation that matches every post (as `websearch_to_tsquery('-x')` would).
 */
export function prefixTsQueryText(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** Advanced filters and the chosen order of a post search (the service checks who may use them). */
export type PostSearchOptions = { filters?: TSearchFilters; sort?: TSearchSort };

/**
 * The advanced filters as one condition on `p` (true when none): country through the post's
 * catalogue destination (destinations_country_code_type_idx, then posts_destination_code_idx),
 * days in UTC on created_at (posts_created_at_idx), a photo or a video, and a floor on the
 * trigger-kept likes_count.
 */
export function postFiltersSql(filters: TSearchFilters = {}): SQL {
  const parts: SQL[] = [];
  if (filters.country) {
    parts.push(
      sql`p.destination_code IN (SELECT d.code FROM destinations d WHERE d.country_code = ${filters.country})`,
    );
  }
  if (filters.from)
    parts.push(sql`p.created_at >= (${filters.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (filters.to)
    parts.push(sql`p.created_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  if (filters.media === 'photo') parts.push(sql`p.image_url IS NOT NULL`);
  if (filters.media === 'video') parts.push(sql`p.video_url IS NOT NULL`);
  if (filters.minLikes !== undefined) parts.push(sql`p.likes_count >= ${filters.minLikes}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

/**
 * The page of post cards matching `q` that the viewer may see (`selectPostCards` adds the one
 * visibility rule and the card columns), best first: full-text rank plus place / tag similarity
 * plus a recency bonus that halves over a week. A post whose author hides their location matches
 * others on its content and tags only (its card shows no location either).
 */
export function searchPostsQuery({
  viewerId,
  q,
  offset,
  limit,
  filters,
  sort = 'relevance',
}: { viewerId: string; q: string } & Page & PostSearchOptions): PostCardQuery {
  const words = prefixTsQueryText(q);
  const tsq = sql`to_tsquery('simple', ${words ?? ''})`;
  const term = q.toLowerCase();
  const placeShown = sql`(p.user_id = ${viewerId} OR ${locationIsShownSql('a')})`;
  const visibleLocation = sql`CASE WHEN ${placeShown} THEN p.location END`;
  // Only punctuation: no words to look up, only the trigram match of the text itself.
  const textMatch = (location: SQL) =>
    words
      ? sql`to_tsvector('simple', roamly_post_search_text(p.content, ${location}, p.tags)) @@ ${tsq}`
      : sql`false`;
  const textRank = words
    ? sql`ts_rank(to_tsvector('simple', roamly_post_search_text(p.content, ${visibleLocation}, p.tags)), ${tsq})`
    : sql`0`;
  // Only the newest `wanted` visible matches are ranked. Words first: a word in most posts
  // ("the") walks posts_created_at_idx (NULLS LAST as indexed) until it has enough instead of
  // ranking every match (40 s on 1M posts), a rarer one reads posts_search_idx. Only when the
  // words find fewer than `wanted` posts (a typo, a partial place name) are trigram matches on
  // places and tags added, from posts_place_trgm_idx; fetched apart, neither index's recheck
  // rebuilds the other's expression.
  const wanted = Math.max(SEARCH_CANDIDATES, offset + limit);
  const visible = sql`${postVisibleTo(viewerId, 'p', 'a')}
      AND ${postFiltersSql(filters)}
      AND (${placeShown} OR ${textMatch(sql`NULL`)} OR roamly_post_place_text(NULL, p.tags) %>> ${term})`;
  const newest = (match: SQL) => sql`
    SELECT p.id
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE ${match} AND ${visible}
    ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
    LIMIT ${wanted}`;
  const placeMatch = sql`roamly_post_place_text(p.location, p.tags) %>> ${term}`;
  const found = words
    ? sql`WITH text_hits AS MATERIALIZED (${newest(textMatch(sql`p.location`))}),
        place_hits AS MATERIALIZED (
          ${newest(sql`(SELECT count(*) FROM text_hits) < ${wanted} AND ${placeMatch}`)}
        )
      SELECT id FROM text_hits UNION SELECT id FROM place_hits`
    : newest(placeMatch);
  const candidates = sql`(${found}) found JOIN posts p ON p.id = found.id`;
  return {
    viewerId,
    from: candidates,
    // Most liked (early access): the likes of the same candidates, newest first among equals.
    orderBy:
      sort === 'most-liked'
        ? sql`p.likes_count DESC, p.created_at DESC, p.id DESC`
        : sql`
      ${textRank}
        + strict_word_similarity(${term}, roamly_post_place_text(${visibleLocation}, p.tags))
        + 0.2 / (1 + extract(epoch FROM now() - p.created_at) / 604800) DESC,
      p.created_at DESC,
      p.id DESC`,
    offset,
    limit,
  };
}

export async function searchPostCards(
  db: Db,
  params: { viewerId: string; q: string } & Page & PostSearchOptions,
): Promise<PostCardRow[]> {
  return withTypoThreshold(db, (tx) => selectPostCards(tx, searchPostsQuery(params)));
}

export type PersonRow = ProfileRow & { isFollowing: boolean };

const nameSql = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * Members whose name matches `q` (typos through trigrams, "ana s" through the prefix), and for
 * admins whose e-mail contains it; never suspended members or members across a block.
 */
export function searchPeopleQuery(
  db: Db,
  {
    viewerId,
    q,
    matchEmail,
    offset,
    limit,
  }: { viewerId: string; q: string; matchEmail: boolean } & Page,
) {
  const term = q.toLowerCase();
  const contains = `%${likeEscape(term)}%`;
  const startsWith = `${likeEscape(term)}%`;
  // One or two letters have no trigram to look up: a first or last name starting with them.
  const nameMatches =
    term.length < 3
      ? sql`(${nameSql} LIKE ${startsWith} OR ${nameSql} LIKE ${`% ${startsWith}`})`
      : sql`(${nameSql} % ${term} OR ${nameSql} %> ${term} OR ${nameSql} LIKE ${contains})`;
  const matches = matchEmail
    ? sql`(${nameMatches} OR lower(${users.email}) LIKE ${contains})`
    : nameMatches;
  const score = sql`greatest(similarity(${nameSql}, ${term}), word_similarity(${term}, ${nameSql}))
    + CASE WHEN ${nameSql} LIKE ${startsWith} THEN 0.5 ELSE 0 END
    + ${matchEmail ? sql`CASE WHEN lower(${users.email}) = ${term} THEN 1 ELSE 0 END` : sql`0`}`;
  return db
    .select({
      ...profileColumns,
      isFollowing: sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = ${users.id})`,
    })
    .from(users)
    .where(and(matches, userVisibleTo(viewerId, 'users')))
    .orderBy(desc(score), desc(users.followersCount), users.id)
    .offset(offset)
    .limit(limit);
}

export async function searchPeople(
  db: Db,
  params: Parameters<typeof searchPeopleQuery>[1],
): Promise<PersonRow[]> {
  return searchPeopleQuery(db, params);
}

export type DestinationRow = { name: string; postsCount: number; imageUrl: string | null };

/** How many of the newest matching posts a destination search groups and counts. */
export const DESTINATION_CANDIDATES = 2000;

/**
 * Places named in the locations of posts the viewer may see, grouped without regard to case
 * (the most used spelling names the group), best match first, then the most posted. Locations
 * their authors hide from others count only for the author. Counting every visible post of a
 * place as popular as Paris (100k of 1M posts) takes seconds, so the newest
 * DESTINATION_CANDIDATES matches are grouped: a count is exact up to that many posts.
 */
export function searchDestinationsSql({
  viewerId,
  q,
  offset,
  limit,
}: { viewerId: string; q: string } & Page): SQL {
  const term = q.toLowerCase();
  return sql`
    WITH hits AS MATERIALIZED (
      SELECT p.id, p.location, p.image_url, p.created_at
      FROM posts p
      JOIN users a ON a.id = p.user_id
      WHERE p.location IS NOT NULL
        AND lower(p.location) %>> ${term}
        AND ${postVisibleTo(viewerId, 'p', 'a')}
        AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')})
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${DESTINATION_CANDIDATES}
    )
    SELECT
      mode() WITHIN GROUP (ORDER BY location) AS name,
      count(*)::int AS posts_count,
      (array_agg(image_url ORDER BY created_at DESC, id DESC)
        FILTER (WHERE image_url IS NOT NULL))[1] AS image_url,
      max(strict_word_similarity(${term}, lower(location))) AS score
    FROM hits
    GROUP BY lower(location)
    ORDER BY score DESC, posts_count DESC, name
    OFFSET ${offset}
    LIMIT ${limit}`;
}

export async function searchDestinations(
  db: Db,
  params: { viewerId: string; q: string } & Page,
): Promise<DestinationRow[]> {
  const { rows } = await withTypoThreshold(db, (tx) =>
    tx.execute<{ name: string; posts_count: number; image_url: string | null }>(
      searchDestinationsSql(params),
    ),
  );
  return rows.map((row) => ({
    name: row.name,
    postsCount: row.posts_count,
    imageUrl: row.image_url,
  }));
}
