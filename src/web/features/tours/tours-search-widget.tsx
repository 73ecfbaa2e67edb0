import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useQuery } from '@tanstack/react-query';
import { Compass, Search, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_TOUR_SORT,
  TOUR_CATEGORIES,
  TOUR_CATEGORY_NAMES,
  TOUR_SEARCH_DEBOUNCE_MS,
  TOUR_SORT_LABELS,
  TOUR_SORTS,
  type TTourCategory,
  type TTourSort,
} from '../../../contract/tours.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/input.tsx';
import { useDebouncedValue } from '../destinations/destination-queries.ts';
import { CurrencySelect } from './currency-select.tsx';
import { useCurrency } from './currency.ts';
import {
  DestinationField,
  useDestinationLookup,
  type PickedDestination,
} from './destination-field.tsx';
import { TourCard, TourCardSkeleton } from './tour-card.tsx';
import { tourCategoriesQuery, tourDestinationsQuery, widgetToursQuery } from './tour-queries.ts';

/** Spec 8 strings of the tours search. */
export const TOURS_SEARCH_FAILED = 'Failed to search tours';
export const CONNECTION_ISSUE = 'Connection Issue';
export const CONNECTION_ISSUE_TEXT = 'Unable to load tours at the moment. Please try again.';
export const NO_TOURS = 'No Tours Available';
export const NO_TOURS_TEXT = 'No tours found at the moment. Please try again later.';

const SKELETONS = 6;
/** Places offered before a destination is chosen. */
const STARTER_DESTINATIONS = 6;

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function FreeCancellationToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex h-11 items-center gap-3 rounded-xl border border-line bg-surface px-3.5">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full bg-[#7b8a8e] transition-colors data-[state=checked]:bg-brand"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.1rem]" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium whitespace-nowrap text-ink">
        Free cancellation
      </label>
    </div>
  );
}

