import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { TSearchFilters, TSearchSort } from '../../contract/search.ts';
import type { Db } from '../client.ts';
import type { CardContentCache } from '../feed-engine/card-cache.ts';
import { users } from '../schema/index.ts';
import { selectPostCards, type PostCardQuery, type PostCardRow } from './posts.ts';
import { profileColumns, type ProfileRow } from './users.ts';
import type { SearchTerms } from './search-terms.ts';
import { postVisibleTo, userVisibleTo } from './visibility.ts';

/**
 * Search (issues 6 and 19): full-text search over folded text (lower-case, accents removed by
 * unaccent, so "belem" finds "Belém" and back), where every searched word may also be any word
 * one typo away (`SearchTerms.typos`, from the lexicon of migration 0033: "pastell" → pastel).
 * Words are ANDed in any order. Exact words rank first; typo alternatives are only searched when
 * the exact words find too few posts. Every WHERE clause repeats an indexed expression of
 * migration 0033 word for word (the planner only uses an expression index when the query's
 * expression is the same):
 *
 * - posts_search_vector_idx:        posts.search_vector, stored (migration 0035) as
 *                                   to_tsvector('simple', roamly_post_fold_text(content, location, tags))
 * - posts_search_location_idx:      posts.search_location, stored as
 *                                   to_tsvector('simple', roamly_fold(location)) WHERE location IS NOT NULL
 * - users_name_fold_search_idx:     to_tsvector('simple', roamly_name_fold_text(first_name, last_name))
 * - users_name_fold_trgm_idx:       roamly_name_fold_text(first_name, last_name)  (gin_trgm_ops)
 *
 * Names also match by trigram similarity (`%` ≥ 0.3: "ana sliva"/"ana silva" 0.43, and `%>`
 * for a name inside the full name) and by substring.
 */

type Page = { offset: number; limit: number };

/** The full-text queries of a search text that has words (see `searchTerms`). */
export type WordQueries = { exact: string; typos: string };

/** The word queries of `terms`, or null when the text has no words (it then finds no posts). */
export function wordQueries(terms: SearchTerms): WordQueries | null {
  return terms.exact ? { exact: terms.exact, typos: terms.typos ?? terms.exact } : null;
}

/** How many of the newest matches a post search ranks (more when paging deeper). */
export const SEARCH_CANDIDATES = 300;

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
 * Tour search builds its query with it.
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

/** A post's stored searchable text (content, location, tags), as posts_search_vector_idx indexes it. */
export const storedPostVector = (post = 'p') => sql`${sql.raw(post)}.search_vector`;

/**
 * The searchable text of a post without its location, for the posts whose author hides it:
 * computed (unaccent and all) only for those rows, since the conditions using it come after
 * `OR <the author shows their location>`.
 */
export const unplacedPostVector = (post = 'p') => {
  const p = sql.raw(post);
  return sql`to_tsvector('simple', roamly_post_fold_text(${p}.content, NULL, ${p}.tags))`;
};

/** What the viewer may match a post on: everything, or without a location its author hides. */
export const visiblePostVector = (placeShown: SQL, post = 'p') =>
  sql`CASE WHEN ${placeShown} THEN ${storedPostVector(post)} ELSE ${unplacedPostVector(post)} END`;

/**
 * The page of post cards matching the words that the viewer may see (`selectPostCards` adds the
 * one visibility rule and the card columns), best first: posts with every word as typed, then
 * those needing a typo forgiven, by full-text rank plus a recency bonus that halves over a week.
 * A post whose author hides their location matches others on its content and tags only (its
 * card shows no location either).
 */
