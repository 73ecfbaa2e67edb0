import { sql, type SQL } from 'drizzle-orm';
import type { TPostMedia } from '../../contract/media.ts';
import type { TPostPrivacy } from '../../contract/posts.ts';
import type { TSearchFilters, TSearchSort, TSearchType } from '../../contract/search.ts';
import type { Db } from '../client.ts';
import { executeShape, placeholder } from '../feed-engine/prepared.ts';
import { authorColumns, authorOf, isoTime, type RawAuthor } from './card-columns.ts';
import { sqlInt, type PostCardRow } from './posts.ts';
import { searchWords } from './search-terms.ts';
import type { ProfileRow, PublicProfileRow } from './users.ts';
import { postVisibleTo, userVisibleTo } from './visibility.ts';

/**
 * Search (issues 6, 19 and 21): full-text search over folded text (lower-case, accents removed
 * by unaccent, so "belem" finds "Belém" and back), where every searched word may also be any
 * word one typo away (from the lexicon of migration 0033: "pastell" → pastel). Words are ANDed
 * in any order. Exact words rank first; typo alternatives are only searched when the exact words
 * find too few posts. Every WHERE clause repeats an indexed expression of migration 0033 word for
 * word (the planner only uses an expression index when the query's expression is the same):
 *
 * - posts_fold_search_idx:          to_tsvector('simple', roamly_post_fold_text(content, location, tags))
 * - posts_location_fold_search_idx: to_tsvector('simple', roamly_fold(location)) WHERE location IS NOT NULL
 * - users_name_fold_search_idx:     to_tsvector('simple', roamly_name_fold_text(first_name, last_name))
 * - users_name_fold_trgm_idx:       roamly_name_fold_text(first_name, last_name)  (gin_trgm_ops)
 *
 * Names also match by trigram similarity (`%` ≥ 0.3: "ana sliva"/"ana silva" 0.43, and `%>`
 * for a name inside the full name) and by substring.
 *
 * Issue 21: a search is ONE named prepared statement (`searchStatement`): the text is folded and
 * its typo alternatives looked up in its `terms` CTE, and each wanted list (posts as cards,
 * people, places) comes back as one JSON array of the same row. Every list reads the terms
 * through scalar subqueries (InitPlans, run once), so its plan does not depend on the words:
 * the generic plan PostgreSQL settles on after five runs is the plan of every search.
 */

type Page = { offset: number; limit: number };

/** How many of the newest matches a post search ranks (more when paging deeper). */
export const SEARCH_CANDIDATES = 300;

/** How many of the newest matching posts a destination search groups and counts. */
export const DESTINATION_CANDIDATES = 2000;

/** The member chose to show where they are (Privacy & Safety → show location; default on). */
export function locationIsShownSql(author = 'a'): SQL {
  return sql`coalesce((${sql.raw(author)}.privacy_settings->>'showLocation')::boolean, true)`;
}

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
 * trigger-kept likes_count. The values may be placeholders (`searchStatement`).
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
 * What the statement's `terms` CTE makes of the text, as scalar subqueries: each is an InitPlan
 * PostgreSQL runs once, and a condition on it alone (`hasWords`) is a one-time filter that skips
 * a whole list before it reads a row.
 */
const terms = {
  /** The whole text folded (lower-case, accents removed: 'Belém' → 'belem'). */
  folded: sql`(SELECT folded FROM terms)`,
  /** `folded` with LIKE's `%`, `_` and `\` escaped, so what the member typed matches itself. */
  likeText: sql`(SELECT like_text FROM terms)`,
  /** The words as typed, all required, the last one also as a prefix; null without words. */
  exact: sql`(SELECT exact FROM terms)`,
  /** `exact` with, for each word of 4 letters or more, every known word one edit away. */
  typos: sql`(SELECT typos FROM terms)`,
  hasWords: sql`(SELECT exact IS NOT NULL FROM terms)`,
  hasTypos: sql`(SELECT typos IS DISTINCT FROM exact FROM terms)`,
  /** One or two letters: no trigram to look names up by. */
  short: sql`(SELECT length(folded) < 3 FROM terms)`,
};

/**
 * The text folded and its words' queries (`roamly_search_query`, migration 0033), from the
 * words split in JavaScript (`searchWords`); a text whose words all fold away has no words.
 */
