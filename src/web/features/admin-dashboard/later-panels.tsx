import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import type { DashboardTab } from './dashboard-tabs.ts';

type Later = { title: string; holds: string[]; link?: { to: string; label: string } };

/**
 * Dashboard tabs whose screen lives elsewhere say what it holds and lead there (no sample data):
 * today only User management, whose screen is /admin/users. Inbox, Email Management, Content and
 * Analytics draw their own panels.
 */
const LATER: Record<Exclude<DashboardTab, 'analytics' | 'content' | 'inbox' | 'email'>, Later> = {
  users: {
    title: 'User management',
    holds: [
      'Search members by name or e-mail and open a member’s page: profile, activity, reports, sessions and history.',
      'Change a role, warn, limit, suspend or delete, each with a reason and an audit trail.',
    ],
    link: { to: '/admin/users', label: 'Open user management' },
  },
};

export function LaterPanel({
  tab,
}: {
  tab: Exclude<DashboardTab, 'analytics' | 'content' | 'inbox' | 'email'>;
}) {
  const later = LATER[tab];
  return (
    <div className="rounded-2xl border border-dashed border-line px-5 py-8 sm:px-8">
      <h2 className="text-lg font-semibold text-ink">{later.title}</h2>
      <p className="mt-1 text-sm text-ink-muted">This section will hold:</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
        {later.holds.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {later.link ? (
        <Link to={later.link.to} className={buttonVariants({ className: 'mt-5' })}>
          {later.link.label}
        </Link>
      ) : null}
    </div>
  );
}
