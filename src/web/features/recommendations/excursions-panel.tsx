import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { TOUR_DESTINATION_DROPDOWN_LIMIT, tourDestinationsRoute } from '../../../contract/tours.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';

const input = { query: { limit: TOUR_DESTINATION_DROPDOWN_LIMIT } };

/**
 * The excursions tab: destinations with tours (the first 20, most tours first), each opening
 * its destination tours page.
 */
export function ExcursionsPanel() {
  const destinations = useQuery({
    queryKey: routeKey(tourDestinationsRoute, input),
    queryFn: () => api(tourDestinationsRoute, input),
    staleTime: 10 * 60 * 1000,
  });
  if (destinations.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading destinations with tours…
      </p>
    );
  }
  if (destinations.isError || destinations.data.length === 0) {
    return (
      <div className="grid gap-2 rounded-2xl border border-line bg-surface p-6 text-center">
        <p className="font-semibold text-ink">No Tours Available</p>
        <p className="text-sm text-ink-muted">
          No tours found at the moment. Please try again later.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="excursion-destinations-title" className="grid gap-3">
      <h2 id="excursion-destinations-title" className="text-base font-semibold text-ink">
        Excursions by destination
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {destinations.data.map((destination) => (
          <li key={destination.destinationId}>
            <Link
              to={`/destination/${destination.slug}/excursions`}
              className="group flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 hover:border-ink-muted"
            >
              <Compass aria-hidden="true" className="size-5 shrink-0 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink group-hover:underline">
                  {destination.destinationName}
                </span>
                <span className="text-sm text-ink-muted">
                  {destination.tourCount} {destination.tourCount === 1 ? 'tour' : 'tours'}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
