import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MapPin, X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { destinationBySlugRoute, destinationSlug } from '../../../contract/destinations.ts';
import {
  TOUR_DESTINATION_DROPDOWN_LIMIT,
  TOUR_SEARCH_DEBOUNCE_MS,
  type TTourDestination,
} from '../../../contract/tours.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { useAuth } from '../auth/user-query.ts';
import {
  useDebouncedValue,
  useDestinationSuggestions,
} from '../destinations/destination-queries.ts';
import { tourDestinationsQuery } from './tour-queries.ts';

export type PickedDestination = { code: number; name: string };

/** Lower case without accents: "Cancún" and "cancun" are the same text. */
export const foldName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The tour destination whose name (or slug, or "Name, Country" first part) is the text. */
export function matchTourDestination(
  text: string,
  list: readonly TTourDestination[],
): TTourDestination | undefined {
  const folded = foldName(text);
  if (!folded) return undefined;
  const first = foldName(folded.split(',')[0] ?? folded);
  const slug = destinationSlug(folded);
  return list.find(
    (item) =>
      foldName(item.destinationName) === folded ||
      foldName(item.destinationName) === first ||
      item.slug === slug,
  );
}

/**
 * Spec 2 §4: TOUR_SEARCH_DEBOUNCE_MS after typing stops, the destination code is looked up from
 * the lower-cased, trimmed text; no match clears it. The lookup table is the catalogue: the
 * destinations with tours first (public), then, for members, any catalogue place by its name
 * (GET /api/destinations/:slug).
 */
export function useDestinationLookup(text: string): {
  match: PickedDestination | null;
  settled: boolean;
} {
  const { isAuthenticated } = useAuth();
  const wanted = text.trim().toLowerCase();
  const debounced = useDebouncedValue(wanted, TOUR_SEARCH_DEBOUNCE_MS);
  const destinations = useQuery(tourDestinationsQuery);
  const local = matchTourDestination(debounced, destinations.data ?? []);
  const slug = destinationSlug(debounced);
  const remote = useQuery({
    ...routeQueryOptions(destinationBySlugRoute, { params: { slug: slug || '-' } }),
    enabled: isAuthenticated && !local && slug.length >= 2 && !destinations.isPending,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const settled = debounced === wanted && !remote.isFetching;
  if (!debounced) return { match: null, settled };
  if (local) return { match: { code: local.destinationId, name: local.destinationName }, settled };
  if (remote.data) return { match: { code: remote.data.id, name: remote.data.name }, settled };
  return { match: null, settled };
}

type Option = { key: string; code: number; name: string; detail: string };

/**
 * The destination input of the tours search: free text with a list of places to pick from — the
 * destinations that have tours (the first 20, spec 2 §9) narrowed by the text, then catalogue
 * suggestions for members (typo tolerant). Picking sets the destination at once; typing sets it
 * after the lookup above.
 */
export function DestinationField({
  value,
  onTextChange,
  onPick,
  matched,
}: {
  value: string;
  onTextChange: (text: string) => void;
  onPick: (destination: PickedDestination) => void;
  /** The destination the text stands for now (shown as a check in the field). */
  matched: PickedDestination | null;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { isAuthenticated } = useAuth();
  const destinations = useQuery(tourDestinationsQuery);
  const suggestions = useDestinationSuggestions(isAuthenticated ? value : '');

  const options = useMemo((): Option[] => {
    const folded = foldName(value);
    const withTours = (destinations.data ?? [])
      .filter((item) => !folded || foldName(item.destinationName).includes(folded))
      .slice(0, TOUR_DESTINATION_DROPDOWN_LIMIT)
      .map((item) => ({
        key: `t${item.destinationId}`,
        code: item.destinationId,
        name: item.destinationName,
        detail: `${item.tourCount.toLocaleString('en-US')} ${item.tourCount === 1 ? 'tour' : 'tours'}`,
      }));
    const seen = new Set(withTours.map((option) => option.code));
    const others = suggestions.suggestions
      .filter((place) => !seen.has(place.id))
      .slice(0, 6)
      .map((place) => ({
        key: `c${place.id}`,
        code: place.id,
        name: place.name,
        detail: place.label === place.name ? place.type : place.label,
      }));
    return [...withTours, ...others];
  }, [value, destinations.data, suggestions.suggestions]);

  const expanded = open && options.length > 0;
  const pick = (option: Option) => {
    onPick({ code: option.code, name: option.name });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        Destination
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Where are you going?"
          value={value}
          onChange={(event) => {
            onTextChange(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-xl border border-line bg-surface pr-10 pl-10 text-ink placeholder:text-ink-muted"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear destination"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTextChange('')}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {matched ? <span className="sr-only">Destination set to {matched.name}</span> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Destinations"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(option)}
            className={clsx(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm',
              index === active ? 'bg-brand-soft text-ink' : 'text-ink',
            )}
          >
            <span className="flex min-w-0 items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              <span className="truncate font-medium">{option.name}</span>
            </span>
            <span className="shrink-0 text-xs text-ink-muted">{option.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
