import { Crown, Lock, SlidersHorizontal } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COUNTRY_CODES } from '../../../contract/country-codes.ts';
import { PREMIUM_PATH } from '../../../contract/premium.ts';
import { SEARCH_MIN_LIKES_MAX } from '../../../contract/search.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { fieldClasses } from '../../ui/field-classes.ts';
import { Select } from '../../ui/select.tsx';
import type { SearchOptions } from './search-queries.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Country choices named in English, alphabetically. Computed once per page load. */
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: regionNames.of(code) ?? code })).sort(
  (a, b) => a.name.localeCompare(b.name),
);

const FIELD = fieldClasses('sm');
const LABEL = 'grid gap-1 text-xs font-semibold text-ink-muted';

/** Reads the form into options: blanks left out, so clearing a field removes its filter. */
function readForm(form: HTMLFormElement): SearchOptions {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const options: SearchOptions = {};
  if (text('country')) options.country = text('country');
  if (text('from')) options.from = text('from');
  if (text('to')) options.to = text('to');
  const media = text('media');
  if (media === 'photo' || media === 'video') options.media = media;
  if (text('minLikes')) options.minLikes = Math.max(0, Math.trunc(Number(text('minLikes'))));
  if (text('sort') === 'most-liked') options.sort = 'most-liked';
  return options;
}

/**
 * The advanced search filters of /search (country, date range, photo or video, minimum likes):
 * a Premium benefit. Premium members filter the posts list (Apply / Clear, all native controls,
 * so the keyboard works as everywhere); other members see the controls locked with a link to the
 * Premium page (the server refuses the filters for them too); on a phone they see only the
 * compact locked row. `canSortByLikes` adds the early-access Most liked order.
 */
export function SearchFilters({
  isPremium,
  canSortByLikes,
  options,
  onApply,
}: {
  isPremium: boolean;
  canSortByLikes: boolean;
  options: SearchOptions;
  onApply: (next: SearchOptions) => void;
}) {
  const id = useId();
  const locked = !isPremium;
  const active = Object.keys(options).filter((key) => key !== 'sort').length;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(readForm(event.currentTarget));
  };
  const clear = () => onApply(options.sort ? { sort: options.sort } : {});

  return (
    <Card
      aria-labelledby={`${id}-title`}
      data-testid="search-filters"
      data-locked={locked}
      padding="sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-brand" />
          Advanced filters
          {active > 0 ? <Badge tone="brand">{active} on</Badge> : null}
        </h2>
        <span className="flex items-center gap-1 text-xs font-semibold text-ink-muted">
          {locked ? (
            <Lock aria-hidden="true" className="size-3.5" />
          ) : (
            <Crown aria-hidden="true" className="size-3.5 text-sun" />
          )}
          Premium
        </span>
      </div>
      {locked ? (
        <p className="mt-2 text-sm text-ink-muted" id={`${id}-locked`}>
          <span className="max-sm:sr-only">
            Filter posts by country, dates, photo or video and likes with Premium.{' '}
          </span>
          <Link
            to={PREMIUM_PATH}
            className="font-semibold text-brand-strong underline underline-offset-2 hover:text-brand"
          >
            Go Premium to unlock filters
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">Filters narrow the posts results.</p>
      )}
      <form
        key={JSON.stringify(options)}
        onSubmit={submit}
        aria-describedby={locked ? `${id}-locked` : undefined}
        // Locked controls on a phone would fill its first screen: there the row above says it all.
        className={locked ? 'mt-3 max-sm:hidden' : 'mt-3'}
        data-testid="search-filters-form"
      >
        <fieldset disabled={locked} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <legend className="sr-only">Advanced filters</legend>
          <label className={`${LABEL} col-span-2 sm:col-span-1`}>
            Country
            <Select name="country" fieldSize="sm" defaultValue={options.country ?? ''}>
              <option value="">Any country</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Select>
          </label>
          <label className={LABEL}>
            From
            <input type="date" name="from" defaultValue={options.from ?? ''} className={FIELD} />
          </label>
          <label className={LABEL}>
            To
            <input type="date" name="to" defaultValue={options.to ?? ''} className={FIELD} />
          </label>
          <label className={LABEL}>
            Media
            <Select name="media" fieldSize="sm" defaultValue={options.media ?? ''}>
              <option value="">Any media</option>
              <option value="photo">Photos</option>
              <option value="video">Videos</option>
            </Select>
          </label>
          <label className={LABEL}>
            Minimum likes
            <input
              type="number"
              name="minLikes"
              inputMode="numeric"
              min={0}
              max={SEARCH_MIN_LIKES_MAX}
              step={1}
              placeholder="0"
              defaultValue={options.minLikes ?? ''}
              className={FIELD}
            />
          </label>
          {canSortByLikes ? (
            <label className={`${LABEL} col-span-2 sm:col-span-1`}>
              <span className="flex items-center gap-1.5">
                Sort posts by
                <Badge tone="brand">Early access</Badge>
              </span>
              <Select name="sort" fieldSize="sm" defaultValue={options.sort ?? 'relevance'}>
                <option value="relevance">Best match</option>
                <option value="most-liked">Most liked</option>
              </Select>
            </label>
          ) : null}
          <div className="col-span-2 flex items-end gap-2 sm:col-span-3 sm:justify-end">
            <Button type="submit" size="sm" className="h-10">
              Apply filters
            </Button>
            <Button type="button" variant="outline" size="sm" className="h-10" onClick={clear}>
              Clear
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