export function searchPostsQuery({
  viewerId,
  words,
  offset,
  limit,
  filters,
  sort = 'relevance',
}: { viewerId: string; words: WordQueries } & Page & PostSearchOptions): PostCardQuery {
  const exact = sql`${words.exact}::tsquery`;
  const typos = sql`${words.typos}::tsquery`;
  const placeShown = sql`(p.user_id = ${viewerId} OR ${locationIsShownSql('a')})`;
  const visibleVector = visiblePostVector(placeShown);
  // Only the newest `wanted` visible matches are ranked. A word in most posts ("the") walks
  // posts_created_at_idx (NULLS LAST as indexed) until it has enough instead of ranking every
  // match (40 s on 1M posts), a rarer one reads posts_search_vector_idx. The typo alternatives
  // are only searched when the words as typed find fewer than `wanted` posts, so a common
  // neighbour ("rome" → "some") never crowds out the posts that say what was typed.
  const wanted = Math.max(SEARCH_CANDIDATES, offset + limit);
  const newest = (query: SQL, first: SQL = sql`true`) => sql`
    SELECT p.id
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE ${first}
      AND ${storedPostVector()} @@ ${query}
      AND ${postVisibleTo(viewerId, 'p', 'a')}
      AND ${postFiltersSql(filters)}
      AND (${placeShown} OR ${unplacedPostVector()} @@ ${query})
    ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
    LIMIT ${wanted}`;
  const found =
    words.typos === words.exact
      ? newest(exact)
      : sql`WITH exact_hits AS MATERIALIZED (${newest(exact)}),
          typo_hits AS MATERIALIZED (
            ${newest(typos, sql`(SELECT count(*) FROM exact_hits) < ${wanted}`)}
          )
        SELECT id FROM exact_hits UNION SELECT id FROM typo_hits`;
  return {
    viewerId,
    from: sql`(${found}) found JOIN posts p ON p.id = found.id`,
    // Most liked (early access): the likes of the same candidates, newest first among equals.
    orderBy:
      sort === 'most-liked'
        ? sql`p.likes_count DESC, p.created_at DESC, p.id DESC`
        : sql`
      CASE WHEN ${visibleVector} @@ ${exact} THEN 1 ELSE 0 END
        + ts_rank(${visibleVector}, ${typos})
        + 0.2 / (1 + extract(epoch FROM now() - p.created_at) / 604800) DESC,
      p.created_at DESC,
      p.id DESC`,
    offset,
    limit,
  };
}

export async function searchPostCards(
  db: Db,
  cards: CardContentCache,
  { terms, ...params }: { viewerId: string; terms: SearchTerms } & Page & PostSearchOptions,
): Promise<PostCardRow[]> {
  const words = wordQueries(terms);
  return words ? selectPostCards(db, cards, searchPostsQuery({ ...params, words })) : [];
}

export type PersonRow = ProfileRow & { isFollowing: boolean };

const nameSql = sql`roamly_name_fold_text(${users.firstName}, ${users.lastName})`;

/**
 * Members whose name matches the text: its words in any order, each as typed or one typo away
 * ("silva ana", "Jose" for José, "Sliva"), the whole text by trigram similarity ("ana sliva") or
 * inside the name ("ilv"), and "ana s" through the prefix; for admins also an e-mail containing
 * it. With `peopleScoreSql`, shared by the live query and the cached candidates.
 */
export function peopleMatchSql(terms: SearchTerms, matchEmail: boolean): SQL {
  const term = terms.folded;
  const words = wordQueries(terms);
  const contains = `%${likeEscape(term)}%`;
  const startsWith = `${likeEscape(term)}%`;
  const nameVector = sql`to_tsvector('simple', ${nameSql})`;
  const wordMatch = words ? sql`${nameVector} @@ ${words.typos}::tsquery` : sql`false`;
  // One or two letters have no trigram to look up: a first or last name starting with them.
  const nameMatches =
    term.length < 3
      ? sql`(${nameSql} LIKE ${startsWith} OR ${nameSql} LIKE ${`% ${startsWith}`})`
      : sql`(${nameSql} % ${term} OR ${nameSql} %> ${term} OR ${nameSql} LIKE ${contains}
          OR ${wordMatch})`;
  return matchEmail ? sql`(${nameMatches} OR lower(${users.email}) LIKE ${contains})` : nameMatches;
}

