import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TCaseDetail } from '../../../contract/moderation.ts';
import { POST_REPORT_REASON_LABELS } from '../../../contract/posts.ts';
import { errorMessage } from '../../lib/api.ts';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAdminCrumb } from '../admin/admin-crumb.ts';
import { formatMoment, STATUS_CLASS, STATUS_LABEL } from '../admin-users/member-labels.ts';
import { CaseActions } from './case-actions.tsx';
import { HISTORY_TEXT, STATUS_TEXT, TARGET_LABEL } from './labels.ts';
import { useModerationCase } from './queries.ts';

function Badge({ children, className }: { children: string; className: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** The reported content as it is, hidden or not (moderators see what members no longer do). */
function TargetCard({ kase }: { kase: TCaseDetail }) {
  const { target, subject } = kase;
  return (
    <Card className="grid gap-3" aria-labelledby="case-title">
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="case-title" className="font-display text-2xl font-bold text-ink">
          Reported {TARGET_LABEL[target.type].toLowerCase()}
        </h1>
        <Badge className="bg-surface-muted text-ink">{STATUS_TEXT[kase.status]}</Badge>
        {target.hidden ? <Badge className="bg-accent-soft text-ink">Hidden</Badge> : null}
        {target.sensitive ? <Badge className="bg-accent-soft text-ink">Sensitive</Badge> : null}
        {target.deleted ? <Badge className="bg-ink text-surface">Deleted</Badge> : null}
      </div>
      {target.deleted ? (
        <p className="text-ink-muted">
          This content was deleted; the audit log keeps what it said.
        </p>
      ) : (
        <div className="grid gap-3 rounded-xl bg-surface-muted p-3">
          {target.imageUrl ? (
            <img
              src={target.imageUrl}
              alt={`Image of the reported ${TARGET_LABEL[target.type].toLowerCase()}`}
              className="max-h-80 w-full rounded-lg object-contain"
            />
          ) : null}
          <p className="text-sm break-words whitespace-pre-line text-ink">
            {target.text?.trim() || (target.type === 'user' ? 'No bio.' : 'No text.')}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {subject ? (
          <span className="flex items-center gap-2">
            <span className="text-ink-muted">{target.type === 'user' ? 'Member' : 'Author'}</span>
            <Link to={`/admin/users/${subject.id}`} className="font-semibold text-ink underline">
              {subject.name}
            </Link>
            <Badge className={STATUS_CLASS[subject.status]}>{STATUS_LABEL[subject.status]}</Badge>
          </span>
        ) : (
          <span className="text-ink-muted">The author’s account was removed.</span>
        )}
        {target.href ? (
          <Link
            to={target.href}
            className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
          >
            Open in Roamly <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        Priority {kase.score.toFixed(1)} · opened {formatMoment(kase.openedAt)}
        {kase.closedAt ? ` · closed ${formatMoment(kase.closedAt)}` : ''}
      </p>
      {kase.note ? (
        <p className="text-sm text-ink">
          <span className="font-semibold">Note:</span> {kase.note}
        </p>
      ) : null}
      <CaseActions kase={kase} />
    </Card>
  );
}

/** /admin/moderation/:caseId — the content, its reports and reporters, and what was done. */
export function CasePage() {
  const { caseId = '' } = useParams();
  const query = useModerationCase(caseId);
  const kase = query.data;
  useAdminCrumb(kase ? `${TARGET_LABEL[kase.target.type]} case` : null);
  if (query.isPending) return <Spinner label="Loading the case…" />;
  if (query.error || !kase) {
    return (
      <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-danger">
        {errorMessage(query.error, 'Could not load this case.')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <TargetCard kase={kase} />
      <Card aria-labelledby="case-reports">
        <h2 id="case-reports" className="mb-3 text-lg font-semibold text-ink">
          Reports ({kase.reports.length})
        </h2>
        <ul className="divide-y divide-line">
          {kase.reports.map((report) => (
            <li key={report.id} className="grid gap-1 py-3 text-sm">
              <p className="text-ink">
                <span className="font-semibold">{POST_REPORT_REASON_LABELS[report.reason]}</span> ·{' '}
                <Link to={`/admin/users/${report.reporter.id}`} className="underline">
                  {report.reporter.name}
                </Link>{' '}
                · {formatMoment(report.createdAt)}
              </p>
              <p className="text-ink-muted">
                {report.reporter.accuracy === null
                  ? 'No earlier reports reviewed yet'
                  : `${Math.round(report.reporter.accuracy * 100)}% of their earlier reports were actioned`}
              </p>
              {report.details ? <p className="text-ink">“{report.details}”</p> : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="case-history">
        <h2 id="case-history" className="mb-3 text-lg font-semibold text-ink">
          History
        </h2>
        {kase.history.length === 0 ? (
          <p className="text-sm text-ink-muted">Nobody has acted on this case yet.</p>
        ) : (
          <ol className="divide-y divide-line">
            {kase.history.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 py-2 text-sm">
                <p className="text-ink">
                  <span className="font-semibold">
                    {HISTORY_TEXT[entry.action] ?? entry.action}
                  </span>{' '}
                  · {entry.actorLabel} · {formatMoment(entry.createdAt)}
                </p>
                {entry.reason ? <p className="text-ink-muted">{entry.reason}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
