import { TrendingUp } from 'lucide-react';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
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
            <span
              aria-hidden="true"
              className={`size-11 shrink-0 rounded-xl bg-gradient-to-br ${place.gradient}`}
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
