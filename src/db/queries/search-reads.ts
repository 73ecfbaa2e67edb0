import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PREVIEW_LIMIT } from '../../contract/search.ts';
import type { Db } from '../client.ts';
import type { CardContentCache } from '../feed-engine/card-cache.ts';
import { executeBatched, type BatchedStatement } from '../feed-engine/batched.ts';
import { executePrepared, placeholder } from '../feed-engine/prepared.ts';
import { postCardsQuery, toCards, type PostCardRow, type RawCard } from './posts.ts';
import {
  locationIsShownSql,
  storedPostVector,
  unplacedPostVector,
  type DestinationRow,
  type PersonRow,
} from './search.ts';
import type { PlaceCandidate, SearchCandidates } from './search-candidates.ts';

/**
 * A search as one viewer sees it, from the candidates of its text (`search-candidates.ts`):
 * posts and members are read afresh with the viewer's visibility rule applied in the same
 * statement, walking the candidates best first and stopping once the page is full (a few
 * primary-key probes per result, not a rule evaluated over every match), and places are counted
 * from the candidates against the viewer's follows and blocks. `undefined` means the candidates
 * cannot answer exactly (the viewer may see too few of them and more posts match): the caller
 * then runs the live query.
 */
type Page = { offset: number; limit: number };

/** Candidates read beyond twice the page at first, for those the viewer may not see. */
const WALK_MARGIN = 5;
/** Each further read takes this many times more candidates than the one before. */
const WALK_GROWTH = 4;

/** At most this many slices of one text's candidates are kept (distinct page sizes are few). */
const SLICES_PER_TEXT = 16;
const candidateSlices = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/**
 * `ids.slice(start, end)`, frozen and kept with the text's cached candidates (`ids`): every
 * viewer walking the text sends the same slices, and `executeBatched` writes a frozen array's
 * literal once (the first slice's 25 ids were copied twice and quoted on every search).
 */
function candidateSlice(ids: readonly string[], start: number, end: number): readonly string[] {
  let slices = candidateSlices.get(ids);
  if (!slices) {
    slices = new Map();
    candidateSlices.set(ids, slices);
  }
  const key = `${start}:${end}`;
  let slice = slices.get(key);
  if (!slice) {
    slice = Object.freeze(ids.slice(start, end));
    if (slices.size < SLICES_PER_TEXT) slices.set(key, slice);
  }
  return slice;
}

/**
 * Reads the candidates best first in growing slices (2 × the page + 5, then 4 times more each
 * time) until `wanted` rows are visible or the candidates run out: a viewer who may see half the
 * matches (others' followers-only and private posts) costs one read of 25, not one of 15 and
 * then one of all 600. Each slice's rows follow the previous slice's, in candidate order.
 */