/** How well a matching member's name fits the text (best first, then by followers). */
export function peopleScoreSql(terms: SearchTerms, matchEmail: boolean): SQL {
  const term = terms.folded;
  const words = wordQueries(terms);
  const startsWith = `${likeEscape(term)}%`;
  const nameVector = sql`to_tsvector('simple', ${nameSql})`;
  return sql`greatest(similarity(${nameSql}, ${term}), word_similarity(${term}, ${nameSql}))
    + CASE WHEN ${nameSql} LIKE ${startsWith} THEN 0.5 ELSE 0 END
    + ${words ? sql`CASE WHEN ${nameVector} @@ ${words.exact}::tsquery THEN 0.5 ELSE 0 END` : sql`0`}
    + ${matchEmail ? sql`CASE WHEN lower(${users.email}) = ${term} THEN 1 ELSE 0 END` : sql`0`}`;
}

/** The matching members the viewer may find (never suspended, never across a block), best first. */
export function searchPeopleQuery(
  db: Db,
  {
    viewerId,
    terms,
    matchEmail,
    offset,
    limit,
  }: { viewerId: string; terms: SearchTerms; matchEmail: boolean } & Page,
) {
  return db
    .select({
      ...profileColumns,
      isFollowing: sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = ${users.id})`,
    })
    .from(users)
    .where(and(peopleMatchSql(terms, matchEmail), userVisibleTo(viewerId, 'users')))
    .orderBy(desc(peopleScoreSql(terms, matchEmail)), desc(users.followersCount), users.id)
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
 * Places named in the locations of posts the viewer may see whose words match (in any order,
 * accents and one typo per word forgiven), grouped by their folded spelling ("Belém" and
 * "belem" are one place, named by the most used spelling), best match first, then the most
 * posted. Locations their authors hide from others count only for the author. Counting every
 * visible post of a place as popular as Paris (100k of 1M posts) takes seconds, so the newest
 * DESTINATION_CANDIDATES matches are grouped: a count is exact up to that many posts. As for
 * posts, typo alternatives are searched only when the words as typed find too few.
 */
export function searchDestinationsSql({
  viewerId,
  words,
  offset,
  limit,
}: { viewerId: string; words: WordQueries } & Page): SQL {
  const exact = sql`${words.exact}::tsquery`;
  const typos = sql`${words.typos}::tsquery`;
  const vector = sql`p.search_location`;
  // Scored once per place, from the folded spelling the group shares.
  const groupVector = sql`to_tsvector('simple', roamly_fold(location))`;
  const newest = (query: SQL, first: SQL = sql`true`) => sql`
      SELECT p.id, p.location, p.image_url, p.created_at
      FROM posts p
      JOIN users a ON a.id = p.user_id
      WHERE ${first}
        AND p.location IS NOT NULL
        AND ${vector} @@ ${query}
        AND ${postVisibleTo(viewerId, 'p', 'a')}
        AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')})
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${DESTINATION_CANDIDATES}`;
  const hits =
    words.typos === words.exact
      ? sql`hits AS MATERIALIZED (${newest(exact)})`
      : sql`exact_hits AS MATERIALIZED (${newest(exact)}),
        typo_hits AS MATERIALIZED (
          ${newest(typos, sql`(SELECT count(*) FROM exact_hits) < ${DESTINATION_CANDIDATES}`)}
        ),
        hits AS (SELECT * FROM exact_hits UNION SELECT * FROM typo_hits)`;
  return sql`
    WITH ${hits}
    SELECT
      mode() WITHIN GROUP (ORDER BY location) AS name,
      count(*)::int AS posts_count,
      (array_agg(image_url ORDER BY created_at DESC, id DESC)
        FILTER (WHERE image_url IS NOT NULL))[1] AS image_url,
      CASE WHEN ${groupVector} @@ ${exact} THEN 1 ELSE 0 END
        + ts_rank(${groupVector}, ${typos}) AS score
    FROM hits
    GROUP BY roamly_fold(location)
    ORDER BY score DESC, posts_count DESC, name
    OFFSET ${offset}
    LIMIT ${limit}`;
}

export async function searchDestinations(
  db: Db,
  { terms, ...params }: { viewerId: string; terms: SearchTerms } & Page,
): Promise<DestinationRow[]> {
  const words = wordQueries(terms);
  if (!words) return [];
  const { rows } = await db.execute<{
    name: string;
    posts_count: number;
    image_url: string | null;
  }>(searchDestinationsSql({ ...params, words }));
  return rows.map((row) => ({
    name: row.name,
    postsCount: row.posts_count,
    imageUrl: row.image_url,
  }));
}
