import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Compass, SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useDebouncedValue } from '../destinations/destination-queries.ts';
import { useCurrency } from '../tours/currency.ts';
import { CommunityStrip } from './community-strip.tsx';
import { DestinationHero } from './destination-hero.tsx';
import { DestinationTourCard, SKELETON_CARDS, TourCardSkeleton } from './destination-tour-card.tsx';
import { useDocumentSeo } from './document-seo.ts';
import { nameFromLocation, type TDestinationPageType } from './location.ts';
import { destinationContentQuery, usePlaceImage } from './queries.ts';
import { ReadMoreContent } from './rich-content.tsx';
import { CategoryChips, TourFiltersPanel } from './tour-filters.tsx';
import { DEFAULT_TOUR_FILTERS, hasActiveFilters, type TourFilters } from './tour-filters-state.ts';
import { destinationToursQuery } from './tours-query.ts';

const FILTERS_ID = 'destination-filters';
const PRICE_DEBOUNCE_MS = 400;

const TYPE_NOUN: Record<TDestinationPageType, [string, string]> = {
  excursions: ['excursion', 'excursions'],
  tours: ['tour', 'tours'],
  all: ['tour & activity', 'tours & activities'],
};

/** Spec 2 §8: the destination page's error and empty states. */
function ToursError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-accent" />
      <p className="max-w-md font-semibold text-ink">
        Unable to load tours. Please ensure Viator API credentials are configured.
      </p>
      <p className="text-sm text-ink-muted">
        Contact support to set up your Viator API integration.
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

function NoTours({ onClear, canClear }: { onClear: () => void; canClear: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="text-lg font-semibold text-ink">No tours found</p>
      <p className="max-w-sm text-sm text-ink-muted">
        {canClear
          ? 'Nothing matches these filters. Try a wider price range or another category.'
          : 'There are no tours for this destination yet.'}
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear All Filters
      </Button>
    </div>
  );
}

/**
 * The destination tours page (spec 2 §2): hero 'Things to Do in {destination}' with the place's
 * photo, search and filter toggle; the SEO content with Read More / Show Less; the filters
 * panel; mobile category chips; the tour grid (8-card skeleton, §8 error and empty states); and
 * 'From the community'. Title, description and JSON-LD follow the loaded content and the title
 * is restored on leaving.
 */
