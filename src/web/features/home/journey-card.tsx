import { useQuery } from '@tanstack/react-query';
import { Globe2, Heart, NotebookPen, Users, type LucideIcon } from 'lucide-react';
import { journeyStatsRoute } from '../../../contract/people.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Card, CardHeader } from '../../ui/card.tsx';

const formatter = new Intl.NumberFormat('en', { notation: 'compact' });

type Stat = { label: string; value: string; Icon: LucideIcon };

/** Countries Visited: counted from the member's own post locations (GET /api/users/{id}/journey). */
function useCountriesVisited(userId: string): { value: string; note: string } {
  const journey = useQuery({
    ...routeQueryOptions(journeyStatsRoute, { params: { id: userId } }),
    staleTime: STALE.shared,
  });
  if (journey.isPending) return { value: '…', note: 'Counting the countries you posted from…' };
  if (journey.isError)
    return { value: '–', note: 'Countries Visited could not be counted right now.' };
  const { countriesVisited, countries } = journey.data;
  return {
    value: formatter.format(countriesVisited),
    note:
      countries.length > 0
        ? countries.join(' · ')
        : 'Add a location to your posts to count the countries you visit.',
  };
}

/**
 * 'Your Journey' (spec 1 §2): Posts Created, Followers and Following from the user record (kept
 * current by follow toggles), Countries Visited from the places the member's own posts name.
 */
export function JourneyCard({ user }: { user: TSelfUser }) {
  const countries = useCountriesVisited(user.id);
  const stats: Stat[] = [
    { label: 'Posts Created', value: formatter.format(user.postsCount), Icon: NotebookPen },
    { label: 'Followers', value: formatter.format(user.followersCount), Icon: Heart },
    { label: 'Following', value: formatter.format(user.followingCount), Icon: Users },
    { label: 'Countries Visited', value: countries.value, Icon: Globe2 },
  ];
  return (
    <Card aria-labelledby="journey-title">
      <CardHeader id="journey-title" title="Your Journey" />
      <dl className="grid grid-cols-2 gap-3">
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className="flex flex-col-reverse gap-1 rounded-xl bg-surface-muted p-3">
            <dt className="flex items-start gap-1.5 text-xs leading-tight text-ink-muted">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {label}
            </dt>
            <dd className="text-2xl leading-none font-bold text-ink" data-stat={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted" data-testid="journey-countries">
        {countries.note}
      </p>
    </Card>
  );
}
