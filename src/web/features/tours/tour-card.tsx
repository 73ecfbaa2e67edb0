import { clsx } from 'clsx';
import { Check, Clock, ExternalLink, MapPin, Star } from 'lucide-react';
import type { TTour } from '../../../contract/tours.ts';
import { trackTourClick } from '../../lib/tracking.ts';
import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback, placeFromLabel } from '../../ui/place-fallback.tsx';

/** "(2,841 reviews)": the review count rounded (spec 2 §2). */
export function reviewCountText(count: number): string {
  const rounded = Math.round(count);
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'review' : 'reviews'}`;
}

/** Rating with one decimal (spec 2 §2). */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

function TourPhoto({ tour }: { tour: TTour }) {
  return (
    <Photo
      src={tour.imageUrl}
      loading="lazy"
      decoding="async"
      width={640}
      height={480}
      className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.05]"
      fallback={<PlaceFallback {...placeFromLabel(tour.location)} category={tour.category} />}
    />
  );
}

/**
 * A tour of the tours search (spec 2 §2): photo with its category (and 'Sample' for the demo
 * catalogue), place, title, short description, rating with one decimal and the rounded review
 * count, duration, free cancellation and the price from. The card is a link that opens the tour
 * in a new tab; the click is recorded first (spec 1 §7: external_click / viator_tours).
 */
export function TourCard({ tour, headingLevel = 3 }: { tour: TTour; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const body = (
    <>
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <TourPhoto tour={tour} />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-1.5">
          <span className="rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
            {tour.categoryName}
          </span>
          {tour.isSample ? (
            <span className="rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-on-brand shadow-sm">
              Sample
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{tour.location}</span>
        </p>
        <Heading className="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-ink group-hover:underline group-hover:decoration-2 group-hover:underline-offset-4">
          {tour.title}
        </Heading>
        {tour.shortDescription ? (
          <p className="mt-1.5 line-clamp-2 text-sm text-ink-muted">{tour.shortDescription}</p>
        ) : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
          {tour.rating !== null ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-sun text-sun" />
              <span className="sr-only">Rated </span>
              <span className="font-semibold">{ratingText(tour.rating)}</span>
              <span className="text-ink-muted">({reviewCountText(tour.reviewCount)})</span>
            </span>
          ) : (
            <span className="text-ink-muted">New</span>
          )}
          {tour.duration ? (
            <span className="inline-flex items-center gap-1 text-ink-muted">
              <Clock aria-hidden="true" className="size-4" />
              {tour.duration}
            </span>
          ) : null}
        </p>
        {tour.freeCancellation ? (
          <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand">
            <Check aria-hidden="true" className="size-4" />
            Free cancellation
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="leading-tight">
            <span className="block text-xs text-ink-muted">From</span>
            <span className="text-lg font-bold text-ink" data-testid="tour-price">
              {tour.formattedPrice}
            </span>
            <span className="text-xs text-ink-muted"> per person</span>
          </p>
          {tour.productUrl ? (
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-on-brand"
            >
              <ExternalLink className="size-4" />
            </span>
          ) : null}
        </div>
      </div>
    </>
  );
  const frame =
    'group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm';
  return (
    <article
      data-testid="tour-card"
      data-product-code={tour.productCode}
      className="grid h-full min-w-0"
    >
      {tour.productUrl ? (
        <a
          href={tour.productUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackTourClick(tour)}
          className={clsx(frame, 'transition-shadow hover:shadow-lg')}
        >
          {body}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </article>
  );
}

/** The grid's placeholder while tours load. */
export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="tour-skeleton"
      className="animate-pulse overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div className="aspect-[4/3] bg-surface-muted" />
      <div className="grid gap-2 p-4">
        <div className="h-3 w-1/3 rounded bg-surface-muted" />
        <div className="h-4 w-4/5 rounded bg-surface-muted" />
        <div className="h-3 w-full rounded bg-surface-muted" />
        <div className="h-3 w-2/3 rounded bg-surface-muted" />
        <div className="mt-3 h-5 w-1/4 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
