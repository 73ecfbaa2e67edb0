import { clsx } from 'clsx';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TPlaceImage } from '../../../contract/places.ts';
import { Button } from '../../ui/button.tsx';
import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback } from '../../ui/place-fallback.tsx';

/**
 * Spec 2 §2: 'Things to Do in {destination}' over a photo of the place, with a search box and
 * the filter toggle. The photo's author is credited in its corner. Without a photograph of the
 * place, its region's colour and pattern stand behind the heading (issue 20 §1).
 */
export function DestinationHero({
  name,
  subtitle,
  subtitlePending = false,
  image,
  searchQuery,
  onSearch,
  filtersOpen,
  filtersId,
  onToggleFilters,
  activeFilters,
}: {
  name: string;
  subtitle: string | null;
  /** The subtitle is still loading: its line is kept, so the heading does not move (CLS). */
  subtitlePending?: boolean;
  image: TPlaceImage | undefined;
  searchQuery: string;
  onSearch: (text: string) => void;
  filtersOpen: boolean;
  filtersId: string;
  onToggleFilters: () => void;
  activeFilters: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(searchQuery);
  useEffect(() => setText(searchQuery), [searchQuery]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <header className="relative isolate overflow-hidden rounded-3xl bg-brand-strong text-on-brand">
      {image ? (
        // From lg the photo takes the right part only: a wide band of a 960 px photograph was
        // upscaled to 1250 px and showed a slice of the place (the Eiffel Tower's middle).
        <div className="absolute inset-0 -z-10 lg:left-[40%]">
          {/* The page's largest paint: fetched first, shown as soon as it arrives (no fade). */}
          <Photo
            src={image.url}
            fetchPriority="high"
            className="size-full object-cover"
            fallback={
              <PlaceFallback
                size="hero"
                name={image.place.name}
                country={image.place.country}
                region={image.place.region}
                category={image.place.category}
              />
            }
          />
        </div>
      ) : null}
      <div
        className={clsx(
          'hero-overlay absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/40 to-black/15',
          image &&
            'lg:bg-linear-to-r lg:from-brand-strong lg:from-40% lg:via-brand-strong/45 lg:via-55% lg:to-black/10 lg:to-100%',
        )}
      />
      <div className="flex min-h-[19rem] flex-col justify-end gap-5 px-5 pt-16 pb-6 sm:min-h-[23rem] sm:px-10 sm:pb-9">
        <div className={image ? 'lg:max-w-[50%]' : undefined}>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl">
            Things to Do in {name}
          </h1>
          {subtitle ? (
            <p className="mt-2 text-base text-on-brand/90 sm:text-lg">{subtitle}</p>
          ) : subtitlePending ? (
            <p aria-hidden="true" className="mt-2 text-base sm:text-lg">
              <span className="inline-block w-44 animate-pulse rounded-md bg-on-brand/20">
                &nbsp;
              </span>
            </p>
          ) : null}
        </div>
        <form
          role="search"
          onSubmit={submit}
          className="flex w-full max-w-2xl items-center gap-2 rounded-full bg-surface p-1.5 text-ink shadow-xl lg:max-w-xl"
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            Search tours in {name}
          </label>
          <Search aria-hidden="true" className="ml-3 size-5 shrink-0 text-ink-muted" />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search tours"
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-ink-muted focus:outline-none"
          />
          <Button type="submit" size="md" aria-label="Search" className="shrink-0">
            <span aria-hidden="true" className="hidden sm:inline">
              Search
            </span>
            <Search aria-hidden="true" className="size-4 sm:hidden" />
          </Button>
          <Button
            variant={filtersOpen ? 'secondary' : 'outline'}
            size="icon"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={onToggleFilters}
            className="relative shrink-0"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <span className="sr-only">{filtersOpen ? 'Hide filters' : 'Show filters'}</span>
            {activeFilters ? (
              <span
                aria-hidden="true"
                className="absolute top-1 right-1 size-2.5 rounded-full border-2 border-surface bg-accent"
              />
            ) : null}
          </Button>
        </form>
      </div>
      {image?.attribution ? (
        <p className="absolute top-3 right-4 max-w-[60%] truncate text-right text-[0.7rem] text-on-brand/85">
          {image.attribution.url ? (
            <a
              href={image.attribution.url}
              className="underline-offset-2 hover:underline"
              {...(/^https?:/.test(image.attribution.url)
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : {})}
            >
              {image.attribution.name}
            </a>
          ) : (
            image.attribution.name
          )}
        </p>
      ) : null}
    </header>
  );
}