async function walk<T>(
  ids: readonly string[],
  wanted: number,
  read: (ids: readonly string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  let start = 0;
  let size = wanted * 2 + WALK_MARGIN;
  while (rows.length < wanted && start < ids.length) {
    rows.push(...(await read(candidateSlice(ids, start, start + size))));
    start += size;
    size *= WALK_GROWTH;
  }
  return rows.slice(0, wanted);
}

/**
 * The page of post cards among the candidates that the viewer may see, best first: the one
 * visibility rule (`postCardsQuery`), the words still matching the post as stored now, and a
 * location its author hides matching only for the author.
 */
export function candidatePostsQuery(
  viewerId: string,
  ids: readonly string[],
  typos: string,
  limit: number,
) {
  // An InitPlan: the planner costs the match the same without the words as with them, so the
  // generic plan of this prepared statement is taken (see `freshnessSql`).
  const query = sql`(SELECT ${typos}::tsquery)`;
  return postCardsQuery({
    viewerId,
    // The ids travel as one array (a placeholder of `executeShape`, or the values themselves).
    from: sql`unnest(${Array.isArray(ids) ? sql.param([...ids]) : ids}::uuid[]) WITH ORDINALITY AS wanted(id, ord)
      JOIN posts p ON p.id = wanted.id`,
    where: sql`${storedPostVector()} @@ ${query}
      AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')} OR ${unplacedPostVector()} @@ ${query})`,
    orderBy: sql`wanted.ord`,
    // Its place among the candidates, so the statement around it keeps their order.
    cursorKey: sql`wanted.ord::text`,
    limit,
  });
}

/** The statement of `readCandidatePosts`: the freshness check, then the walk (`cursor_key` is the rank). */
export function candidatePostsStatement(v: {
  viewerId: string;
  ids: readonly string[];
  since: string;
  typos: string;
  wanted: number;
}): SQL {
  return sql`SELECT fresh.newer, cards.*
    FROM (${freshnessSql(v.since, v.typos)}) fresh
    LEFT JOIN LATERAL (${candidatePostsQuery(v.viewerId, v.ids, v.typos, v.wanted)}) cards ON true
    ORDER BY cards.cursor_key::int`;
}

/**
 * The walk's statement for one page size as a batched shape: concurrent searches are sent as
 * one statement, each run reading its own values (`executeBatched`).
 */
export function candidatePostsShape(
  wanted: number,
  values: { viewerId: string; ids: readonly string[]; since: string; typos: string },
): BatchedStatement {
  return {
    key: `searchPosts:${wanted}`,
    build: () =>
      candidatePostsStatement({
        viewerId: placeholder('viewerId'),
        ids: placeholder('ids'),
        since: placeholder('since'),
        typos: placeholder('typos'),
        wanted,
      }),
    values,
    types: { viewerId: 'uuid', ids: 'uuid[]', since: 'text', typos: 'text' },
  };
}

/**
 * The page size of the overview (`SEARCH_PREVIEW_LIMIT`): a freshness check alone is sent as the
 * overview's walk shape, so both share a batch.
 */
const FRESHNESS_ONLY_PAGE = SEARCH_PREVIEW_LIMIT;
const NO_IDS: readonly string[] = Object.freeze([]);

/** `newer` of the freshness check beside the cards (a row of nulls when none is visible). */
type CardOrEmpty = RawCard & { newer: boolean };

/**
 * The page of candidate posts the viewer may see, and whether posts written since the
 * candidates were read match the text (`freshnessSql`), in one statement: the check is an
 * InitPlan beside the walk. `posts` is undefined when the candidates cannot answer exactly.
 */
export async function readCandidatePosts(
  db: Db,
  cards: CardContentCache,
  {
    viewerId,
    candidates,
    offset,
    limit,
  }: { viewerId: string; candidates: SearchCandidates } & Page,
): Promise<{ posts: PostCardRow[] | undefined; stale: boolean }> {
  const typos = candidates.terms.typos;
  if (!typos) return { posts: [], stale: false };
  const wanted = offset + limit;
  const { ids, complete } = candidates.posts;
  if (ids.length === 0) {
    const stale = await hasNewerMatches(db, { viewerId, since: candidates.readAt, typos });
    return { posts: complete ? [] : undefined, stale };
  }
  let stale = false;
  const rows = await walk(ids, wanted, async (some) => {
    // Concurrent searches of one page size share a statement (`executeBatched`), each run with
    // its own viewer, candidates and text.
    const found = await executeBatched<CardOrEmpty>(
      db,
      candidatePostsShape(wanted, { viewerId, ids: some, since: candidates.readAt, typos }),
    );
    stale ||= found[0]?.newer ?? false;
    return found.filter((row) => row.id !== null);
  });
  if (rows.length < wanted && !complete) return { posts: undefined, stale };
  return { posts: await toCards(db, cards, rows.slice(offset)), stale };
}

/**
 * The page of candidate members the viewer may find (`userVisibleTo`: the candidates are not
 * suspended, so no block either way), best first, with whether the viewer follows them: from
 * the candidates and the viewer's relations, no statement. Undefined when the viewer may find
 * too few of them and more members match.
 */
export function visiblePeople(
  people: SearchCandidates['people'],
  viewerId: string,
  rel: ViewerRelations,
  { offset, limit }: Page,
): PersonRow[] | undefined {
  const wanted = offset + limit;
  const rows: PersonRow[] = [];
  for (const row of people.rows) {
    if (rows.length === wanted) break;
    if (row.id !== viewerId && rel.blocked.has(row.id)) continue;
    rows.push({ ...row, isFollowing: rel.following.has(row.id) });
  }
  if (rows.length < wanted && !people.complete) return undefined;
  return rows.slice(offset);
}

/** Whom the viewer follows, and the members blocked either way (both primary-key ranges). */
export type ViewerRelations = { following: Set<string>; blocked: Set<string> };

export async function readViewerRelations(db: Db, viewerId: string): Promise<ViewerRelations> {
  const { rows } = await executePrepared<{ following: string[]; blocked: string[] }>(
    db,
    sql`SELECT
      ARRAY(SELECT following_id::text FROM follows WHERE follower_id = ${viewerId}) AS following,
      ARRAY(SELECT blocked_id::text FROM blocks WHERE blocker_id = ${viewerId}
        UNION ALL SELECT blocker_id::text FROM blocks WHERE blocked_id = ${viewerId}) AS blocked`,
  );
  return { following: new Set(rows[0]?.following), blocked: new Set(rows[0]?.blocked) };
}

/**
 * Whether the viewer may see the candidate post and its place: `postVisibleTo` (visibility.ts)
 * on the values the candidates carry, and the author showing their location.
 */
export function placeVisible(
  post: PlaceCandidate,
  viewerId: string,
  rel: ViewerRelations,
): boolean {
  if (post.userId === viewerId) return true;
  if (!post.authorActive || !post.authorShowsLocation || rel.blocked.has(post.userId)) return false;
  const follows = rel.following.has(post.userId);
  if (post.privacy === 'public') return post.authorReachesEveryone || follows;
  return post.privacy === 'followers' && follows;
}

/** A place of `groupPlaces`: its row and score (the order) before the page is cut. */
type ScoredPlace = DestinationRow & { score: number };

/**
 * Candidate posts grouped by their folded spelling (named by the most used spelling), best
 * match first, then the most posted, as the live query orders them: each with its count and the
 * image of its newest post that has one (the posts come newest first).
 */
function groupPlaces(posts: Iterable<PlaceCandidate>): ScoredPlace[] {
  type Group = {
    score: number;
    count: number;
    imageUrl: string | null;
    names: Map<string, number>;
  };
  const groups = new Map<string, Group>();
  for (const post of posts) {
    let group = groups.get(post.placeKey);
    if (!group) {
      group = { score: post.score, count: 0, imageUrl: null, names: new Map() };
      groups.set(post.placeKey, group);
    }
    group.count += 1;
    // Candidates come newest first: the first image is the newest.
    group.imageUrl ??= post.imageUrl;
    group.names.set(post.location, (group.names.get(post.location) ?? 0) + 1);
  }
  const rows = [...groups.values()].map((group) => {
    let name = '';
    let most = 0;
    for (const [spelling, count] of group.names) {
      if (count > most || (count === most && spelling < name)) [name, most] = [spelling, count];
    }
    return { name, postsCount: group.count, imageUrl: group.imageUrl, score: group.score };
  });
  return rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.postsCount - a.postsCount ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/**
 * A text's place candidates split once (kept beside them, so for as long as the search cache
 * keeps the text): the posts any member may count (public, by an active author who reaches
 * everyone and shows their location), already grouped, and the rest, which depend on the viewer.
 */
type PlaceIndex = {
  /** The shared list as answered (no score): the same rows for every viewer who gets it. */
  everyone: DestinationRow[];
  everyoneAuthors: Set<string>;
  others: PlaceCandidate[];
  /** The authors of `others`: a viewer among them may see their own post there. */
  othersAuthors: Set<string>;
  /**
   * The authors of those of `others` a follower may count (active, showing their location, a
   * public or followers post): the only ones of `others` anyone but the author may see.
   */
  othersForFollowers: Set<string>;
};
const withoutScore = ({ name, postsCount, imageUrl }: ScoredPlace): DestinationRow => ({
  name,
  postsCount,
  imageUrl,
});
const placeIndexes = new WeakMap<readonly PlaceCandidate[], PlaceIndex>();

const seenByEveryone = (post: PlaceCandidate) =>
  post.privacy === 'public' &&
  post.authorActive &&
  post.authorReachesEveryone &&
  post.authorShowsLocation;

/** One of `others` that `placeVisible` shows to the author's followers (and only to them). */
const seenByFollowers = (post: PlaceCandidate) =>
  post.authorActive &&
  post.authorShowsLocation &&
  (post.privacy === 'public' || post.privacy === 'followers');

/**
 * Whether the viewer may see one of the text's `others` (`placeVisible`): their own post, or a
 * post a follower may count by an author they follow and no block separates. Decided on the
 * authors (the viewer's 20–200 follows or the text's few such authors, whichever is fewer)
 * instead of every one of `others` on each search.
 */
function seesAnyOther(index: PlaceIndex, viewerId: string, rel: ViewerRelations): boolean {
  if (index.othersAuthors.has(viewerId)) return true;
  const authors = index.othersForFollowers;
  const visible = (author: string) => !rel.blocked.has(author);
  if (rel.following.size <= authors.size) {
    for (const author of rel.following) if (authors.has(author) && visible(author)) return true;
    return false;
  }
  for (const author of authors) if (rel.following.has(author) && visible(author)) return true;
  return false;
}

/** Whether a member the viewer blocked (or who blocked them) wrote one of the posts anyone may count. */
function blocksAnyAuthor(index: PlaceIndex, rel: ViewerRelations): boolean {
  for (const id of rel.blocked) if (index.everyoneAuthors.has(id)) return true;
  return false;
}

function placeIndexOf(places: readonly PlaceCandidate[]): PlaceIndex {
  let index = placeIndexes.get(places);
  if (!index) {
    const everyone = places.filter(seenByEveryone);
    const others = places.filter((post) => !seenByEveryone(post));
    index = {
      everyone: groupPlaces(everyone).map(withoutScore),
      everyoneAuthors: new Set(everyone.map((post) => post.userId)),
      others,
      othersAuthors: new Set(others.map((post) => post.userId)),
      othersForFollowers: new Set(others.filter(seenByFollowers).map((post) => post.userId)),
    };
    placeIndexes.set(places, index);
  }
  return index;
}

/**
 * The places of the candidate posts the viewer may see (`placeVisible`), grouped and ordered by
 * `groupPlaces`. Most viewers see exactly the posts everyone may count (no block with one of
 * their authors, none of the others visible to them): their list is the text's own, grouped
 * once; anyone else's is grouped from their visible posts (a text has up to 2,000 candidates,
 * 30 µs a request on average on the bench data when grouped for every search).
 */
export function visiblePlaces(
  places: readonly PlaceCandidate[],
  viewerId: string,
  rel: ViewerRelations,
  { offset, limit }: Page,
): DestinationRow[] {
  const index = placeIndexOf(places);
  const shared = !blocksAnyAuthor(index, rel) && !seesAnyOther(index, viewerId, rel);
  if (shared) return index.everyone.slice(offset, offset + limit);
  const rows = groupPlaces(places.filter((post) => placeVisible(post, viewerId, rel)));
  return rows.slice(offset, offset + limit).map(withoutScore);
}

/** How many of the newest posts a freshness check looks at (more: the candidates are stale). */
const FRESHNESS_WINDOW = 200;

/**
 * Whether posts written since the candidates were read match the words (or too many were
 * written to tell): the newest posts after `since`, walked on posts_created_at_idx.
 */
export function freshnessSql(since: string, typos: string) {
  // The values go through InitPlans, which the planner cannot see into: with them visible it
  // costed each search's own plan below the generic one, and PostgreSQL planned the statement
  // on every request (180 custom plans of 180 runs); now its one generic plan is used.
  return sql`SELECT count(*) FILTER (WHERE search_vector @@ (SELECT ${typos}::tsquery)) > 0
        OR count(*) >= ${sql.raw(String(FRESHNESS_WINDOW))} AS newer
      FROM (
        SELECT p.search_vector FROM posts p
        WHERE p.created_at > (SELECT ${since}::timestamptz)
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
        LIMIT ${sql.raw(String(FRESHNESS_WINDOW))}
      ) recent`;
}

/**
 * Whether posts written since the candidates were read match the words, for a search that walks
 * no candidates (a member's name finds no posts; the people tab): the walk's own statement with
 * no ids, so it rides in the same batch as the overview's walks (`executeBatched`). Alone, as its
 * own statement, it was one more round trip for nearly every such search: 0.17 statements per
 * search under load against 0.13 walks (docs/performance.md, "Search").
 */
export async function hasNewerMatches(
  db: Db,
  { viewerId, since, typos }: { viewerId: string; since: string; typos: string },
): Promise<boolean> {
  const rows = await executeBatched<CardOrEmpty>(
    db,
    candidatePostsShape(FRESHNESS_ONLY_PAGE, { viewerId, ids: NO_IDS, since, typos }),
  );
  return rows[0]?.newer ?? false;
}