function termsCte(q: string, words: string[]): SQL {
  return sql`terms AS MATERIALIZED (
    SELECT t.folded,
      replace(replace(replace(t.folded, '\\', '\\\\'), '%', '\\%'), '_', '\\_') AS like_text,
      t.exact::tsquery AS exact,
      coalesce(t.typos, t.exact)::tsquery AS typos
    FROM (SELECT roamly_fold(${q}) AS folded,
        nullif(roamly_search_query(${words}::text[], false)::text, '') AS exact,
        nullif(roamly_search_query(${words}::text[], true)::text, '') AS typos) t
  )`;
}

/** A post's searchable text as posts_fold_search_idx indexes it, with the given location. */
const postVector = (location: SQL) =>
  sql`to_tsvector('simple', roamly_post_fold_text(p.content, ${location}, p.tags))`;

type PostPart = { viewerId: string; wanted: number; filters?: TSearchFilters };

/**
 * The newest `wanted` visible posts matching the words (`exact_hits`), and, only when those are
 * fewer than `wanted`, the newest matching a typo alternative (`typo_hits`), so a common
 * neighbour ("rome" → "some") never crowds out the posts that say what was typed. A word in most
 * posts walks posts_created_at_idx (NULLS LAST as indexed) until it has enough; a rarer one
 * reads posts_fold_search_idx. A post whose author hides their location matches others on its
 * content and tags only.
 */
function postHitsCtes({ viewerId, wanted, filters }: PostPart): SQL {
  const placeShown = sql`(p.user_id = ${viewerId} OR ${locationIsShownSql('a')})`;
  const newest = (query: SQL, gate: SQL) => sql`
    SELECT p.id
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE ${gate}
      AND ${postVector(sql`p.location`)} @@ ${query}
      AND ${postVisibleTo(viewerId, 'p', 'a')}
      AND ${postFiltersSql(filters)}
      AND (${placeShown} OR ${postVector(sql`NULL`)} @@ ${query})
    ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
    LIMIT ${sqlInt(wanted)}`;
  return sql`exact_hits AS MATERIALIZED (${newest(terms.exact, terms.hasWords)}),
    typo_hits AS MATERIALIZED (
      ${newest(terms.typos, sql`${terms.hasTypos} AND (SELECT count(*) FROM exact_hits) < ${sqlInt(wanted)}`)}
    )`;
}

/**
 * The page of post cards among the hits, best first: posts with every word as typed, then those
 * needing a typo forgiven, by full-text rank plus a recency bonus that halves over a week (or
 * the most liked first, early access). The visibility rule is applied again with the card's
 * columns (as `postCardsQuery` does): the counts, the viewer's flags, the author and the post's
 * own content, so the page needs no second statement.
 */
function postPageCte({ viewerId, sort, offset, limit }: PostPart & Page & PostSearchOptions): SQL {
  const placeShown = sql`(p.user_id = ${viewerId} OR ${locationIsShownSql('a')})`;
  const visibleVector = postVector(sql`CASE WHEN ${placeShown} THEN p.location END`);
  const orderBy =
    sort === 'most-liked'
      ? sql`p.likes_count DESC, p.created_at DESC, p.id DESC`
      : sql`CASE WHEN ${visibleVector} @@ ${terms.exact} THEN 1 ELSE 0 END
          + ts_rank(${visibleVector}, ${terms.typos})
          + 0.2 / (1 + extract(epoch FROM now() - p.created_at) / 604800) DESC,
        p.created_at DESC, p.id DESC`;
  return sql`post_page AS MATERIALIZED (
    SELECT p.id, p.user_id, p.likes_count, p.comments_count,
      coalesce((SELECT true FROM likes vl WHERE vl.post_id = p.id AND vl.user_id = ${viewerId}), false) AS is_liked,
      coalesce((SELECT true FROM bookmarks vbm WHERE vbm.user_id = ${viewerId} AND vbm.post_id = p.id), false) AS is_bookmarked,
      ${authorColumns('a')},
      coalesce((a.privacy_settings->>'showLocation')::boolean, true) AS author_show_location,
      p.content, p.location, p.tags, p.travel_insights, p.image_url, p.video_url, p.ai_captions,
      p.ai_thumbnails, p.media, p.privacy, p.allow_comments,
      ${isoTime(sql`p.created_at`)} AS created_at, ${isoTime(sql`p.updated_at`)} AS updated_at,
      row_number() OVER (ORDER BY ${orderBy}) AS ord
    FROM (SELECT id FROM exact_hits UNION SELECT id FROM typo_hits) found
    JOIN posts p ON p.id = found.id
    JOIN users a ON a.id = p.user_id
    WHERE ${postVisibleTo(viewerId, 'p', 'a')}
    ORDER BY ${orderBy}
    LIMIT ${sqlInt(limit)} OFFSET ${sqlInt(offset)}
  )`;
}

