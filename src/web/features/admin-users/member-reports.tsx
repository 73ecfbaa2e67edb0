import { Link } from 'react-router';
import type { TAdminMemberReport } from '../../../contract/admin-users.ts';
import { POST_REPORT_REASON_LABELS } from '../../../contract/posts.ts';
import { errorMessage } from '../../lib/api.ts';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { PagerNav } from '../admin/data-table/pager-nav.tsx';
import { useAdminMemberReports } from '../admin/queries.ts';
import { STATUS_TEXT, TARGET_LABEL } from '../admin-moderation/labels.ts';
import { formatMoment } from './member-labels.ts';

/** What was reported, in words: "Their message", "Their account"… */
function whatLine(report: TAdminMemberReport): string {
  if (report.targetType === 'user') return 'Them (their account)';
  return `Their ${TARGET_LABEL[report.targetType].toLowerCase()}`;
}

function ReportItem({ report }: { report: TAdminMemberReport }) {
  const gone = report.targetType !== 'user' && report.excerpt === null;
  return (
    <li className="grid gap-1 py-3 text-sm" data-testid="member-report">
      <p className="text-ink">
        <span className="font-semibold">{POST_REPORT_REASON_LABELS[report.reason]}</span> ·{' '}
        {whatLine(report)} · by {report.reporter.name} · {formatMoment(report.createdAt)}
      </p>
      {report.excerpt ? (
        <p className="break-words text-ink-muted">“{report.excerpt}”</p>
      ) : gone ? (
        <p className="text-ink-muted">The content was deleted.</p>
      ) : null}
      {report.details ? <p className="text-ink">{report.details}</p> : null}
      <p>
        <Link
          to={`/admin/moderation/${report.caseId}`}
          className="font-semibold text-brand hover:underline"
        >
          Open the case ({STATUS_TEXT[report.caseStatus].toLowerCase()})
          <span className="sr-only">
            : {POST_REPORT_REASON_LABELS[report.reason]} by {report.reporter.name}
          </span>
        </Link>
      </p>
    </li>
  );
}

/**
 * Reports against the member: of their posts, comments and messages and of them, newest first,
 * a page at a time, each leading to its case in the moderation queue.
 */
export function MemberReports({ userId, total }: { userId: string; total: number }) {
  const paging = useKeysetPaging(userId);
  const query = useAdminMemberReports(userId, paging.cursor);
  const items = query.data?.items;
  const nextCursor = query.data?.nextCursor ?? null;
  return (
    <Card aria-labelledby="member-reports">
      <h2 id="member-reports" className="mb-1 text-lg font-semibold text-ink">
        Reports against this member
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        {total === 1 ? '1 report' : `${total.toLocaleString()} reports`} of their posts, comments,
        messages or account.
      </p>
      {query.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(query.error, 'Could not load the reports.')}
        </p>
      ) : !items ? (
        <Spinner label="Loading the reports…" />
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">Nobody has reported this member or their content.</p>
      ) : (
        <ul className="divide-y divide-line" aria-busy={query.isFetching}>
          {items.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
      {paging.hasPrevious || nextCursor ? (
        <PagerNav
          label="Reports against this member pages"
          pager={paging.pager(nextCursor)}
          busy={query.isFetching}
          className="mt-3"
        />
      ) : null}
    </Card>
  );
}
