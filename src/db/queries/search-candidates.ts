import { and, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { sqlInt } from './posts.ts';
import {
  DESTINATION_CANDIDATES,
  SEARCH_CANDIDATES,
  locationIsShownSql,
  peopleMatchSql,
  peopleScoreSql,
  storedPostVector,
  visiblePostVector,
  wordQueries,
  type WordQueries,
} from './search.ts';
import { searchTerms, type SearchTerms } from './search-terms.ts';
import { profileColumns, type ProfileRow } from './users.ts';
import { postsReachEveryoneSql } from './visibility.ts';

/**
 * What a search text finds before anyone's visibility is applied (issue 21): read once per text
 * and kept by the search cache (`feed-engine/search-cache.ts`), so a search that many members
 * type costs each of them only a walk of its best candidates with their own visibility rule
 * (`search-reads.ts`). Everything here is the same for every viewer: the newest matches, ranked
 * as others see them (a location its author hides does not count), the members whose name
 * matches, and the places of the newest posts naming it.
 */
export type SearchCandidates = {
  terms: SearchTerms;
  /** The database's clock when the posts were read: newer matching posts make these stale. */
  readAt: string;
  /** Post ids, best first; `complete` when every matching post is among them. */
  posts: { ids: string[]; complete: boolean };
  /**
   * The members whose name matches and who are not suspended, best first, as profile rows (a
   * block is the viewer's to apply); `complete` when every such member is among them.
   */
  people: { rows: ProfileRow[]; complete: boolean };
  /** The newest posts naming the place (newest first) and the score of each place. */
  places: PlaceCandidate[];
};

/** A post naming a matching place, with what decides who may count it. */
export type PlaceCandidate = {
  placeKey: string;
  location: string;
  imageUrl: string | null;
  userId: string;
  privacy: string;
  score: number;
  authorActive: boolean;
  /** Public posts reach non-followers: a public profile, not limited by an operator. */
  authorReachesEveryone: boolean;
  authorShowsLocation: boolean;
};

/** How many of the best matching members are kept per text (the lists show up to 50). */
export const PEOPLE_CANDIDATES = 60;

/** The newest `wanted` posts matching `query` (posts_created_at_idx or posts_search_vector_idx). */
const newestMatches = (query: SQL, wanted: number, first: SQL = sql`true`) => sql`
  SELECT p.id FROM posts p
  WHERE ${first} AND ${storedPostVector()} @@ ${query}
  ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
  LIMIT ${sqlInt(wanted)}`;

/**
 * The best `SEARCH_CANDIDATES` or so posts for the words, whoever may see them: the newest
 * matches of the words as typed, and of the typo alternatives only when those are too few (as
 * the live query does), ranked as for a viewer who is not the author (exact words first, then
 * `ts_rank` and a recency bonus that halves over a week).
 */
export function postCandidatesSql(words: WordQueries): SQL {
  const exact = sql`${words.exact}::tsquery`;
  const typos = sql`${words.typos}::tsquery`;
  const n = SEARCH_CANDIDATES;
  const found =
    words.typos === words.exact
      ? sql`${newestMatches(exact, n)}`
      : sql`WITH exact_hits AS MATERIALIZED (${newestMatches(exact, n)}),
          typo_hits AS MATERIALIZED (
            ${newestMatches(typos, n, sql`(SELECT count(*) FROM exact_hits) < ${sqlInt(n)}`)}
          )
        SELECT id FROM exact_hits UNION SELECT id FROM typo_hits`;
  const vector = visiblePostVector(locationIsShownSql('a'));
  return sql`SELECT
      coalesce(array_agg(id ORDER BY score DESC, created_at DESC, id DESC), '{}') AS ids,
      count(*)::int AS found,
      now()::text AS read_at
    FROM (
      SELECT p.id, p.created_at,
        CASE WHEN ${vector} @@ ${exact} THEN 1 ELSE 0 END
          + ts_rank(${vector}, ${typos})
          + 0.2 / (1 + extract(epoch FROM now() - p.created_at) / 604800) AS score
      FROM (${found}) found
      JOIN posts p ON p.id = found.id
      JOIN users a ON a.id = p.user_id
    ) ranked`;
}

/**
 * The best matching members by name who are not suspended (never by e-mail), as profile rows:
 * a search shows them as they are, less those blocked either way with its viewer. A member who
 * changes their profile or is suspended announces it (`user.updated`), which drops every text.
 */
export function peopleCandidatesSelect(db: Db, terms: SearchTerms) {
  return db
    .select(profileColumns)
    .from(users)
    .where(and(peopleMatchSql(terms, false), isNull(users.suspendedAt)))
    .orderBy(desc(peopleScoreSql(terms, false)), desc(users.followersCount), users.id)
    .limit(PEOPLE_CANDIDATES);
}

/**
 * The newest `DESTINATION_CANDIDATES` posts whose location matches, whoever may see them, with
 * their place (the folded spelling), its score, and what visibility depends on. As the live
 * query does, the typo alternatives are searched only when the words as typed find too few.
 */
export function placeCandidatesSql(words: WordQueries): SQL {
  const exact = sql`${words.exact}::tsquery`;
  const typos = sql`${words.typos}::tsquery`;
  const n = DESTINATION_CANDIDATES;
  const vector = sql`p.search_location`;
  const newest = (query: SQL, first: SQL = sql`true`) => sql`
    SELECT p.id, p.user_id, p.privacy, p.location, p.image_url, p.created_at
    FROM posts p
    WHERE ${first} AND p.location IS NOT NULL AND ${vector} @@ ${query}
    ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
    LIMIT ${sqlInt(n)}`;
  const hits =
    words.typos === words.exact
      ? sql`hits AS MATERIALIZED (${newest(exact)})`
      : sql`exact_hits AS MATERIALIZED (${newest(exact)}),
        typo_hits AS MATERIALIZED (
          ${newest(typos, sql`(SELECT count(*) FROM exact_hits) < ${sqlInt(n)}`)}
        ),
        hits AS (SELECT * FROM exact_hits UNION SELECT * FROM typo_hits)`;
  // Scored once per place, from the folded spelling its posts share.
  const placeVector = sql`to_tsvector('simple', place_key)`;
  return sql`WITH ${hits},
    keyed AS (SELECT hits.*, roamly_fold(location) AS place_key FROM hits),
    scores AS (
      SELECT place_key,
        CASE WHEN ${placeVector} @@ ${exact} THEN 1 ELSE 0 END
          + ts_rank(${placeVector}, ${typos}) AS score
      FROM (SELECT DISTINCT place_key FROM keyed) places
    )
    SELECT k.place_key, k.location, k.image_url, k.user_id, k.privacy::text AS privacy,
      s.score::float8 AS score,
      a.suspended_at IS NULL AS author_active,
      ${postsReachEveryoneSql('a')} AS author_reaches_everyone,
      ${locationIsShownSql('a')} AS author_shows_location
    FROM keyed k
    JOIN scores s ON s.place_key = k.place_key
    JOIN users a ON a.id = k.user_id
    ORDER BY k.created_at DESC, k.id DESC`;
}

/**
 * Reads everything a search text finds: the terms, then three statements run together, none in
 * a transaction. Unnamed, so each is planned for its words (a generic plan cannot see them and
 * read every post of a common word through the GIN index); they run once per text and minute.
 */
export async function readSearchCandidates(db: Db, q: string): Promise<SearchCandidates> {
  const terms = await searchTerms(db, q);
  const words = wordQueries(terms);
  const [posts, people, places] = await Promise.all([
    words
      ? db
          .execute<{ ids: string[]; found: number; read_at: string }>(postCandidatesSql(words))
          .then(({ rows }) => rows[0])
      : undefined,
    peopleCandidatesSelect(db, terms),
    words
      ? db
          .execute<{
            place_key: string;
            location: string;
            image_url: string | null;
            user_id: string;
            privacy: string;
            score: number;
            author_active: boolean;
            author_reaches_everyone: boolean;
            author_shows_location: boolean;
          }>(placeCandidatesSql(words))
          .then(({ rows }) => rows)
      : [],
  ]);
  return {
    terms,
    readAt: posts?.read_at ?? new Date().toISOString(),
    posts: {
      ids: posts?.ids ?? [],
      // Fewer than asked of the words as typed and of the typos: nothing else matches.
      complete: (posts?.found ?? 0) < SEARCH_CANDIDATES,
    },
    people: { rows: people, complete: people.length < PEOPLE_CANDIDATES },
    places: places.map((row) => ({
      placeKey: row.place_key,
      location: row.location,
      imageUrl: row.image_url,
      userId: row.user_id,
      privacy: row.privacy,
      score: Number(row.score),
      authorActive: row.author_active,
      authorReachesEveryone: row.author_reaches_everyone,
      authorShowsLocation: row.author_shows_location,
    })),
  };
}
