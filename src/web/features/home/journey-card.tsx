import { Globe2, Heart, NotebookPen, Users } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SAMPLE_COUNTRIES_VISITED } from './sample-data.ts';

const formatter = new Intl.NumberFormat('en', { notation: 'compact' });

/** 'Your Journey' (spec 1 §2): counts from the user record, Countries Visited fixed at 12. */
export function JourneyCard({ user }: { user: TSelfUser }) {
  const stats = [
    { label: 'Posts Created', value: formatter.format(user.postsCount), Icon: NotebookPen },
    { label: 'Followers', value: formatter.format(user.followersCount), Icon: Heart },
    { label: 'Following', value: formatter.format(user.followingCount), Icon: Users },
    {
      label: 'Countries Visited',
      value: String(SAMPLE_COUNTRIES_VISITED),
      Icon: Globe2,
      sample: true,
    },
  ];
  return (
    <Card aria-labelledby="journey-title">
      <CardHeader id="journey-title" title="Your Journey" />
      <dl className="grid grid-cols-2 gap-3">
        {stats.map(({ label, value, Icon, sample }) => (
          <div key={label} className="rounded-xl bg-surface-muted p-3">
            <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {label}
            </dt>
            <dd className="mt-1 flex items-center gap-2">
              <span className="text-2xl font-bold text-ink" data-stat={label}>
                {value}
              </span>
              {sample ? <Badge>Sample</Badge> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
