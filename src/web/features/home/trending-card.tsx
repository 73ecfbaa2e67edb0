import { useQuery } from '@tanstack/react-query';
import { MapPin, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { trendingDestinationsRoute, type TDestinationResult } from '../../../contract/search.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { PlaceFallback, placeFromLabel } from '../../ui/place-fallback.tsx';
import { ImageOrIcon } from './image-or-icon.tsx';
import { PlaceLabel, placeSearchPath, postsCountLabel } from './places.tsx';
import { SAMPLE_TRENDING_DESTINATIONS, type TrendingDestination } from './sample-data.ts';

/** Spec 1 §2: three trending destinations. */
export const TRENDING_LIMIT = 3;

const ROW_LINK =
  'group flex items-center gap-3 rounded-xl p-1 -m-1 hover:bg-surface-muted focus-visible:bg-surface-muted';

function LivePlace({ place }: { place: TDestinationResult }) {
  return (
    <li>
      <Link to={placeSearchPath(place.name)} className={ROW_LINK}>
        {place.imageUrl ? (
          <ImageOrIcon
            src={place.imageUrl}
            icon={<MapPin className="size-6" />}
            className="size-14 shrink-0 rounded-xl"
          />
        ) : (
          <span className="size-14 shrink-0 overflow-hidden rounded-xl">
            <PlaceFallback size="sm" decorative {...placeFromLabel(place.name)} />
          </span>
        )}
        <PlaceLabel name={place.name} detail={postsCountLabel(place.postsCount)} />
      </Link>
    </li>
  );
}

function SamplePlace({ place }: { place: TrendingDestination }) {
  return (
    <li>
      <Link to={placeSearchPath(place.name)} className={ROW_LINK}>
        {/* No photograph of these places exists: their designed fallback (issue 20 §1). */}
        <span className="size-14 shrink-0 overflow-hidden rounded-xl">
          <PlaceFallback
            size="sm"
            decorative
            name={place.name}
            country={place.country}
            region={place.region}
            category={place.category}
          />
        </span>
        <PlaceLabel name={place.name} detail={`${place.country} · ${place.posts}`} />
      </Link>
    </li>
  );
}

/**
 * Trending Destinations (spec 1 §2): the places most named in recent posts. Until posts name
 * any (or when they cannot be read), the spec's three hard-coded places show, marked Sample.
 */
export function TrendingCard() {
  const trending = useQuery({
    ...routeQueryOptions(trendingDestinationsRoute, { query: { limit: TRENDING_LIMIT } }),
    staleTime: STALE.shared,
  });
  const live = trending.data ?? [];
  const showSample = !trending.isPending && live.length === 0;
  return (
    <Card aria-labelledby="trending-title" aria-busy={trending.isPending || undefined}>
      <CardHeader
        id="trending-title"
        title="Trending Destinations"
        icon={<TrendingUp className="size-5" />}
        action={showSample ? <Badge>Sample</Badge> : undefined}
      />
      {trending.isPending ? (
        <ul aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex animate-pulse items-center gap-3">
              <span className="size-14 rounded-xl bg-surface-muted" />
              <span className="grid flex-1 gap-1.5">
                <span className="h-3 w-1/2 rounded bg-surface-muted" />
                <span className="h-2.5 w-1/3 rounded bg-surface-muted" />
              </span>
            </li>
          ))}
        </ul>
      ) : showSample ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" data-trending="sample">
          {SAMPLE_TRENDING_DESTINATIONS.map((place) => (
            <SamplePlace key={place.name} place={place} />
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" data-trending="live">
          {live.slice(0, TRENDING_LIMIT).map((place) => (
            <LivePlace key={place.name} place={place} />
          ))}
        </ul>
      )}
    </Card>
  );
}
