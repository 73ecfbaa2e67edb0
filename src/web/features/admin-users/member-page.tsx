import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { TAdminMemberDetail } from '../../../contract/admin-users.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { errorMessage } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from '../auth/user-query.ts';
import { useAdminCrumb } from '../admin/admin-crumb.ts';
import { useAdminMember } from '../admin/queries.ts';
import { LineChart } from '../admin/chart/line-chart.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberHistory } from './member-history.tsx';
import { MemberReports } from './member-reports.tsx';
import { formatDay, formatMoment, STATUS_CLASS, STATUS_LABEL } from './member-labels.ts';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{value.toLocaleString()}</dd>
    </div>
  );
}

function stateLine(member: TAdminMemberDetail['member']): string | null {
  if (member.deletionRequestedAt)
    return `Deletion requested ${formatMoment(member.deletionRequestedAt)}`;
  if (member.suspendedAt) {
    return member.suspendedUntil
      ? `Suspended since ${formatMoment(member.suspendedAt)}, until ${formatMoment(member.suspendedUntil)}`
      : `Suspended for good since ${formatMoment(member.suspendedAt)}`;
  }
  if (member.limitedAt)
    return `Limited since ${formatMoment(member.limitedAt)}: posts reach followers only`;
  return null;
}

/** /admin/users/:userId — read-only for moderators, with the admin's actions for admins. */
export function MemberPage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const query = useAdminMember(userId);
  const detail = query.data;
  useAdminCrumb(detail?.member.name ?? null);
  const chart = useMemo(() => {
    const weekly = detail?.weekly ?? [];
    return {
      x: weekly.map((week) => Date.parse(week.weekStart) / 1000),
      series: [
        { label: 'Posts', values: weekly.map((week) => week.posts), color: 'var(--color-brand)' },
        {
          label: 'Comments',
          values: weekly.map((week) => week.comments),
          color: 'var(--color-accent)',
        },
      ],
    };
  }, [detail?.weekly]);

  if (query.isPending) return <Spinner label="Loading the member…" />;
  if (query.error || !detail) {
    return (
      <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-danger">
        {errorMessage(query.error, 'Could not load this member.')}
      </p>
    );
  }
  const { member, counts } = detail;
  const [firstName, ...rest] = member.name.split(' ');
  const state = stateLine(member);

  return (
    <div className="grid gap-6">
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar
            src={member.profileImageUrl}
            initials={userInitials({
              firstName: firstName ?? null,
              lastName: rest.join(' ') || null,
            })}
            size="lg"
          />
          <div className="min-w-0 flex-1">
            <h1 className="font-display text-2xl font-bold text-ink">{member.name}</h1>
            <p className="truncate text-ink-muted">{member.email}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[member.status]}`}
              >
                {STATUS_LABEL[member.status]}
              </span>
              <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">
                {member.role}
              </span>
              {member.premium ? (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-ink">
                  Premium
                </span>
              ) : null}
            </p>
          </div>
        </div>
        {state ? <p className="text-sm font-medium text-ink">{state}</p> : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-muted">Joined</dt>
            <dd className="text-ink">{formatDay(member.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Last active</dt>
            <dd className="text-ink">{formatMoment(member.lastActiveAt)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">E-mail</dt>
            <dd className="text-ink">{member.emailVerifiedAt ? 'Confirmed' : 'Not confirmed'}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Location</dt>
            <dd className="text-ink">{member.location ?? '—'}</dd>
          </div>
        </dl>
        {member.bio ? <p className="text-sm text-ink">{member.bio}</p> : null}
        {user?.role === 'admin' && user.id !== member.id ? <MemberActions member={member} /> : null}
      </Card>

      <Card aria-labelledby="member-counts">
        <h2 id="member-counts" className="mb-3 text-lg font-semibold text-ink">
          Activity
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Posts" value={counts.posts} />
          <Stat label="Followers" value={counts.followers} />
          <Stat label="Following" value={counts.following} />
          <Stat label="Comments" value={counts.comments} />
          <Stat label="Likes given" value={counts.likesGiven} />
          <Stat label="Reports against" value={counts.reportsAgainst} />
          <Stat label="Warnings" value={counts.warnings} />
        </dl>
        <div className="mt-4">
          <LineChart
            title="Posts and comments per week (last 12 weeks)"
            x={chart.x}
            series={chart.series}
            formatX={(seconds) => `Week of ${formatDay(new Date(seconds * 1000).toISOString())}`}
          />
        </div>
      </Card>

      <MemberReports userId={member.id} total={counts.reportsAgainst} />

      <Card aria-labelledby="member-sessions">
        <h2 id="member-sessions" className="mb-3 text-lg font-semibold text-ink">
          Signed-in sessions
        </h2>
        {detail.sessions.length === 0 ? (
          <p className="text-sm text-ink-muted">No live sessions.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {detail.sessions.map((session) => (
              <li key={session.id} className="grid gap-0.5 py-2">
                <span className="break-all text-ink">{session.userAgent ?? 'Unknown browser'}</span>
                <span className="text-ink-muted">
                  {session.ipAddress ?? 'unknown address'} · signed in{' '}
                  {formatMoment(session.createdAt)} · last seen {formatMoment(session.lastSeenAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <MemberHistory userId={member.id} />
    </div>
  );
}
