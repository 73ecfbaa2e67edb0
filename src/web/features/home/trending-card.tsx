import { TrendingUp } from 'lucide-react';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { sceneSrcSet } from '../about/photo-sources.ts';
import { SAMPLE_TRENDING_DESTINATIONS } from './sample-data.ts';

/** Trending Destinations: the three hard-coded places of spec 1 §2, marked as sample. */
export function TrendingCard() {
  return (
    <Card aria-labelledby="trending-title">
      <CardHeader
        id="trending-title"
        title="Trending Destinations"
        icon={<TrendingUp className="size-5" />}
        action={<Badge>Sample</Badge>}
      />
      <ul className="grid gap-3">
        {SAMPLE_TRENDING_DESTINATIONS.map((place) => (
          <li key={place.name} className="flex items-center gap-3">
            {/* Drawn scenes, decorative: the name beside them says it all. */}
            <img
              src={`/scenes/${place.scene}-160.webp`}
              srcSet={sceneSrcSet(place.scene)}
              sizes="56px"
              width={16}
              height={9}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-xl object-cover"
            />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{place.name}</p>
              <p className="truncate text-xs text-ink-muted">
                {place.country} · {place.posts}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