/** Spec 2 §8: the search failed. */
function ConnectionIssue({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-2 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-1 text-lg font-semibold text-ink">{CONNECTION_ISSUE}</h3>
      <p className="max-w-md text-sm text-ink-muted">{CONNECTION_ISSUE_TEXT}</p>
      <p className="max-w-md rounded-lg bg-surface-muted px-3 py-1.5 font-mono text-xs break-words text-ink-muted">
        API Status: {message}
      </p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Spec 2 §8: nothing found. */
function NoToursAvailable() {
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-muted">
        <Search aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-1 text-lg font-semibold text-ink">{NO_TOURS}</h3>
      <p className="max-w-md text-sm text-ink-muted">{NO_TOURS_TEXT}</p>
    </div>
  );
}

/** Before a destination is chosen: the places with the most tours, one click away. */
function ChooseDestination({ onPick }: { onPick: (destination: PickedDestination) => void }) {
  const destinations = useQuery(tourDestinationsQuery);
  const starters = (destinations.data ?? []).slice(0, STARTER_DESTINATIONS);
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
        <Compass aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-ink">Where would you like to go?</h3>
      <p className="max-w-md text-sm text-ink-muted">
        Choose a destination to see its tours and activities.
      </p>
      {starters.length > 0 ? (
        <ul className="mt-1 flex flex-wrap justify-center gap-2" aria-label="Popular destinations">
          {starters.map((place) => (
            <li key={place.destinationId}>
              <button
                type="button"
                onClick={() => onPick({ code: place.destinationId, name: place.destinationName })}
                className="rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:bg-brand-soft"
              >
                {place.destinationName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The tours search widget (spec 2 §2 and §4; the excursions tab, /excursions and the destination
 * pages embed it): destination text (looked up 500 ms after typing stops; no match clears the
 * destination), search text (500 ms), category, sort (default price low to high), free
 * cancellation and currency; cards that open the tour in a new tab after recording the click;
 * the §8 'Connection Issue' and 'No Tours Available' states. Without search text the chosen
 * destination's tours are shown with the same filters.
 */
export function ToursSearchWidget({
  initialDestination = null,
  headingLevel = 2,
}: {
  initialDestination?: PickedDestination | null;
  headingLevel?: 2 | 3;
}) {
  const [destinationText, setDestinationText] = useState(initialDestination?.name ?? '');
  const [destination, setDestination] = useState<PickedDestination | null>(initialDestination);
  /** A place picked from the list (or given) stands for its text until the text changes. */
  const picked = useRef<{ text: string; place: PickedDestination } | null>(
    initialDestination ? { text: initialDestination.name, place: initialDestination } : null,
  );
  const lookup = useDestinationLookup(destinationText);
  const [queryText, setQueryText] = useState('');
  const query = useDebouncedValue(queryText, TOUR_SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<TTourCategory | ''>('');
  const [sortBy, setSortBy] = useState<TTourSort>(DEFAULT_TOUR_SORT);
  const [freeCancellation, setFreeCancellation] = useState(false);
  const { currency } = useCurrency();
  const categories = useQuery(tourCategoriesQuery);

  // Spec 2 §4: once the lookup of the typed text settles, its match (or nothing) is the code.
  useEffect(() => {
    if (picked.current && picked.current.text === destinationText) return;
    if (lookup.settled) setDestination(lookup.match);
  }, [destinationText, lookup.settled, lookup.match]);

  const tours = useQuery(
    widgetToursQuery({
      destinationCode: destination?.code ?? null,
      query,
      category,
      sortBy,
      freeCancellation,
      currency,
    }),
  );

  const failed = tours.isError ? errorMessage(tours.error, TOURS_SEARCH_FAILED) : null;
  useEffect(() => {
    if (failed) toast({ title: TOURS_SEARCH_FAILED, description: failed, variant: 'destructive' });
  }, [failed]);

  const pick = (place: PickedDestination) => {
    picked.current = { text: place.name, place };
    setDestinationText(place.name);
    setDestination(place);
  };
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const categoryOptions =
    categories.data?.map((option) => ({ id: option.id, name: option.name })) ??
    TOUR_CATEGORIES.map((id) => ({ id, name: TOUR_CATEGORY_NAMES[id] }));
  const list = tours.data ?? [];
  const hasSample = list.some((tour) => tour.isSample);
  const searching = query.trim() !== '';

  return (
    <section aria-labelledby={titleId} className="@container grid gap-6">
      <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-5">
        <Heading id={titleId} className="sr-only">
          Search tours and excursions
        </Heading>
        <form
          role="search"
          aria-label="Tours"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3"
        >
          <div className="grid gap-3 @xl:grid-cols-2">
            <DestinationField
              value={destinationText}
              matched={destination}
              onTextChange={(text) => {
                if (picked.current?.text !== text) picked.current = null;
                setDestinationText(text);
              }}
              onPick={pick}
            />
            <Labelled label="Search tours">
              {(id) => (
                <div className="relative">
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
                  />
                  <input
                    id={id}
                    type="search"
                    value={queryText}
                    onChange={(event) => setQueryText(event.target.value)}
                    placeholder="Snorkeling, food tour, museums…"
                    maxLength={100}
                    className="h-12 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-ink placeholder:text-ink-muted"
                  />
                </div>
              )}
            </Labelled>
          </div>
          <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
            <Labelled label="Category">
              {(id) => (
                <Select
                  id={id}
                  className="pr-6! pl-3! text-sm"
                  value={category}
                  onChange={(event) => setCategory(event.target.value as TTourCategory | '')}
                >
                  <option value="">All categories</option>
                  {categoryOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </Select>
              )}
            </Labelled>
            <Labelled label="Sort by">
              {(id) => (
                <Select
                  id={id}
                  className="pr-6! pl-3! text-sm"
                  value={sortBy}
                  onChange={(event) => setSortBy(event.target.value as TTourSort)}
                >
                  {TOUR_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {TOUR_SORT_LABELS[sort]}
                    </option>
                  ))}
                </Select>
              )}
            </Labelled>
            {/* On a narrow widget both share a row; on a wide one they are two more columns. */}
            <div className="col-span-2 flex items-end gap-3 @3xl:contents">
              <div className="min-w-0 flex-1">
                <span
                  aria-hidden="true"
                  className="mb-1 block text-xs font-semibold text-ink-muted"
                >
                  Options
                </span>
                <FreeCancellationToggle checked={freeCancellation} onChange={setFreeCancellation} />
              </div>
              <CurrencySelect className="w-32 shrink-0 @3xl:w-auto" />
            </div>
          </div>
        </form>
      </div>

      <div aria-live="polite" aria-busy={tours.isFetching || undefined} className="grid gap-4">
        {destination === null ? (
          <ChooseDestination onPick={pick} />
        ) : tours.isPending ? (
          <ul className="grid gap-5 @lg:grid-cols-2 @4xl:grid-cols-3" aria-label="Loading tours">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index}>
                <TourCardSkeleton />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <ConnectionIssue message={failed} onRetry={() => void tours.refetch()} />
        ) : list.length === 0 ? (
          <NoToursAvailable />
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <p className="text-lg font-semibold text-ink" data-testid="tours-results-title">
                  {searching
                    ? `Results for “${query.trim()}” in ${destination.name}`
                    : `Popular in ${destination.name}`}
                </p>
                <p className="text-sm text-ink-muted">
                  {list.length === 1 ? '1 experience' : `${list.length} experiences`}
                  {hasSample ? ' · Sample tours of the demo catalogue' : ''}
                </p>
              </div>
            </div>
            <ul className="grid gap-5 @lg:grid-cols-2 @4xl:grid-cols-3">
              {list.map((tour) => (
                <li key={tour.productCode} className="grid min-w-0">
                  <TourCard tour={tour} headingLevel={headingLevel === 2 ? 3 : 4} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
