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
import type { MemberContext } from '../../context.ts';
import { forbidden } from '../../http-error.ts';
import { requireFeature } from '../premium/features.service.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import { presentPost } from '../posts/posts.presenter.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { canSearchByEmail } from './search.policy.ts';

/**
 * GET /api/search. Without a type every list holds its first `limit` results (the tab counts of
 * /search); with one, only that list is filled and `offset`/`limit` page through it. The text is
 * folded and its typo alternatives looked up once (`searchTerms`); each list is then one query
 * filtered by the visibility rules in SQL. The advanced filters (Premium) and the Most
 * liked sort (early access) narrow and order the posts list only.
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

  const terms = await searchTerms(ctx.db, input.q);
  const [posts, people, destinations] = await Promise.all([
    wants('posts')
      ? searchPostCards(ctx.db, ctx.feed.cards, {
          viewerId,
          terms,
          ...page,
          filters,
          sort: input.sort,
        })
      : [],
    wants('people')
      ? searchPeople(ctx.db, {
          viewerId,
          terms,
          matchEmail: canSearchByEmail(ctx.viewer),
          ...page,
        })
      : [],
    wants('destinations') ? searchDestinations(ctx.db, { viewerId, terms, ...page }) : [],
  ]);
  return {
    posts: posts.map((row) => presentPost(row, viewerId)),
    people: people.map(({ isFollowing, ...row }) =>
      presentPublicUser(row, { isFollowing, isSelf: row.id === viewerId }),
    ),
    destinations,
  };
}