const nameSql = sql`roamly_name_fold_text(u.first_name, u.last_name)`;
const nameVector = sql`to_tsvector('simple', ${nameSql})`;

/**
 * Members whose name matches the text: its words in any order, each as typed or one typo away
 * ("silva ana", "Jose" for José, "Sliva"), the whole text by trigram similarity ("ana sliva") or
 * inside the name ("ilv"), and "ana s" through the prefix; one or two letters, a first or last
 * name starting with them; for admins also an e-mail containing it. Never suspended members or
 * members across a block. Each branch is a condition users_name_fold_trgm_idx or
 * users_name_fold_search_idx answers (a BitmapOr); the one-letter branch and the other are
 * chosen by one-time conditions on the text's length.
 */
function peoplePageCte({
  viewerId,
  matchEmail,
  offset,
  limit,
}: { viewerId: string; matchEmail: boolean } & Page): SQL {
  const startsWith = sql`${terms.likeText} || '%'`;
  const contains = sql`'%' || ${terms.likeText} || '%'`;
  const nameMatches = sql`((${terms.short} AND (${nameSql} LIKE ${startsWith} OR ${nameSql} LIKE '% ' || ${startsWith}))
    OR (NOT ${terms.short} AND (${nameSql} % ${terms.folded} OR ${nameSql} %> ${terms.folded}
      OR ${nameSql} LIKE ${contains} OR ${nameVector} @@ ${terms.typos})))`;
  const matches = matchEmail
    ? sql`(${nameMatches} OR lower(u.email) LIKE ${contains})`
    : nameMatches;
  const score = sql`greatest(similarity(${nameSql}, ${terms.folded}), word_similarity(${terms.folded}, ${nameSql}))
    + CASE WHEN ${nameSql} LIKE ${startsWith} THEN 0.5 ELSE 0 END
    + CASE WHEN ${nameVector} @@ ${terms.exact} THEN 0.5 ELSE 0 END
    + ${matchEmail ? sql`CASE WHEN lower(u.email) = ${terms.folded} THEN 1 ELSE 0 END` : sql`0`}`;
  const orderBy = sql`${score} DESC, u.followers_count DESC, u.id`;
  return sql`people_page AS MATERIALIZED (
    SELECT u.id, u.first_name, u.last_name, u.bio, u.location, u.website, u.profile_image_url,
      u.cover_image_url, u.travel_style, u.favorite_destinations, u.languages, u.travel_interests,
      u.posts_count, u.followers_count, u.following_count, u.privacy_settings,
      ${isoTime(sql`u.created_at`)} AS created_at, ${isoTime(sql`u.premium_until`)} AS premium_until,
      EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.following_id = u.id) AS is_following,
      row_number() OVER (ORDER BY ${orderBy}) AS ord
    FROM users u
    WHERE ${matches} AND ${userVisibleTo(viewerId, 'u')}
    ORDER BY ${orderBy}
    OFFSET ${sqlInt(offset)}
    LIMIT ${sqlInt(limit)}
  )`;
}

/**
 * Places named in the locations of posts the viewer may see whose words match (in any order,
 * accents and one typo per word forgiven), grouped by their folded spelling ("Belém" and
 * "belem" are one place, named by the most used spelling), best match first, then the most
 * posted. Locations their authors hide from others count only for the author. Counting every
 * visible post of a place as popular as Paris (100k of 1M posts) takes seconds, so the newest
 * DESTINATION_CANDIDATES matches are grouped: a count is exact up to that many posts. As for
 * posts, typo alternatives are searched only when the words as typed find too few.
 */
