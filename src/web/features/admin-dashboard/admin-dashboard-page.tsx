import { Compass, Globe2, Map, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAdminDashboard } from '../../../contract/admin-dashboard.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { DashboardTabList } from './dashboard-tab-list.tsx';
import {
  dashboardPanelId,
  dashboardTabFrom,
  dashboardTabId,
  DEFAULT_DASHBOARD_TAB,
  type DashboardTab,
} from './dashboard-tabs.ts';
import { formatAsOf, formatDay } from './format.ts';
import { QueueSummary } from '../admin-moderation/queue-summary.tsx';
import { EmailManagementPanel } from '../admin/email/email-management-panel.tsx';
import { LaterPanel } from './later-panels.tsx';
import { useAdminDashboardQuery } from './queries.ts';
import { StatCard } from './stat-card.tsx';

// The inbox (with its editor) loads only when its tab is opened.
const InboxScreen = lazy(() =>
  import('../admin/inbox/inbox-screen.tsx').then((m) => ({ default: m.InboxScreen })),
);

/** Spec 3 §2: the dashboard's buttons to the other operator tools. */
const TOOLS = [
  { to: '/admin/seo', label: 'SEO', icon: Search },
  { to: '/admin/mappings', label: 'Mappings', icon: Map },
  { to: '/admin/country-expansion', label: 'Country expansion', icon: Globe2 },
  { to: '/admin/destination-breakdown', label: 'Destination breakdown', icon: Compass },
] as const;

const WEEK = 'the 7 days before';

function Overview({ data }: { data: TAdminDashboard }) {
  const { figures } = data;
  return (
    <section aria-labelledby="admin-overview-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="admin-overview-title" className="text-lg font-semibold text-ink">
          Last 7 days
        </h2>
        <p className="text-xs text-ink-muted" data-testid="as-of">
          As of {formatAsOf(data.asOf)}
          {data.rolledUpThrough ? ` · full days to ${formatDay(data.rolledUpThrough)} (UTC)` : ''}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Members" figure={figures.usersTotal} comparedWith="7 days ago" />
        <StatCard label="New members" figure={figures.usersNew} comparedWith={WEEK} />
        <StatCard label="Active members" figure={figures.usersActive} comparedWith={WEEK} />
        <StatCard label="Posts" figure={figures.postsTotal} comparedWith="7 days ago" />
        <StatCard label="New posts" figure={figures.postsNew} comparedWith={WEEK} />
        <StatCard label="Likes" figure={figures.likes} comparedWith={WEEK} />
        <StatCard label="Comments" figure={figures.comments} comparedWith={WEEK} />
      </ul>
    </section>
  );
}

/**
 * The operator dashboard (/admin): the week's figures with their change and trend, the tools'
 * buttons and the five tabs, the chosen one kept in `?tab=` (Email Management by default). The
 * admin layout around it (navigation, breadcrumbs, the guard) is the admin area's.
 */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = dashboardTabFrom(params.get('tab'));
  const query = useAdminDashboardQuery();
  const select = (next: DashboardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_DASHBOARD_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-sm text-ink-muted">
            How Roamly is doing, and the operator tools.
          </p>
        </div>
        <nav aria-label="Operator tools" className="flex flex-wrap gap-2">
          {TOOLS.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          ))}
        </nav>
      </div>

      {query.isPending ? (
        <Spinner label="Loading the figures…" />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-danger-soft px-5 py-4 text-sm text-ink">
          <p className="font-semibold">The figures could not be loaded.</p>
          <p className="mt-1">{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Overview data={query.data} />
      )}

      <div>
        <DashboardTabList active={tab} onSelect={select} />
        <div
          role="tabpanel"
          id={dashboardPanelId(tab)}
          aria-labelledby={dashboardTabId(tab)}
          tabIndex={0}
          className="rounded-b-xl pt-6"
        >
          {tab === 'inbox' ? (
            <Suspense fallback={<Spinner label="Loading the inbox…" />}>
              <InboxScreen />
            </Suspense>
          ) : tab === 'content' ? (
            <QueueSummary />
          ) : tab === 'email' ? (
            <EmailManagementPanel />
          ) : tab !== 'analytics' ? (
            <LaterPanel tab={tab} />
          ) : query.data ? (
            <AnalyticsPanel data={query.data} />
          ) : query.isPending ? (
            <Spinner label="Loading the analytics…" />
          ) : (
            <p className="text-sm text-ink-muted">The analytics could not be loaded.</p>
          )}
        </div>
      </div>
    </div>
  );
}
