import type { PostCardRow } from '../../../db/queries/posts.ts';
import type { DestinationRow, PersonRow } from '../../../db/queries/search.ts';
import type { SearchCandidates } from '../../../db/queries/search-candidates.ts';
import type { SearchTerms } from '../../../db/queries/search-terms.ts';
import {
  hasNewerMatches,
  readCandidatePeople,
  readCandidatePosts,
  readViewerRelations,
  visiblePlaces,
} from '../../../db/queries/search-reads.ts';
import type { MemberContext } from '../../context.ts';

type SearchType = 'posts' | 'people' | 'destinations';

/** The lists the candidates answered; an undefined list is left to the live query. */
export type CandidateResults = {
  terms: SearchTerms;
  posts: PostCardRow[] | undefined;
  people: PersonRow[] | undefined;
  destinations: DestinationRow[] | undefined;
};

/**
 * A search from its text's cached candidates (issue 21), each wanted list read at once and
 * never in a transaction: posts and members with the viewer's visibility rule in the statement,
 * places against the viewer's follows and blocks, and, beside them, whether posts written since
 * the candidates were read match the text. If some do, the candidates are read again first.
 * E-mail matches (admins) are never cached: their people list runs live.
 */
export async function searchFromCandidates(
  ctx: MemberContext,
  {
    q,
    page,
    wants,
    matchEmail,
  }: {
    q: string;
    page: { offset: number; limit: number };
    wants: (type: SearchType) => boolean;
    matchEmail: boolean;
  },
): Promise<CandidateResults> {
  const viewerId = ctx.viewer.id;
  const read = async (candidates: SearchCandidates) => {
    const typos = candidates.terms.typos;
    const [{ stale, posts }, people, destinations] = await Promise.all([
      // The posts statement checks for newer matching posts too; without posts, alone.
      wants('posts')
        ? readCandidatePosts(ctx.db, ctx.feed.cards, { viewerId, candidates, ...page })
        : typos
          ? hasNewerMatches(ctx.db, { since: candidates.readAt, typos }).then((stale) => ({
              posts: [],
              stale,
            }))
          : { posts: [], stale: false },
      !wants('people')
        ? []
        : matchEmail
          ? undefined
          : readCandidatePeople(ctx.db, { viewerId, candidates, ...page }),
      wants('destinations') && candidates.places.length > 0
        ? readViewerRelations(ctx.db, viewerId).then((relations) =>
            visiblePlaces(candidates.places, viewerId, relations, page),
          )
        : [],
    ]);
    return { stale, results: { terms: candidates.terms, posts, people, destinations } };
  };
  const first = await read(await ctx.feed.search.candidatesOf(q));
  if (!first.stale) return first.results;
  ctx.feed.search.drop(q);
  return (await read(await ctx.feed.search.candidatesOf(q))).results;
}
