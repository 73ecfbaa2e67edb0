import { clsx } from 'clsx';
import { Link } from 'react-router';
import { QUICK_DESTINATION_CHIPS } from '../../../contract/destinations.ts';
import { destinationPath } from './destination-queries.ts';

/** Spec 1 §2 quick destination chips: Paris, Tokyo, Bali, New York, London, Rome. */
export function QuickDestinationChips({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <nav aria-label="Quick destinations" className="mt-4 flex flex-wrap items-center gap-2">
      <span className={clsx('text-sm', tone === 'dark' ? 'text-white/85' : 'text-ink-muted')}>
        Popular:
      </span>
      {QUICK_DESTINATION_CHIPS.map((name) => (
        <Link
          key={name}
          to={destinationPath(name)}
          className={clsx(
            'rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors',
            tone === 'dark'
              ? 'bg-white/15 text-white ring-1 ring-white/25 backdrop-blur hover:bg-white/25'
              : 'bg-brand-soft text-brand-strong hover:bg-line',
          )}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
