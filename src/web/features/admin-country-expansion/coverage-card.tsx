import { useState } from 'react';
import { Link } from 'react-router';
import { FALLBACK_TOTAL_MAPPED } from '../../../contract/country-expansion.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BreakdownList } from './breakdown-list.tsx';
import { useCoverageCounts } from './queries.ts';
import { count } from './result-card.tsx';

/**
 * Spec 3 §2: the total mapped and the coverage counts per country (sorted descending); a click
 * opens the country's breakdown panel, which Close shuts. When the counts cannot be read, the
 * total shows the spec's fallback figure, said to be one.
 */
export function CoverageCard({ title = 'Coverage' }: { title?: string }) {
  const coverage = useCoverageCounts();
  const [open, setOpen] = useState<string | null>(null);
  const data = coverage.data;
  const entries = data ? Object.entries(data.counts).sort((a, b) => b[1] - a[1]) : [];
  const nameOf = (slug: string) => data?.names[slug] ?? slug;
  return (
    <Card>
      <CardHeader title={title} description="Mapped destinations per country." />
      <div className="mb-4 rounded-xl bg-surface-muted px-4 py-3">
        <p className="text-sm text-ink-muted">Total destinations currently mapped</p>
        <p className="font-display text-2xl font-bold text-ink" data-testid="total-mapped">
          {data ? count(data.totalMapped) : coverage.isError ? count(FALLBACK_TOTAL_MAPPED) : '—'}
        </p>
        {coverage.isError ? (
          <p className="text-xs text-ink-muted">
            A fallback figure: the coverage counts could not be read.{' '}
            <button
              type="button"
              className="font-semibold text-brand underline"
              onClick={() => void coverage.refetch()}
            >
              Try again
            </button>
          </p>
        ) : null}
      </div>
      {open ? (
        <section
          aria-labelledby="breakdown-title"
          className="mb-4 grid gap-3 rounded-xl border border-line p-3"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id="breakdown-title" className="font-semibold text-ink">
              {nameOf(open)}
            </h3>
            <div className="flex gap-2">
              <Link
                to={`/admin/country-expansion/${open}`}
                className="inline-flex h-9 items-center px-2 text-sm font-semibold text-brand hover:underline"
              >
                Open page
              </Link>
              <Button variant="outline" size="sm" onClick={() => setOpen(null)}>
                Close
              </Button>
            </div>
          </div>
          <BreakdownList country={open} label={`Mapped destinations in ${nameOf(open)}`} />
        </section>
      ) : null}
      {coverage.isPending ? (
        <Spinner label="Loading the coverage counts" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No destination is mapped yet.</p>
      ) : (
        <ul className="grid max-h-[28rem] gap-1 overflow-y-auto pr-1" aria-label="Coverage counts">
          {entries.map(([slug, mapped]) => (
            <li key={slug}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-surface-muted"
                aria-expanded={open === slug}
                onClick={() => setOpen(slug)}
              >
                <span className="truncate text-ink">{nameOf(slug)}</span>
                <span className="font-semibold text-ink" data-testid={`coverage-${slug}`}>
                  {count(mapped)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
