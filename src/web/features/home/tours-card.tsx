import { useQuery } from '@tanstack/react-query';
import { Clock, MapPinned, Star, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { trackTourClick } from '../../lib/tracking.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { useCurrency } from '../tours/currency.ts';
import { ImageOrIcon } from './image-or-icon.tsx';
import { sidebarToursQuery, SIDEBAR_TOURS, type Tour } from './tours.ts';

/** Spec 1 §2: the link under the sidebar tours. */
export const ALL_TOURS_PATH = '/recommendations?tab=excursions';

function TourRow({ tour }: { tour: Tour }) {
  const body = (
    <>
      <ImageOrIcon
        src={tour.imageUrl}
        icon={<Ticket className="size-6" />}
        className="size-16 shrink-0 rounded-xl"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-semibold text-ink group-hover:underline">
          {tour.title}
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
          {tour.isSample ? (
            <span className="rounded-full bg-surface-muted px-1.5 font-semibold">Sample</span>
          ) : null}
          {tour.rating !== null ? (
            <span className="inline-flex items-center gap-0.5">
              <Star aria-hidden="true" className="size-3 fill-sun text-sun" />
              <span className="sr-only">Rated </span>
              {tour.rating.toFixed(1)} ({Math.round(tour.reviewCount).toLocaleString('en-US')})
            </span>
          ) : null}
          {tour.duration ? (
            <span className="inline-flex items-center gap-0.5">
              <Clock aria-hidden="true" className="size-3" />
              {tour.duration}
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 block text-xs font-semibold text-ink">
          from {tour.formattedPrice}
        </span>
      </span>
    </>
  );
  return (
    <li>
      {tour.productUrl ? (
        <a
          href={tour.productUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackTourClick(tour)}
          className="group flex items-start gap-3 rounded-xl"
        >
          {body}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <div className="flex items-start gap-3">{body}</div>
      )}
    </li>
  );
}

/**
 * Tours & Excursions (spec 1 §2): the first three popular tours of Cancún (cached 10 minutes) in
 * the traveller's currency, or a plain
 * state while they load, when there are none, or when the tours service does not answer.
 */
export function ToursCard({ id = 'tours-title' }: { id?: string }) {
  const { currency } = useCurrency();
  const tours = useQuery(sidebarToursQuery(currency));
  return (
    <Card aria-labelledby={id} aria-busy={tours.isPending || undefined}>
      <CardHeader id={id} title="Tours & Excursions" icon={<MapPinned className="size-5" />} />
      {tours.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading live tours...
        </p>
      ) : tours.isError ? (
        <div className="grid gap-3 rounded-xl bg-surface-muted p-4 text-sm" data-state="error">
          <p className="font-semibold text-ink">Tours are not available right now</p>
          <p className="text-ink-muted">Live tours could not be loaded. Please try again later.</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void tours.refetch()}
          >
            Try Again
          </Button>
        </div>
      ) : tours.data.length === 0 ? (
        <p className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
          No tours available at the moment. Please try again later.
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {tours.data.slice(0, SIDEBAR_TOURS).map((tour) => (
            <TourRow key={tour.productCode} tour={tour} />
          ))}
        </ul>
      )}
      <Link
        to={ALL_TOURS_PATH}
        className="mt-4 inline-flex text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        View All Tours
      </Link>
    </Card>
  );
}
