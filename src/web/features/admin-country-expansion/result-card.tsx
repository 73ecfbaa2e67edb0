import type { ReactNode } from 'react';
import {
  SAMPLE_DESTINATIONS_SHOWN,
  type TTestResult,
} from '../../../contract/country-expansion.ts';
import { Badge } from '../../ui/badge.tsx';

const count = (n: number) => n.toLocaleString('en-US');

/** Spec 3 §9: three working destinations by name, the rest as '+n more'. */
export function SampleDestinations({ result }: { result: TTestResult }) {
  const names = Object.keys(result.workingDestinations);
  if (names.length === 0) return null;
  const rest = names.length - SAMPLE_DESTINATIONS_SHOWN;
  return (
    <p className="text-sm text-ink-muted">
      {names.slice(0, SAMPLE_DESTINATIONS_SHOWN).join(', ')}
      {rest > 0 ? ` +${count(rest)} more` : ''}
    </p>
  );
}

/** One country's result: status badge (completed, or other as a secondary badge), counts, samples. */
export function ResultCard({ result, action }: { result: TTestResult; action?: ReactNode }) {
  return (
    <li className="grid gap-2 rounded-xl border border-line p-3 sm:flex sm:items-start sm:justify-between sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">{result.countryName}</h3>
          <Badge tone={result.status === 'completed' ? 'brand' : 'neutral'}>{result.status}</Badge>
        </div>
        <p className="text-sm text-ink">
          {count(result.destinationsAdded)}{' '}
          {result.destinationsAdded === 1 ? 'destination' : 'destinations'} ·{' '}
          {count(result.totalTours)} tours
        </p>
        <SampleDestinations result={result} />
        {result.message ? <p className="text-sm text-ink-muted">{result.message}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </li>
  );
}

export { count };
