import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import {
  BedDouble,
  Car,
  Compass,
  Map,
  Plane,
  Ticket,
  UserRoundPen,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  RECOMMENDATION_TAB_LABELS,
  RECOMMENDATION_TABS,
  type TRecommendationFilters,
  type TRecommendationTab,
} from '../../../contract/recommendations.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { useActiveTabInView } from '../../lib/active-tab-in-view.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Button } from '../../ui/button.tsx';
import { TourCard } from '../tours/tour-card.tsx';
import { ToursSearchWidget } from '../tours/tours-search-widget.tsx';
import { DestinationRecommendationCard, RecommendationSkeleton } from './destination-card.tsx';
import { DEFAULT_PAGE_FILTERS, PersonalizeCard, type PageFilters } from './personalize-card.tsx';
import { AiBanner, TravelInsightsCard, TravelProfileCard } from './profile-sidebar.tsx';
import {
  accommodationRecommendationsQuery,
  activityRecommendationsQuery,
  destinationRecommendationsQuery,
  profileKeyOf,
} from './queries.ts';
import { SampleOfferCard, StayCard } from './sample-cards.tsx';
import { SAMPLE_ACTIVITIES, SAMPLE_CARS, SAMPLE_FLIGHTS } from './sample-data.ts';

const TAB_ICONS: Record<TRecommendationTab, LucideIcon> = {
  destinations: Map,
  activities: Ticket,
  stays: BedDouble,
  flights: Plane,
  cars: Car,
  excursions: Compass,
};

/** Spec 2 §2: ?tab=excursions (and the others) opens that tab; anything else is destinations. */
export function recommendationTabFrom(value: string | null): TRecommendationTab {
  return (RECOMMENDATION_TABS as readonly string[]).includes(value ?? '')
    ? (value as TRecommendationTab)
    : 'destinations';
}

function toQuery(filters: PageFilters): TRecommendationFilters {
  return {
    ...(filters.interests.length > 0 ? { interests: [...filters.interests].sort() } : {}),
    ...(filters.budget !== 'any' ? { budget: filters.budget } : {}),
    ...(filters.style !== 'any' ? { style: filters.style } : {}),
  };
}

const GRID = 'grid grid-cols-1 gap-5 md:grid-cols-2';

function Problem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-2xl border border-line bg-surface p-6"
    >
      <p className="text-ink">{children}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

