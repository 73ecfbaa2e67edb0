import { ApiError } from '../../lib/api.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useBreakdown } from './queries.ts';
import { count } from './result-card.tsx';

/** A country's mapped destinations: display name, provider id and tour count. */
export function BreakdownList({ country, label }: { country: string; label: string }) {
  const breakdown = useBreakdown(country);
  if (breakdown.isPending) return <Spinner label="Loading the mapped destinations" />;
  if (breakdown.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {breakdown.error instanceof ApiError && breakdown.error.status === 404
          ? 'Country not found.'
          : 'The mapped destinations could not be loaded. Please try again.'}
      </p>
    );
  }
  const { destinations, totalMapped } = breakdown.data;
  if (destinations.length === 0) {
    return <p className="text-sm text-ink-muted">No destination is mapped in this country yet.</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-ink-muted">{count(totalMapped)} mapped destinations</p>
      <ul className="grid max-h-96 gap-1 overflow-y-auto pr-1" aria-label={label} tabIndex={0}>
        {destinations.map((destination) => (
          <li
            key={destination.destinationCode}
            className="flex items-baseline justify-between gap-3 rounded-lg px-2 py-1 odd:bg-surface-muted"
          >
            <span className="min-w-0 truncate text-ink">{destination.displayName}</span>
            <span className="shrink-0 text-xs text-ink-muted">
              id {destination.id}
              {destination.tourCount !== undefined
                ? ` · ${count(destination.tourCount)} tours`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