function placesPageCtes({ viewerId, offset, limit }: { viewerId: string } & Page): SQL {
  const vector = sql`to_tsvector('simple', roamly_fold(p.location))`;
  // Scored once per place, from the folded spelling the group shares.
  const groupVector = sql`to_tsvector('simple', roamly_fold(location))`;
  const newest = (query: SQL, gate: SQL) => sql`
      SELECT p.id, p.location, p.image_url, p.created_at
      FROM posts p
      JOIN users a ON a.id = p.user_id
      WHERE ${gate}
        AND p.location IS NOT NULL
        AND ${vector} @@ ${query}
        AND ${postVisibleTo(viewerId, 'p', 'a')}
        AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')})
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${sqlInt(DESTINATION_CANDIDATES)}`;
  const enough = sqlInt(DESTINATION_CANDIDATES);
  return sql`place_exact_hits AS MATERIALIZED (${newest(terms.exact, terms.hasWords)}),
    place_typo_hits AS MATERIALIZED (
      ${newest(terms.typos, sql`${terms.hasTypos} AND (SELECT count(*) FROM place_exact_hits) < ${enough}`)}
    ),
    place_page AS MATERIALIZED (
      SELECT
        mode() WITHIN GROUP (ORDER BY location) AS name,
        count(*)::int AS posts_count,
        (array_agg(image_url ORDER BY created_at DESC, id DESC)
          FILTER (WHERE image_url IS NOT NULL))[1] AS image_url,
        row_number() OVER (ORDER BY
          CASE WHEN ${groupVector} @@ ${terms.exact} THEN 1 ELSE 0 END
            + ts_rank(${groupVector}, ${terms.typos}) DESC,
          count(*) DESC, mode() WITHIN GROUP (ORDER BY location)) AS ord
      FROM (SELECT * FROM place_exact_hits UNION SELECT * FROM place_typo_hits) hits
      GROUP BY roamly_fold(location)
      ORDER BY ord
      OFFSET ${sqlInt(offset)}
      LIMIT ${sqlInt(limit)}
    )`;
}

/** What one search asks: the text, the lists wanted, the page, and the posts' options. */
export type SearchRequest = {
  viewerId: string;
  q: string;
  /** One list, or every list (the overview of /search). */
  type?: TSearchType;
  /** E-mail addresses match people (the Roamly team only; the service decides). */
  matchEmail: boolean;
} & Page &
  PostSearchOptions;

const LISTS = ['posts', 'people', 'destinations'] as const;

/**
 * The one statement of a search, with `sql.placeholder`s for its values (see `searchValues`):
 * the `terms` CTE, then each wanted list's CTEs, then one row holding each list as a JSON array
 * in its order (an unwanted list is an empty array). Everything that changes the text (the
 * lists, the page, the order, which filters are used, e-mail matching) is in `searchShapeKey`.
 */
export function searchStatement(request: Omit<SearchRequest, 'q' | 'viewerId'>): SQL {
  const { type, offset, limit, sort, matchEmail } = request;
  const viewer = placeholder('viewerId');
  const wants = (list: (typeof LISTS)[number]) => !type || type === list;
  const filters = placeholderFilters(request.filters);
  const ctes: SQL[] = [termsCte(placeholder('q'), placeholder<string[]>('words'))];
  const page = { offset, limit };
  if (wants('posts')) {
    const part = { viewerId: viewer, wanted: Math.max(SEARCH_CANDIDATES, offset + limit), filters };
    ctes.push(postHitsCtes(part), postPageCte({ ...part, ...page, sort }));
  }
  if (wants('people')) ctes.push(peoplePageCte({ viewerId: viewer, matchEmail, ...page }));
  if (wants('destinations')) ctes.push(placesPageCtes({ viewerId: viewer, ...page }));
  const list = (wanted: boolean, cte: string) =>
    wanted
      ? sql.raw(`(SELECT coalesce(json_agg(x ORDER BY x.ord), '[]'::json) FROM ${cte} x)`)
      : sql`'[]'::json`;
  return sql`WITH ${sql.join(ctes, sql`,\n`)}
    SELECT ${list(wants('posts'), 'post_page')} AS posts,
      ${list(wants('people'), 'people_page')} AS people,
      ${list(wants('destinations'), 'place_page')} AS destinations`;
}

/** The filters as placeholders (a filter used is part of the shape, its value is not). */
function placeholderFilters(filters: TSearchFilters = {}): TSearchFilters {
  return {
    country: filters.country ? placeholder('country') : undefined,
    from: filters.from ? placeholder('from') : undefined,
    to: filters.to ? placeholder('to') : undefined,
    media: filters.media,
    minLikes: filters.minLikes !== undefined ? placeholder<number>('minLikes') : undefined,
  };
}

