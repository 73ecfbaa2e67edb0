import { Check, Clock, MapPin, Star } from 'lucide-react';
import { formatPrice } from '../../../contract/currency-format.ts';
import type { TTour } from '../../../contract/tours.ts';
import { trackTourClick } from '../../lib/tracking.ts';
import { Badge } from '../../ui/badge.tsx';
import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback, placeFromLabel } from '../../ui/place-fallback.tsx';

/** Spec 2 §2: destination page cards show two highlights. */
export const CARD_HIGHLIGHTS = 2;

/** The tour's photo of its own place, else the place's designed fallback (issue 20 §1). */
function TourImage({ tour }: { tour: TTour }) {
  return (
    <Photo
      src={tour.imageUrl}
      loading="lazy"
      className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
      fallback={<PlaceFallback {...placeFromLabel(tour.location)} category={tour.category} />}
    />
  );
}

/**
 * A tour of the destination grid: photo with category (and 'Sample' for the demo catalogue),
 * title, place, rating, duration, two highlights and the price from. The whole card is the
 * link to the tour's page (a new tab), recorded first (spec 1 §7: external_click, viator_tours).
 */
export function DestinationTourCard({ tour }: { tour: TTour }) {
  const body = (
    <>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-surface-muted">
        <TourImage tour={tour} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge className="bg-surface/95 text-ink shadow-sm">{tour.categoryName}</Badge>
          {tour.isSample ? (
            <span className="inline-flex items-center rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-surface">
              Sample
            </span>
          ) : null}
        </div>
        {tour.freeCancellation ? (
          <span className="absolute bottom-3 left-3 rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-on-brand shadow-sm">
            Free cancellation
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 font-semibold text-ink group-hover:underline">{tour.title}</h3>
        {tour.rating !== null ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm text-ink">
            <Star aria-hidden="true" className="size-3.5 fill-ink text-ink" />
            <span className="sr-only">Rated </span>
            {tour.rating.toFixed(1)}
            <span className="text-ink-muted">
              ({Math.round(tour.reviewCount).toLocaleString('en-US')}
              <span className="sr-only"> reviews</span>)
            </span>
          </span>
        ) : null}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5" />
          {tour.location}
        </span>
        {tour.duration ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {tour.duration}
          </span>
        ) : null}
      </p>
      {tour.highlights.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
          {tour.highlights.slice(0, CARD_HIGHLIGHTS).map((highlight) => (
            <li key={highlight} className="flex items-start gap-1.5">
              <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand" />
              <span className="line-clamp-1">{highlight}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-ink">
        <span className="text-sm text-ink-muted">from </span>
        <span className="font-semibold">{formatPrice(tour.priceFrom, tour.currency)}</span>
        <span className="text-sm text-ink-muted"> per person</span>
      </p>
    </>
  );
  return (
    <article data-testid="tour-card" className="min-w-0">
      {tour.productUrl ? (
        <a
          href={tour.productUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackTourClick(tour)}
          className="group block rounded-2xl"
        >
          {body}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <div className="group">{body}</div>
      )}
    </article>
  );
}

/** Spec 2 §2: the loading skeleton of the grid. */
export function TourCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="tour-skeleton" className="animate-pulse">
      <div className="aspect-[4/3] rounded-2xl bg-surface-muted" />
      <div className="mt-3 h-4 w-4/5 rounded bg-surface-muted" />
      <div className="mt-2 h-3 w-1/2 rounded bg-surface-muted" />
      <div className="mt-2 h-3 w-2/3 rounded bg-surface-muted" />
      <div className="mt-3 h-4 w-1/3 rounded bg-surface-muted" />
    </div>
  );
}

export const SKELETON_CARDS = 8;
