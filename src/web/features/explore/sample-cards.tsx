import { Car, Hotel, Plane, Star, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Photo } from '../about/photo.tsx';
import { THUMB_WIDTHS } from '../about/photo-sources.ts';
import { PlaceLabel, placeSearchPath } from '../home/places.tsx';
import {
  SAMPLE_EXPLORE_DEALS,
  SAMPLE_EXPLORE_HOTELS,
  SAMPLE_EXPLORE_TRENDING,
  SAMPLE_TRAVEL_STATS,
  type SampleDeal,
} from './sample-data.ts';

// The explore sidebars' cards that show the spec's sample content, each marked Sample.

const DEAL_ICONS: Record<SampleDeal['kind'], LucideIcon> = { Flight: Plane, Hotel, Car };

export function DealsCard() {
  return (
    <Card aria-labelledby="explore-deals-title">
      <CardHeader
        id="explore-deals-title"
        title="Featured Flights, Hotels & Cars"
        action={<Badge>Sample</Badge>}
      />
      <ul className="grid gap-3">
        {SAMPLE_EXPLORE_DEALS.map((deal) => {
          const Icon = DEAL_ICONS[deal.kind];
          return (
            <li key={deal.title} className="flex items-center gap-3" data-deal={deal.kind}>
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">
                  <span className="sr-only">{deal.kind}: </span>
                  {deal.title}
                </span>
                <span className="block truncate text-xs text-ink-muted">{deal.detail}</span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="font-semibold text-ink">{deal.price}</span>
                <span className="block text-xs text-ink-muted">/ {deal.unit}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function ExploreTrendingCard() {
  return (
    <Card aria-labelledby="explore-trending-title">
      <CardHeader
        id="explore-trending-title"
        title="Trending Destinations"
        icon={<TrendingUp className="size-5" />}
        action={<Badge>Sample</Badge>}
      />
      <ol className="grid gap-3">
        {SAMPLE_EXPLORE_TRENDING.map((place, index) => (
          <li key={place.name}>
            <Link
              to={placeSearchPath(place.name)}
              className="group -m-1 flex items-center gap-3 rounded-xl p-1 hover:bg-surface-muted"
            >
              <span aria-hidden="true" className="w-4 text-sm font-semibold text-ink-muted">
                {index + 1}
              </span>
              <Photo
                photoId={place.photoId}
                widths={THUMB_WIDTHS}
                sizes="48px"
                width={1}
                height={1}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-xl object-cover"
              />
              <PlaceLabel name={place.name} detail={`${place.country} · ${place.posts}`} />
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function TravelStatsCard() {
  return (
    <Card aria-labelledby="travel-stats-title">
      <CardHeader id="travel-stats-title" title="Travel Stats" action={<Badge>Sample</Badge>} />
      <dl className="grid grid-cols-2 gap-3">
        {SAMPLE_TRAVEL_STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-surface-muted p-3">
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function HotelsCard() {
  return (
    <Card aria-labelledby="explore-hotels-title">
      <CardHeader
        id="explore-hotels-title"
        title="Featured Hotels"
        action={<Badge>Sample</Badge>}
      />
      <ul className="grid gap-4">
        {SAMPLE_EXPLORE_HOTELS.map((hotel) => (
          <li key={hotel.name}>
            <Photo
              photoId={hotel.photoId}
              widths={THUMB_WIDTHS}
              sizes="(min-width: 1280px) 256px, (min-width: 1024px) 288px, calc(100vw - 4.5rem)"
              width={16}
              height={10}
              alt={hotel.alt}
              loading="lazy"
              decoding="async"
              className="aspect-[16/10] w-full rounded-xl object-cover"
            />
            <div className="mt-2 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{hotel.name}</p>
                <p className="truncate text-xs text-ink-muted">{hotel.place}</p>
              </div>
              <p className="flex shrink-0 items-center gap-1 text-xs text-ink">
                <Star aria-hidden="true" className="size-3 fill-sun text-sun" />
                <span className="sr-only">Rated </span>
                {hotel.rating}
              </p>
            </div>
            <p className="mt-0.5 text-sm">
              <span className="font-semibold text-ink">{hotel.price}</span>
              <span className="text-ink-muted"> / night</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
