import {
  MOST_LIKED_EARLY_ACCESS_MESSAGE,
  SEARCH_FILTERS_PREMIUM_MESSAGE,
} from '../../../contract/premium.ts';
import {
  hasSearchFilters,
  type TSearchQueryValues,
  type TSearchResults,
} from '../../../contract/search.ts';
import { searchDestinations, searchPeople, searchPostCards } from '../../../db/queries/search.ts';
import { searchTerms } from '../../../db/queries/search-terms.ts';
import { searchFromCandidates } from './search-candidates.service.ts';
import type { MemberContext } from '../../context.ts';
import { forbidden } from '../../http-error.ts';
import { requireFeature } from '../premium/features.service.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import { presentPost } from '../posts/posts.presenter.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { canSearchByEmail } from './search.policy.ts';

/**
 * GET /api/search. Without a type every list holds its first `limit` results (the tab counts of
 * /search); with one, only that list is filled and `offset`/`limit` page through it. A text's
 * matches are read once and cached for every viewer (`searchFromCandidates`); each list is then
 * the candidates walked with the viewer's visibility rule. A list the candidates cannot answer
 * exactly, and any search with the advanced filters (Premium) or the Most liked sort (early
 * access), runs the live query: the text folded and its typo alternatives looked up
 * (`searchTerms`), then one query per list filtered by the visibility rules in SQL.
 */
export async function search(
  ctx: MemberContext,
  input: TSearchQueryValues,
): Promise<TSearchResults> {
  const viewerId = ctx.viewer.id;
  const filters = {
    country: input.country,
    from: input.from,
    to: input.to,
    media: input.media,
    minLikes: input.minLikes,
  };
  // Advanced search filters are a Premium benefit, checked here whatever the client shows.
  if (hasSearchFilters(filters) && !(await viewerIsPremium(ctx))) {
    throw forbidden(SEARCH_FILTERS_PREMIUM_MESSAGE);
  }
  if (input.sort === 'most-liked') {
    await requireFeature(ctx, 'search-most-liked', MOST_LIKED_EARLY_ACCESS_MESSAGE);
  }
  const page = { offset: input.type ? input.offset : 0, limit: input.limit };
  const wants = (type: NonNullable<TSearchQueryValues['type']>) =>
    !input.type || input.type === type;
  const matchEmail = canSearchByEmail(ctx.viewer);
  // The overview and its tabs read the text's cached candidates; the Premium filters and the
  // Most liked order (which ranks every match by live counts) run the live queries.
  const cached = !hasSearchFilters(filters) && input.sort !== 'most-liked';
  const found = cached
    ? await searchFromCandidates(ctx, { q: input.q, page, wants, matchEmail })
    : undefined;
  const terms = found?.terms ?? (await searchTerms(ctx.db, input.q));
  const [posts, people, destinations] = await Promise.all([
    found?.posts ??
      (wants('posts')
        ? searchPostCards(ctx.db, ctx.feed.cards, {
            viewerId,
            terms,
            ...page,
            filters,
            sort: input.sort,
          })
        : []),
    found?.people ??
      (wants('people') ? searchPeople(ctx.db, { viewerId, terms, matchEmail, ...page }) : []),
    found?.destinations ??
      (wants('destinations') ? searchDestinations(ctx.db, { viewerId, terms, ...page }) : []),
  ]);
  return {
    posts: posts.map((row) => presentPost(row, viewerId)),
    // The row as it is: `presentPublicUser` names the fields it shows (a rest copy of the ~30
    // profile columns per member cost more than presenting them).
    people: people.map((row) =>
      presentPublicUser(row, { isFollowing: row.isFollowing, isSelf: row.id === viewerId }),
    ),
    destinations,
  };
}
