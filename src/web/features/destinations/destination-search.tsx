import { clsx } from 'clsx';
import { Globe2, Landmark, MapPin, Mountain, Search, Star } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../contract/currency-format.ts';
import { NO_DESTINATIONS_FOUND, type TDestination } from '../../../contract/destinations.ts';
import { trackInteraction } from '../../lib/tracking.ts';
import { Button } from '../../ui/button.tsx';
import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback } from '../../ui/place-fallback.tsx';
import {
  destinationPath,
  useDestinationSuggestions,
  usePopularDestinations,
} from './destination-queries.ts';

const TYPE_LABEL: Record<TDestination['type'], string> = {
  city: 'City',
  region: 'Region',
  country: 'Country',
};

/** '$25–$180' in the app's one price style (whole amounts: a range is a guide, not a quote). */
export function formatPriceRange(range: TDestination['priceRange']): string | null {
  if (!range) return null;
  const format = (value: number) => formatPrice(Math.round(value), range.currency);
  return range.min === range.max ? format(range.min) : `${format(range.min)}–${format(range.max)}`;
}

function TypeIcon({ type, className }: { type: TDestination['type']; className: string }) {
  if (type === 'country') return <Globe2 aria-hidden="true" className={className} />;
  if (type === 'region') return <Mountain aria-hidden="true" className={className} />;
  return <Landmark aria-hidden="true" className={className} />;
}

/**
 * The destination's photograph, or its designed fallback (its region's colour and its type's
 * icon) when none shows the place (the places image answers 404) or it fails.
 */
function Thumb({ destination }: { destination: TDestination }) {
  return (
    <span
      aria-hidden="true"
      className="relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-soft text-brand"
    >
      <Photo
        src={destination.image}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
        fallback={
          <PlaceFallback
            size="sm"
            decorative
            name={destination.name}
            country={destination.countryName}
            category={destination.type}
          />
        }
      />
    </span>
  );
}

/**
 * A suggestion as a listbox option, shared by the destination search and the location field:
 * pressing it keeps the field's focus (mousedown), a click chooses it, hovering highlights it.
 */
export function DestinationOptionItem(props: {
  id: string;
  destination: TDestination;
  active: boolean;
  onChoose: () => void;
  onActivate: () => void;
}) {
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      data-slug={props.destination.slug}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onChoose}
      onMouseEnter={props.onActivate}
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2',
        props.active ? 'bg-brand-soft' : 'hover:bg-surface-muted',
      )}
    >
      <DestinationOption destination={props.destination} />
    </li>
  );
}

/** One suggestion: picture, name and place, type, tours, rating and price range. */
export function DestinationOption({ destination }: { destination: TDestination }) {
  const price = formatPriceRange(destination.priceRange);
  const place =
    destination.label !== destination.name
      ? destination.label.slice(destination.name.length + 2)
      : null;
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <Thumb destination={destination} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="truncate font-semibold text-ink">{destination.name}</span>
          {place ? <span className="truncate text-sm text-ink-muted">{place}</span> : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-2.5 gap-y-0.5 text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <TypeIcon type={destination.type} className="size-3.5" />
            {TYPE_LABEL[destination.type]}
          </span>
          <span data-field="tourCount">
            {destination.tourCount > 0
              ? `${destination.tourCount.toLocaleString('en-US')} ${destination.tourCount === 1 ? 'tour' : 'tours'}`
              : 'No tours yet'}
          </span>
          {destination.avgRating !== null ? (
            <span className="inline-flex items-center gap-0.5" data-field="avgRating">
              <Star aria-hidden="true" className="size-3.5 fill-current text-amber-500" />
              <span className="sr-only">Rated </span>
              {destination.avgRating.toFixed(1)}
            </span>
          ) : null}
          {price ? <span data-field="priceRange">{price}</span> : null}
        </span>
      </span>
    </span>
  );
}

type Variant = 'hero' | 'card';

