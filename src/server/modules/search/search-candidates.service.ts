import type { PostCardRow } from '../../../db/queries/posts.ts';
import type { DestinationRow, PersonRow } from '../../../db/queries/search.ts';
import type { SearchCandidates } from '../../../db/queries/search-candidates.ts';
import type { SearchTerms } from '../../../db/queries/search-terms.ts';
import {
  hasNewerMatches,
  readCandidatePosts,
  visiblePeople,
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
 * A search from its text's cached candidates (issue 21) in one statement, never in a
 * transaction: the posts with the viewer's visibility rule, and whether posts written since the
 * candidates were read match the text (then the candidates are read again). Members and places
 * come from the candidates and the viewer's cached follows and blocks (`relations-cache.ts`).
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
    const listsPeople = wants('people') && !matchEmail;
    const listsPlaces = wants('destinations') && candidates.places.length > 0;
    const relations =
      listsPeople || listsPlaces ? ctx.feed.relations.relationsOf(viewerId) : undefined;
    const [{ stale, posts }, rel] = await Promise.all([
      // The posts statement checks for newer matching posts too; without posts, alone.
      wants('posts')
        ? readCandidatePosts(ctx.db, ctx.feed.cards, { viewerId, candidates, ...page })
        : typos
          ? hasNewerMatches(ctx.db, { viewerId, since: candidates.readAt, typos }).then(
              (stale) => ({
                posts: [],
                stale,
              }),
            )
          : { posts: [], stale: false },
      relations,
    ]);
    const people = !wants('people')
      ? []
      : listsPeople && rel
        ? visiblePeople(candidates.people, viewerId, rel, page)
        : undefined;
    const destinations =
      listsPlaces && rel ? visiblePlaces(candidates.places, viewerId, rel, page) : [];
    return { stale, results: { terms: candidates.terms, posts, people, destinations } };
  };
  const first = await read(await ctx.feed.search.candidatesOf(q));
  if (!first.stale) return first.results;
  ctx.feed.search.drop(q);
  return (await read(await ctx.feed.search.candidatesOf(q))).results;
}
