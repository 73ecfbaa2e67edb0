import { lazy, startTransition, Suspense, useCallback, useRef, useState } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { Button } from '../../ui/button.tsx';
import { Photo } from '../about/photo.tsx';
import { HERO_WIDTHS } from '../about/photo-sources.ts';
import { FeedList } from '../posts/feed-list.tsx';
import { MediaSizesProvider } from '../posts/media-sizes.tsx';
import { HOME_FEED_MEDIA_SIZES } from '../posts/media-sources.ts';
import { DestinationSearch } from '../destinations/destination-search.tsx';
import { QuickDestinationChips } from '../destinations/quick-chips.tsx';
import { useVisualSearch, VisualSearchButton } from '../destinations/visual-search.tsx';
import { BANNER_SIZES, HOME_BANNER_PHOTO } from './banner-photo.ts';
import { LiveNowStrip } from './live-now-strip.tsx';
import { ShareCard } from './side-cards.tsx';
import { useRevealAfter } from './use-reveal-after.ts';

const LeftWidgets = lazy(() =>
  import('./home-widgets.tsx').then((m) => ({ default: m.LeftWidgets })),
);
const RightWidgets = lazy(() =>
  import('./home-widgets.tsx').then((m) => ({ default: m.RightWidgets })),
);

function SearchBanner({ firstName }: { firstName: string }) {
  const visual = useVisualSearch();
  return (
    <section
      aria-labelledby="discover-title"
      className="relative isolate z-20 rounded-3xl bg-[#2a2230] px-5 py-6 text-white sm:px-10 sm:py-14"
    >
      {/* The photo is clipped to the banner's corners; the suggestions list may overflow it. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden rounded-3xl">
        <Photo
          photoId={HOME_BANNER_PHOTO}
          widths={HERO_WIDTHS}
          sizes={BANNER_SIZES}
          width={2560}
          height={1701}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover object-[center_35%]"
        />
        <div className="hero-overlay absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/10" />
      </div>
      <p className="text-sm font-medium text-white/90">Welcome back, {firstName}</p>
      <h1
        id="discover-title"
        className="mt-1 font-display text-[1.75rem]/[1.2] font-semibold tracking-tight sm:text-5xl"
      >
        Discover Your Next Adventure
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-white/90 sm:mt-3 sm:text-lg">
        Search destinations, upload photos to find locations, or explore trending spots
      </p>
      <div className="mt-5 max-w-3xl sm:mt-7">
        <DestinationSearch
          label="Search destinations"
          placeholder="Where do you want to go?"
          source="home-banner"
          inputClassName="border-0 bg-white"
          actions={
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button type="submit" variant="light" className="h-11 sm:h-12 sm:w-auto">
                Search
              </Button>
              <VisualSearchButton
                search={visual.search}
                state={visual.state}
                variant="outline"
                className="h-11 border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20"
              />
            </div>
          }
        />
      </div>
      <p
        aria-live="polite"
        data-testid="visual-search-status"
        data-state={visual.state}
        className={visual.message ? 'mt-3 text-sm font-medium text-white' : 'sr-only'}
      >
        {visual.message}
      </p>
      <QuickDestinationChips />
    </section>
  );
}

/**
 * Signed-in home (spec 1 §2): the search banner over three columns from 1280 px — left sidebar
 * (Share Your Adventure, Your Journey, Trending Destinations), the home feed, right sidebar (Go
 * Premium, Suggested for You, Tours & Excursions, Quick Actions, then the sample offers at the
 * bottom so one Sample card at most sits beside the feed (issue 20 §3); Premium members get
 * neither the Go Premium card nor the offers, which the server leaves out). Narrower screens
 * put the feed right under a compact banner (Share Your Adventure shows from 1024 px; the bottom
 * bar's and the header's Create do its job below), with the sidebars below it (one column on
 * phones, beside it from 1024 px).
 *
 * The side widgets (home-widgets.tsx) are downloaded, and ask for their data, only once the feed
 * has painted and their column is on or near the screen (issue 21): the feed's first page never
 * waits behind them, and a phone draws them when the member scrolls down to them.
 */
export function HomePage({ user }: { user: TSelfUser }) {
  const firstName = user.firstName?.trim() || userDisplayName(user);
  const [feedPainted, setFeedPainted] = useState(false);
  // Not urgent: what waits for the feed's paint renders in slices React can interrupt.
  const onFeedPainted = useCallback(() => startTransition(() => setFeedPainted(true)), []);
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const showLeft = useRevealAfter(feedPainted, left);
  const showRight = useRevealAfter(feedPainted, right);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SearchBanner firstName={firstName} />
      <LiveNowStrip />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] xl:grid-cols-[17rem_minmax(0,1fr)_19rem]">
        {/* Phones create from the bottom bar and tablets from the header, so below lg the feed
            follows the banner directly, as Instagram's first screen is its feed. */}
        <div
          className="hidden lg:col-start-2 lg:row-start-1 lg:block xl:col-start-1"
          data-column="left"
        >
          <ShareCard />
        </div>
        <section
          aria-labelledby="home-feed-title"
          className="min-w-0 lg:col-start-1 lg:row-span-3 lg:row-start-1 xl:col-start-2"
          data-column="centre"
        >
          <h2
            id="home-feed-title"
            className="mb-4 font-display text-xl font-semibold tracking-tight text-ink"
          >
            Your Feed
          </h2>
          <MediaSizesProvider value={HOME_FEED_MEDIA_SIZES}>
            <FeedList type="home" onPainted={onFeedPainted} />
          </MediaSizesProvider>
        </section>
        <div
          ref={left}
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-6 lg:col-start-2 lg:row-start-2 xl:col-start-1 xl:row-span-2"
          data-column="left"
        >
          <Suspense fallback={null}>{showLeft ? <LeftWidgets user={user} /> : null}</Suspense>
        </div>
        <div
          ref={right}
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-6 lg:col-start-2 lg:row-start-3 xl:col-start-3 xl:row-span-3 xl:row-start-1"
          data-column="right"
        >
          <Suspense fallback={null}>{showRight ? <RightWidgets user={user} /> : null}</Suspense>
        </div>
      </div>
    </div>
  );
}
