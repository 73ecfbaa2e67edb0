import type { TAdminDashboard } from '../../../contract/admin-dashboard.ts';
import { Card, CardHeader } from '../../ui/card.tsx';
import { CohortGrid } from './cohort-grid.tsx';
import { formatDay, formatPercent } from './format.ts';
import { StatCard } from './stat-card.tsx';
import { TopDestinations, TopPosts } from './top-lists.tsx';

/** DAU/MAU, retention cohorts, returning actives and the top lists, from the closed days. */
export function AnalyticsPanel({ data }: { data: TAdminDashboard }) {
  const { analytics } = data;
  const day = analytics.day;
  const stickiness = analytics.mau.value > 0 ? analytics.dau.value / analytics.mau.value : null;
  return (
    <div className="space-y-6">
      {day ? (
        <>
          <p className="text-sm text-ink-muted">
            Members active on {formatDay(day)} (the last full day, UTC), in the 7 and 30 days to it.
          </p>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Daily active members"
              figure={analytics.dau}
              comparedWith="the day before"
            />
            <StatCard
              label="Monthly active members"
              figure={analytics.mau}
              comparedWith="the 30 days before"
            />
            <StatCard
              label="Returning actives (7 days)"
              figure={analytics.returningActives}
              comparedWith="the 7 days before"
            />
            <Card as="li" padding="sm" className="flex flex-col gap-2" aria-label="DAU / MAU">
              <p className="text-sm font-medium text-ink-muted">DAU / MAU</p>
              <p className="text-2xl font-bold tracking-tight text-ink" data-testid="stickiness">
                {stickiness === null ? '–' : formatPercent(stickiness)}
              </p>
              <p className="text-xs text-ink-muted">
                How many of the month's actives came back that day.
              </p>
            </Card>
          </ul>
        </>
      ) : (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
          Daily and monthly actives appear after the first nightly rollup (it runs every hour and
          rolls up each finished day).
        </p>
      )}
      <Card>
        <CardHeader
          title="Sign-up retention"
          description="Share of each week's new members active in the weeks after (UTC weeks from Monday)"
        />
        {analytics.cohorts.some((cohort) => cohort.members > 0) ? (
          <CohortGrid cohorts={analytics.cohorts} />
        ) : (
          <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
            Nobody signed up in the last 12 weeks
            {day ? '' : ', or the first rollup has not run yet'}.
          </p>
        )}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopDestinations items={analytics.topDestinations} />
        <TopPosts items={analytics.topPosts} />
      </div>
    </div>
  );
}