/**
 * The destination search box of spec 1 §2: suggestions 300 ms after typing stops (from 2
 * characters, typo tolerant), 'No destinations found' when there are none, the 6 popular
 * destinations while the box is empty, as an ARIA combobox (arrows, Enter, Escape). Choosing a
 * suggestion goes to /destination/{slug}/excursions. Submitting text goes to the first
 * suggestion, or to the text's own slug — unless `onSubmitText` takes it (explore's /search).
 */
export function DestinationSearch({
  label,
  placeholder,
  variant = 'hero',
  inputClassName,
  onSubmitText,
  actions,
  source,
}: {
  label: string;
  placeholder: string;
  variant?: Variant;
  inputClassName?: string;
  onSubmitText?: (text: string) => void;
  /** Buttons after the field (Search, the photo search). */
  actions?: ReactNode;
  /** Where the search was used, for the interaction tracking. */
  source: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { active: searching, settled, suggestions, isError } = useDestinationSuggestions(text);
  const popular = usePopularDestinations(open);
  const showingPopular = !searching;
  const options = showingPopular ? (popular.data ?? []) : suggestions;
  const expanded = open && (showingPopular ? options.length > 0 : true);

  const choose = (destination: TDestination) => {
    trackInteraction('destination_search', 'click', { source, destination: destination.slug });
    setOpen(false);
    void navigate(destinationPath(destination.slug));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A Search click searches the text, even while the pointer rests on a suggestion
    // (Enter in the field chooses the highlighted one, in onKeyDown).
    const value = text.trim();
    if (!value) return;
    trackInteraction('destination_search', 'use', { source });
    setOpen(false);
    if (onSubmitText) return onSubmitText(value);
    const first = settled ? suggestions[0] : undefined;
    void navigate(first ? destinationPath(first.slug) : destinationPath(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: past the last option the selection comes back to it.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeIndex = active >= 0 && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={clsx(
        'relative flex gap-2',
        variant === 'hero' ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted',
            variant === 'hero' ? 'left-4 size-5' : 'left-3.5 size-4',
          )}
        />
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            // Let a click on an option land before the list closes.
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className={clsx(
            'w-full rounded-full pr-4 text-ink placeholder:text-ink-muted',
            variant === 'hero' ? 'h-12 pl-12' : 'h-10 pl-10 text-sm',
            inputClassName,
          )}
        />
      </div>
      {actions ?? (
        <Button type="submit" className={variant === 'hero' ? 'h-12' : 'h-10'}>
          Search
        </Button>
      )}
      {/* Under the whole form, so it never covers the form's own buttons (they sit below the
          field on phones and in the explore card). */}
      <div
        className={clsx(
          'absolute top-full left-0 z-30 mt-2 overflow-hidden rounded-2xl border border-line bg-surface text-left text-ink shadow-xl',
          // In a narrow column (explore) the list may be wider than its field.
          variant === 'card' ? 'w-full min-w-full sm:w-[24rem]' : 'right-0',
          !expanded && 'hidden',
        )}
      >
        {showingPopular ? (
          <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Popular destinations
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={showingPopular ? 'Popular destinations' : 'Destination suggestions'}
          hidden={options.length === 0}
          className="max-h-[min(24rem,60vh)] overflow-y-auto p-1.5"
        >
          {options.map((destination, index) => (
            <DestinationOptionItem
              key={destination.id}
              id={optionId(index)}
              destination={destination}
              active={index === activeIndex}
              onChoose={() => choose(destination)}
              onActivate={() => setActive(index)}
            />
          ))}
        </ul>
        {!showingPopular && options.length === 0 ? (
          <p className="flex items-center gap-2 px-4 pb-4 text-sm text-ink-muted" role="status">
            <MapPin aria-hidden="true" className="size-4" />
            {isError
              ? 'Suggestions are unavailable right now. Press Enter to search anyway.'
              : settled
                ? NO_DESTINATIONS_FOUND
                : 'Searching destinations…'}
          </p>
        ) : null}
      </div>
    </form>
  );
}
