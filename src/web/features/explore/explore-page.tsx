import { X } from 'lucide-react';
import { startTransition, useCallback, useState } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Badge } from '../../ui/badge.tsx';
import { ToursCard } from '../home/tours-card.tsx';
import { FeedList } from '../posts/feed-list.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { EXPLORE_FIRST_TILES, ExploreGrid, ExploreGridSkeleton } from './explore-grid.tsx';
import { useExploreTag } from './explore-tag.ts';
import { ExploreSearch } from './explore-search.tsx';
import { EXPLORE_CATEGORIES } from './sample-data.ts';
import { PromotionSlot } from '../premium/promotion-card.tsx';
import { ExploreTrendingCard, TravelStatsCard } from './sample-cards.tsx';

/**
 * /explore (spec 1 §2 'Explore'): search, Go Live, sample deals, live tours, the category grid
 * and sample trending places on the left; 'Explore the World' and the explore feed as a photo grid
 * (filtered by the chosen category's tag) in the centre; sample Travel Stats and featured hotels on the right.
 * The deals and featured hotels are promotional cards from the server (none for Premium).
 * Phones show the title, a bare search and a scrolling row of categories, then the photo grid
 * (on the first screen, as Instagram's and Airbnb's), then the rest.
 */
export function ExplorePage(_props: { user: TSelfUser }) {
  const { tag, setTag } = useExploreTag();
  // The side cards (below the feed on a phone) are drawn once the feed's first answer has
  // painted, as a transition: the first screen is lighter and the explore posts' request and
  // photos go ahead of the promotions'.
  const [feedPainted, setFeedPainted] = useState(false);
  const onFeedPainted = useCallback(() => startTransition(() => setFeedPainted(true)), []);
  const category = EXPLORE_CATEGORIES.find((item) => item.tag === tag);
  return (
    // From lg: the search card spans the title's row and the next, so the feed starts right under
    // the title and the title level with the side cards' tops.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_auto_auto_auto_1fr] xl:grid-cols-[18.5rem_minmax(0,1fr)_17.5rem]">
      <header className="lg:col-start-2 lg:row-start-1">
        <h1 className="font-display text-[1.75rem]/[1.2] font-semibold tracking-tight text-ink sm:text-4xl">
          Explore the World
        </h1>
        <p className="mt-1 text-ink-muted">Stories, photos and tips from travellers everywhere.</p>
      </header>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <ExploreSearch />
      </div>
      <div className="lg:col-start-1 lg:row-start-3">
        <CategoryGrid active={tag} onChange={setTag} />
      </div>
      <section
        aria-label="Explore feed"
        className="min-w-0 lg:col-start-2 lg:row-span-5 lg:row-start-2"
      >
        {tag ? (
          <p
            className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted"
            data-testid="explore-filter"
          >
            Showing posts tagged
            <Badge tone="brand">#{category?.tag ?? tag}</Badge>
            <button
              type="button"
              onClick={() => setTag(undefined)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-brand hover:bg-brand-soft"
            >
              <X aria-hidden="true" className="size-3.5" />
              Clear filter
            </button>
          </p>
        ) : null}
        <FeedList
          key={tag ?? 'all'}
          type="explore"
          tag={tag}
          renderPosts={(posts) => <ExploreGrid posts={posts} />}
          skeleton={<ExploreGridSkeleton />}
          // Three cards would be one row of tiles: the rows drawn after it pushed the cards
          // below the grid down the screen (a layout shift of 0.16–0.34 on a phone).
          firstCount={EXPLORE_FIRST_TILES}
          onPainted={onFeedPainted}
        />
      </section>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-4 xl:row-span-3">
        {feedPainted ? (
          <>
            <PromotionSlot placement="explore" cardId="explore-deals" />
            <ToursCard id="explore-tours-title" />
            <ExploreTrendingCard />
          </>
        ) : null}
      </div>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-5 xl:col-start-3 xl:row-span-6 xl:row-start-1">
        {feedPainted ? (
          <>
            <TravelStatsCard />
            <PromotionSlot placement="explore" cardId="explore-hotels" />
          </>
        ) : null}
      </div>
    </div>
  );
}
