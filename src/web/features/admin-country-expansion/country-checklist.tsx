import { useId, useState } from 'react';
import {
  FORCE_DISCOVERY_THRESHOLD,
  type TAvailableCountry,
} from '../../../contract/country-expansion.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { count } from './result-card.tsx';

/**
 * Spec 3 §2: the country checklist with estimated destinations and a Test button per country,
 * Select All / Clear All, Start Expansion (n) and Force Discovery Mode. Everything is disabled
 * while an expansion runs.
 */
export function CountryChecklist({
  countries,
  loading,
  selected,
  onSelectedChange,
  force,
  onForceChange,
  running,
  testing,
  starting,
  onTest,
  onStart,
}: {
  countries: TAvailableCountry[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  force: boolean;
  onForceChange: (force: boolean) => void;
  running: boolean;
  testing: string | null;
  starting: boolean;
  onTest: (country: TAvailableCountry) => void;
  onStart: () => void;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? countries.filter(
        (c) => c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle,
      )
    : countries;
  const toggle = (slug: string) => {
    const next = new Set(selected);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    onSelectedChange(next);
  };
  return (
    <Card>
      <CardHeader
        title="Countries"
        description="Provider destinations not mapped yet, per country. Test one, or expand several."
      />
      <div className="grid gap-3">
        <div className="grid gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-ink">
            Filter countries
          </label>
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Country name or code"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={running || countries.length === 0}
            onClick={() => onSelectedChange(new Set([...selected, ...shown.map((c) => c.slug)]))}
          >
            Select All
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={running || selected.size === 0}
            onClick={() => onSelectedChange(new Set())}
          >
            Clear All
          </Button>
        </div>
        {loading ? (
          <Spinner label="Loading the countries" />
        ) : shown.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {countries.length === 0
              ? 'Every provider destination is mapped already.'
              : 'No country matches this filter.'}
          </p>
        ) : (
          <ul
            className="grid max-h-[28rem] gap-1 overflow-y-auto pr-1"
            aria-label="Countries to expand"
          >
            {shown.map((country) => (
              <li
                key={country.code}
                className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted"
              >
                <label className="flex min-w-0 flex-1 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-[var(--color-brand)]"
                    checked={selected.has(country.slug)}
                    disabled={running}
                    onChange={() => toggle(country.slug)}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{country.name}</span>
                    <span className="block text-xs text-ink-muted">
                      ~{count(country.estimatedDestinations)} estimated destinations ·{' '}
                      {count(country.mapped)} mapped
                    </span>
                  </span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={running || testing !== null}
                  onClick={() => onTest(country)}
                  aria-label={`Test ${country.name}`}
                >
                  {testing === country.slug ? 'Testing…' : 'Test'}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-brand)]"
            checked={force}
            disabled={running}
            onChange={(event) => onForceChange(event.target.checked)}
          />
          <span>
            <span className="font-medium">Force Discovery Mode</span>
            <span className="block text-ink-muted">
              Also look in countries that already have more than {FORCE_DISCOVERY_THRESHOLD} mapped
              destinations.
            </span>
          </span>
        </label>
        <div>
          <Button onClick={onStart} disabled={running || starting}>
            {starting ? 'Starting…' : `Start Expansion (${count(selected.size)})`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
