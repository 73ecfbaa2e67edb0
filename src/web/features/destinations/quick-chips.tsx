import { clsx } from 'clsx';
import { Link } from 'react-router';
import { QUICK_DESTINATION_CHIPS } from '../../../contract/destinations.ts';
import { destinationPath } from './destination-queries.ts';

/** Spec 1 §2 quick destination chips: Paris, Tokyo, Bali, New York, London, Rome. */
export function QuickDestinationChips({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    // One scrolling row on phones (two wrapped rows pushed the feed down), wrapped from sm up.
    <nav
      aria-label="Quick destinations"
      className="-mx-5 mt-4 flex items-center gap-2 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <span
        className={clsx('shrink-0 text-sm', tone === 'dark' ? 'text-white/85' : 'text-ink-muted')}
      >
        Popular:
      </span>
      {QUICK_DESTINATION_CHIPS.map((name) => (
        <Link
          key={name}
          to={destinationPath(name)}
          className={clsx(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors',
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