/** Everything that changes the text of `searchStatement`. */
export function searchShapeKey(request: Omit<SearchRequest, 'q' | 'viewerId'>): string {
  const f = request.filters ?? {};
  const used = (['country', 'from', 'to', 'minLikes'] as const).filter((k) => f[k] !== undefined);
  return [
    'search',
    request.type ?? 'all',
    request.offset,
    request.limit,
    request.sort ?? 'relevance',
    request.matchEmail ? 'email' : 'names',
    f.media ?? '-',
    ...used,
  ].join(':');
}

/** The values of `searchStatement` for a request. */
export function searchValues(request: SearchRequest): Record<string, unknown> {
  const f = request.filters ?? {};
  return {
    viewerId: request.viewerId,
    q: request.q,
    words: searchWords(request.q),
    country: f.country,
    from: f.from,
    to: f.to,
    minLikes: f.minLikes,
  };
}

/** A post card as the statement's JSON holds it. */
type JsonCard = RawAuthor & {
  id: string;
  user_id: string;
  likes_count: number;
  comments_count: number;
  is_liked: boolean;
  is_bookmarked: boolean;
  author_show_location: boolean;
  content: string;
  location: string | null;
  tags: string[];
  travel_insights: string[];
  image_url: string | null;
  video_url: string | null;
  ai_captions: string[];
  ai_thumbnails: string[];
  media: TPostMedia[];
  privacy: TPostPrivacy;
  allow_comments: boolean;
  created_at: string;
  updated_at: string;
};

/** A member as the statement's JSON holds them: what the public view of a profile shows. */
type JsonPerson = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  profile_image_url: string | null;
  cover_image_url: string | null;
  travel_style: ProfileRow['travelStyle'];
  favorite_destinations: ProfileRow['favoriteDestinations'];
  languages: ProfileRow['languages'];
  travel_interests: ProfileRow['travelInterests'];
  posts_count: number;
  followers_count: number;
  following_count: number;
  privacy_settings: ProfileRow['privacySettings'];
  created_at: string;
  premium_until: string | null;
  is_following: boolean;
};

export type PersonRow = PublicProfileRow & { isFollowing: boolean };
export type DestinationRow = { name: string; postsCount: number; imageUrl: string | null };
export type SearchRows = {
  posts: PostCardRow[];
  people: PersonRow[];
  destinations: DestinationRow[];
};

const toCard = (row: JsonCard): PostCardRow => ({
  id: row.id,
  userId: row.user_id,
  content: row.content,
  location: row.location,
  tags: row.tags,
  travelInsights: row.travel_insights,
  imageUrl: row.image_url,
  videoUrl: row.video_url,
  aiCaptions: row.ai_captions,
  aiThumbnails: row.ai_thumbnails,
  media: row.media,
  privacy: row.privacy,
  allowComments: row.allow_comments,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  likesCount: Number(row.likes_count),
  commentsCount: Number(row.comments_count),
  isLiked: row.is_liked,
  isBookmarked: row.is_bookmarked,
  author: { ...authorOf(row.user_id, row), showLocation: row.author_show_location },
  cursorKey: null,
});

const toPerson = (row: JsonPerson): PersonRow => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  bio: row.bio,
  location: row.location,
  website: row.website,
  profileImageUrl: row.profile_image_url,
  coverImageUrl: row.cover_image_url,
  travelStyle: row.travel_style,
  favoriteDestinations: row.favorite_destinations,
  languages: row.languages,
  travelInterests: row.travel_interests,
  postsCount: Number(row.posts_count),
  followersCount: Number(row.followers_count),
  followingCount: Number(row.following_count),
  privacySettings: row.privacy_settings,
  createdAt: new Date(row.created_at),
  premiumUntil: row.premium_until === null ? null : new Date(row.premium_until),
  isFollowing: row.is_following,
});

/** Runs a search: one named prepared statement, whatever lists it asks for. */
export async function runSearch(db: Db, request: SearchRequest): Promise<SearchRows> {
  const { rows } = await executeShape<{
    posts: JsonCard[];
    people: JsonPerson[];
    destinations: Array<{ name: string; posts_count: number; image_url: string | null }>;
  }>(db, searchShapeKey(request), () => searchStatement(request), searchValues(request));
  const row = rows[0];
  return {
    posts: (row?.posts ?? []).map(toCard),
    people: (row?.people ?? []).map(toPerson),
    destinations: (row?.destinations ?? []).map((place) => ({
      name: place.name,
      postsCount: Number(place.posts_count),
      imageUrl: place.image_url,
    })),
  };
}