function DestinationsTab({
  query,
  profileKey,
}: {
  query: TRecommendationFilters;
  profileKey: string;
}) {
  const result = useQuery(destinationRecommendationsQuery(query, profileKey));
  if (result.isPending) {
    return (
      <div className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <RecommendationSkeleton key={index} />
        ))}
        <span role="status" className="sr-only">
          Finding destinations for you…
        </span>
      </div>
    );
  }
  if (result.isError) {
    return (
      <Problem onRetry={() => void result.refetch()}>
        Recommendations could not be loaded. Please try again.
      </Problem>
    );
  }
  if (!result.data.profileComplete) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
        <UserRoundPen aria-hidden="true" className="size-9 text-brand" />
        <p className="text-lg font-semibold text-ink">Complete your travel profile</p>
        <p className="max-w-md text-sm text-ink-muted">
          Tell us your travel style, interests and favourite regions in settings, or pick interests
          above, and we will match destinations to you.
        </p>
        <Link to="/settings" className={buttonVariants({ size: 'sm' })}>
          Complete Travel Profile
        </Link>
      </div>
    );
  }
  if (result.data.recommendations.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-sm text-ink-muted">
        No destinations to suggest yet. Please check back in a moment.
      </p>
    );
  }
  return (
    <ul
      aria-label="Recommended destinations"
      className={GRID}
      aria-busy={result.isFetching || undefined}
    >
      {result.data.recommendations.map((item) => (
        <li key={item.code} className="grid">
          <DestinationRecommendationCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function ActivitiesTab({
  query,
  profileKey,
}: {
  query: TRecommendationFilters;
  profileKey: string;
}) {
  const result = useQuery(activityRecommendationsQuery(query, profileKey));
  const tours = result.data?.activities ?? [];
  if (result.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading activities…
      </p>
    );
  }
  if (tours.length > 0) {
    return (
      <ul
        aria-label="Recommended activities"
        className="grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 xl:grid-cols-3"
      >
        {tours.map((tour) => (
          <li key={tour.productCode}>
            <TourCard tour={tour} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label="Sample activities" className={GRID}>
      {SAMPLE_ACTIVITIES.map((offer) => (
        <li key={offer.id} className="grid">
          <SampleOfferCard offer={offer} kind="activity" action="Book Now" />
        </li>
      ))}
    </ul>
  );
}

function StaysTab({ query, profileKey }: { query: TRecommendationFilters; profileKey: string }) {
  const result = useQuery(accommodationRecommendationsQuery(query, profileKey));
  if (result.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading stays…
      </p>
    );
  }
  const hotels = result.data?.hotels ?? [];
  if (hotels.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-sm text-ink-muted">
        No stays in this budget range yet.
      </p>
    );
  }
  return (
    <ul aria-label="Recommended stays" className={GRID}>
      {hotels.map((hotel) => (
        <li key={hotel.id} className="grid">
          <StayCard hotel={hotel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /recommendations (spec 2 §2): the AI banner, Your Travel Profile and AI Travel Insights on the
 * left; Personalize Your Recommendations and six tabs (destinations, activities, Hotels, flights,
 * cars, excursions) in the main column. The tab is in the address (?tab=excursions); the
 * filters re-rank every tab.
 */
export function RecommendationsPage({ user }: { user: TSelfUser }) {
  const [params, setParams] = useSearchParams();
  const tab = recommendationTabFrom(params.get('tab'));
  const tabList = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabList, tab);
  const [filters, setFilters] = useState<PageFilters>(DEFAULT_PAGE_FILTERS);
  const query = toQuery(filters);
  const profileKey = profileKeyOf(user);
  const onTabChange = (next: string) =>
    setParams(next === 'destinations' ? {} : { tab: next }, { replace: true });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-6">
      <header className="lg:col-start-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Recommendations
        </h1>
        <p className="mt-1 text-ink-muted">
          Destinations, things to do and places to stay, matched to how you travel.
        </p>
      </header>
      <div className="order-last grid content-start gap-6 lg:order-none lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <AiBanner />
        <TravelProfileCard user={user} />
        <TravelInsightsCard user={user} />
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5 lg:col-start-2 lg:gap-6">
        <PersonalizeCard filters={filters} onChange={setFilters} />
        <Tabs.Root value={tab} onValueChange={onTabChange} className="grid gap-5">
          <Tabs.List
            ref={tabList}
            aria-label="Recommendation types"
            className="-mx-4 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:rounded-2xl sm:border sm:border-line sm:bg-surface sm:p-1"
          >
            {RECOMMENDATION_TABS.map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="flex shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand sm:flex-1 sm:rounded-xl sm:border-0"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {RECOMMENDATION_TAB_LABELS[value]}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          <Tabs.Content value="destinations">
            <DestinationsTab query={query} profileKey={profileKey} />
          </Tabs.Content>
          <Tabs.Content value="activities">
            <ActivitiesTab query={query} profileKey={profileKey} />
          </Tabs.Content>
          <Tabs.Content value="stays">
            <StaysTab query={query} profileKey={profileKey} />
          </Tabs.Content>
          <Tabs.Content value="flights">
            <ul aria-label="Sample flights" className={GRID}>
              {SAMPLE_FLIGHTS.map((offer) => (
                <li key={offer.id} className="grid">
                  <SampleOfferCard offer={offer} kind="flight" action="Book Flight" />
                </li>
              ))}
            </ul>
          </Tabs.Content>
          <Tabs.Content value="cars">
            <ul aria-label="Sample cars" className={GRID}>
              {SAMPLE_CARS.map((offer) => (
                <li key={offer.id} className="grid">
                  <SampleOfferCard offer={offer} kind="car" action="Reserve Car" />
                </li>
              ))}
            </ul>
          </Tabs.Content>
          <Tabs.Content value="excursions">
            <ToursSearchWidget />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
