import { CalendarDays, Check, MapPin, Sparkles, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { TDestinationRecommendation } from '../../../contract/recommendations.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback, placeFromLabel } from '../../ui/place-fallback.tsx';
import { usePlaceImage } from '../destination-pages/queries.ts';

/** 'Lisbon, Portugal' → 'Portugal'; a location that is the country itself. */
function countryOf(item: TDestinationRecommendation): string | null {
  const { name, country } = placeFromLabel(item.location);
  return country ?? (name !== item.title ? name : null);
}

/**
 * A destination recommendation (spec 2 §2): photo, title, location, percent match from the
 * confidence, description, best time, estimated cost, up to three highlights, 'Why this matches
 * you:' and View Details (the destination's page).
 */
export function DestinationRecommendationCard({ item }: { item: TDestinationRecommendation }) {
  const image = usePlaceImage(item.title);
  const percent = Math.round(item.confidence * 100);
  const titleId = `recommendation-${item.code}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="destination-recommendation"
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="relative aspect-[16/9] bg-brand-soft">
        {image.isPending ? null : (
          <div className="absolute inset-0">
            <Photo
              src={image.data?.url}
              loading="lazy"
              className="size-full object-cover"
              fallback={
                <PlaceFallback
                  name={item.title}
                  country={image.data?.place.country ?? countryOf(item)}
                  region={image.data?.place.region}
                  category={image.data?.place.category}
                />
              }
            />
          </div>
        )}
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-surface/95 px-2.5 py-1 text-sm font-semibold text-brand-strong shadow-sm">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {percent}% match
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={titleId} className="text-lg font-semibold text-ink">
            {item.title}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-3.5" />
            {item.location}
          </p>
        </div>
        <p className="text-sm text-ink-muted">{item.description}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="pl-6">
            <dt className="relative text-xs font-semibold text-ink-muted uppercase">
              <CalendarDays
                aria-hidden="true"
                className="absolute top-0 -left-6 size-4 text-brand"
              />
              Best time
            </dt>
            <dd className="text-ink">{item.bestTime}</dd>
          </div>
          <div className="pl-6">
            <dt className="relative text-xs font-semibold text-ink-muted uppercase">
              <Wallet aria-hidden="true" className="absolute top-0 -left-6 size-4 text-brand" />
              Estimated cost
            </dt>
            <dd className="text-ink">{item.estimatedCost}</dd>
          </div>
        </dl>
        {item.highlights.length > 0 ? (
          <ul aria-label="Highlights" className="grid gap-1 text-sm text-ink">
            {item.highlights.slice(0, 3).map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="rounded-xl bg-brand-soft p-3 text-sm">
          <p className="font-semibold text-brand-strong">Why this matches you:</p>
          <p className="mt-1 text-ink">{item.reasoning}</p>
        </div>
        <Link
          to={`/destination/${item.slug}/excursions`}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'mt-auto self-start',
          })}
        >
          View Details
          <span className="sr-only"> of {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function RecommendationSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <div className="aspect-[16/9] bg-surface-muted" />
      <div className="grid gap-2 p-5">
        <div className="h-5 w-1/2 rounded bg-surface-muted" />
        <div className="h-3 w-1/3 rounded bg-surface-muted" />
        <div className="h-3 w-full rounded bg-surface-muted" />
        <div className="h-3 w-5/6 rounded bg-surface-muted" />
        <div className="mt-2 h-16 rounded-xl bg-surface-muted" />
      </div>
    </div>
  );
}