export function DestinationPage({
  location,
  type,
}: {
  location: string;
  type: TDestinationPageType;
}) {
  const content = useQuery(destinationContentQuery(location));
  const destination = content.data?.destination;
  const name = destination?.name ?? nameFromLocation(location);
  // The hero's photo is asked for by the address's own place ('paris', 'paris-us'), at once and
  // once: not again under the catalogue's name when the content arrives, which would drop the
  // photo until a second answer and could name another place of that name.
  const image = usePlaceImage(location.replace(/-/g, ' '));
  const [filters, setFilters] = useState<TourFilters>(DEFAULT_TOUR_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The traveller's currency (chosen in any tours screen, else detected, else USD).
  const { currency } = useCurrency();
  const code = destination?.code ?? null;
  // Typed prices wait until the member pauses, so '250' asks once, not for 2, 25 and 250.
  const minPrice = useDebouncedValue(filters.minPrice, PRICE_DEBOUNCE_MS);
  const maxPrice = useDebouncedValue(filters.maxPrice, PRICE_DEBOUNCE_MS);
  const tours = useQuery(destinationToursQuery(code, { ...filters, minPrice, maxPrice }, currency));
  const update = (next: Partial<TourFilters>) => setFilters((current) => ({ ...current, ...next }));
  const clear = () => setFilters(DEFAULT_TOUR_FILTERS);
  const active = hasActiveFilters(filters);

  useDocumentSeo(
    content.data
      ? {
          title: content.data.metaTitle,
          description: content.data.metaDescription,
          jsonLd: content.data.schema,
          // The three tour types are one page: one canonical address, the sitemap's.
          canonical: `/destination/${content.data.destination.slug}/excursions`,
        }
      : { title: `Things to Do in ${name} · Roamly` },
  );

  const [one, many] = TYPE_NOUN[type];
  const tourCount = destination?.tourCount ?? 0;
  const subtitle = [
    destination?.countryName,
    tourCount > 0 ? `${tourCount.toLocaleString('en-US')} ${tourCount === 1 ? one : many}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  // No destination code (content still loading, or a place the catalogue does not know).
  const waitingForCode = content.isPending;
  // The tours' answer draws up to 24 cards, the page's largest render after its first. The
  // query's update renders at once and in one piece; deferred, React draws the cards in slices
  // of a few milliseconds between which the browser handles input (on a phone that render was a
  // long task of its own).
  const toursAnswered = useDeferredValue(!tours.isPending);
  const showSkeleton = waitingForCode || (code !== null && (tours.isPending || !toursAnswered));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <DestinationHero
        name={name}
        subtitle={subtitle || null}
        subtitlePending={waitingForCode}
        image={image.data}
        searchQuery={filters.searchQuery}
        onSearch={(searchQuery) => update({ searchQuery })}
        filtersOpen={filtersOpen}
        filtersId={FILTERS_ID}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilters={active}
      />

      {/* Until the content answers (it names the tours' destination), the intro's place is held
          by a skeleton and nothing follows it: the chips and tours would otherwise appear and
          then be pushed down by the intro (CLS). */}
      {waitingForCode ? (
        <IntroSkeleton />
      ) : (
        <>
          {content.data?.content ? (
            <section aria-labelledby="about-title" className="max-w-3xl">
              <h2 id="about-title" className="sr-only">
                About {name}
              </h2>
              <ReadMoreContent html={content.data.content} />
            </section>
          ) : null}

          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <CategoryChips
              category={filters.category}
              onChange={(category) => update({ category })}
            />
            {filtersOpen ? (
              <TourFiltersPanel
                id={FILTERS_ID}
                filters={filters}
                currency={currency}
                onChange={update}
                onClear={clear}
              />
            ) : null}

            <section
              aria-labelledby="tours-title"
              aria-busy={showSkeleton || tours.isFetching}
              className="grid gap-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2
                  id="tours-title"
                  className="flex items-center gap-2 text-xl font-semibold text-ink"
                >
                  <Compass aria-hidden="true" className="size-5 text-brand" />
                  Top experiences in {name}
                </h2>
                {filters.searchQuery ? (
                  <p className="text-sm text-ink-muted">Results for “{filters.searchQuery}”</p>
                ) : null}
              </div>
              {showSkeleton ? (
                <div className="grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                  {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                    <TourCardSkeleton key={index} />
                  ))}
                  <span role="status" className="sr-only">
                    Loading tours…
                  </span>
                </div>
              ) : tours.isError ? (
                <ToursError onRetry={() => void tours.refetch()} />
              ) : !tours.data || tours.data.length === 0 ? (
                <NoTours onClear={clear} canClear={active} />
              ) : (
                <ul
                  className="grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                  aria-label={`Tours in ${name}`}
                >
                  {tours.data.map((tour) => (
                    <li key={tour.productCode}>
                      <DestinationTourCard tour={tour} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>

          <CommunityStrip location={destination?.slug ?? location} name={name} />
        </>
      )}
    </div>
  );
}

/** The intro's lines while the content loads; one spoken status for the page. */
function IntroSkeleton() {
  return (
    <div className="grid max-w-3xl gap-3" data-testid="intro-skeleton">
      <span role="status" className="sr-only">
        Loading…
      </span>
      <div aria-hidden="true" className="grid animate-pulse gap-2.5">
        {['w-full', 'w-full', 'w-11/12', 'w-2/3'].map((width, index) => (
          <span key={index} className={`h-4.5 rounded-md bg-surface-muted ${width}`} />
        ))}
        <span className="mt-3 h-4 w-24 rounded-md bg-surface-muted" />
      </div>
    </div>
  );
}
