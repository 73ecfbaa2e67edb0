import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { placeSearchPath } from '../home/places.tsx';

/** Places to try when a search finds nothing (or before the first one). */
export const SEARCH_SUGGESTIONS = ['Kyoto', 'Bali', 'Swiss Alps', 'Lisbon', 'Machu Picchu'];

/** Place chips that search for that place's posts. */
export function Suggestions({ lead }: { lead: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-ink-muted">{lead}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {SEARCH_SUGGESTIONS.map((place) => (
          <li key={place}>
            <Link
              to={placeSearchPath(place)}
              className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:bg-brand-soft"
            >
              {place}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The centred card that says why there is nothing to list (no search yet, nothing found, failure). */
export function StateBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card as="div" radius="3xl" padding="none" className="px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand"
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

/** Three bordered rows shaped like results, while the first answer is on its way. */
export function ResultsSkeleton() {
  return (
    <div role="status" className="grid gap-3" data-testid="search-loading">
      <span className="sr-only">Searching…</span>
      {[0, 1, 2].map((index) => (
        <Card
          as="div"
          key={index}
          aria-hidden="true"
          padding="sm"
          elevation="flat"
          className="flex animate-pulse items-center gap-3"
        >
          <span className="size-12 rounded-xl bg-surface-muted" />
          <span className="grid flex-1 gap-2">
            <span className="h-3 w-1/3 rounded-full bg-surface-muted" />
            <span className="h-3 w-2/3 rounded-full bg-surface-muted" />
          </span>
        </Card>
      ))}
    </div>
  );
}
