import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Photo } from '../about/photo.tsx';
import { THUMB_WIDTHS } from '../about/photo-sources.ts';
import { PlaceLabel, placeSearchPath } from '../home/places.tsx';
import { SAMPLE_EXPLORE_TRENDING, SAMPLE_TRAVEL_STATS } from './sample-data.ts';

// The explore sidebars' cards that show the spec's sample content, each marked Sample (the
// promotional offers come from the server: ../premium/promotion-card.tsx).

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
