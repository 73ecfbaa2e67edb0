import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPostReportsRoute, type TAdminPostReport } from '../../../contract/admin-reports.ts';
import { POST_REPORT_REASONS, type TPostReportReason } from '../../../contract/posts.ts';
import { errorMessage } from '../../lib/api.ts';
import { humanizeOption } from '../../lib/format.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { SelectField } from '../../ui/select.tsx';
import { DataTable, type AdminTableFeatures } from '../admin/data-table/data-table.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { formatMoment, STATUS_CLASS, STATUS_LABEL } from '../admin-users/member-labels.ts';

const column = createColumnHelper<AdminTableFeatures, TAdminPostReport>();

const COLUMNS = [
  column.accessor('createdAt', {
    header: 'Reported',
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{formatMoment(info.getValue())}</span>,
  }),
  column.accessor('reason', {
    header: 'Reason',
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        <span className="font-semibold">{humanizeOption(row.original.reason)}</span>
        {row.original.details ? (
          <span className="block text-xs text-ink-muted">{row.original.details}</span>
        ) : null}
      </span>
    ),
  }),
  column.accessor((report) => report.post.excerpt, {
    id: 'post',
    header: 'Post',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/posts/${row.original.post.id}`} className="line-clamp-2 max-w-xs hover:underline">
        {row.original.post.excerpt || 'A post without text'}
      </Link>
    ),
  }),
  column.accessor((report) => report.author.name, {
    id: 'author',
    header: 'Author',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="grid gap-1">
        <Link
          to={`/admin/users/${row.original.author.id}`}
          className="font-semibold hover:underline"
        >
          {row.original.author.name}
        </Link>
        <span
          className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.original.author.status]}`}
        >
          {STATUS_LABEL[row.original.author.status]}
        </span>
      </span>
    ),
  }),
  column.accessor((report) => report.reporter.name, {
    id: 'reporter',
    header: 'Reported by',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.reporter.id}`} className="hover:underline">
        {row.original.reporter.name}
      </Link>
    ),
  }),
];

/**
 * /admin/moderation: members' reports of posts, newest first, each leading to the author's member
 * page (where warn, limit and suspend are). The ranked queue of reports of every kind, with
 * outcomes sent to reporters, is issue 22 §4's and replaces this list when it lands.
 */
export function ModerationPage() {
  const [reason, setReason] = useState<TPostReportReason | ''>('');
  const paging = useKeysetPaging(reason);
  const query = useQuery({
    ...routeQueryOptions(adminPostReportsRoute, {
      query: { ...(reason ? { reason } : {}), ...(paging.cursor ? { cursor: paging.cursor } : {}) },
    }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="moderation-title" className="grid gap-4">
      <header>
        <h1 id="moderation-title" className="font-display text-3xl font-bold text-ink">
          Moderation
        </h1>
        <p className="mt-1 text-ink-muted">
          Reports of posts, newest first. Open the author to warn, limit or suspend them.
        </p>
      </header>
      <DataTable
        caption="Reports of posts"
        columns={COLUMNS}
        rows={query.data?.items}
        getRowId={(report) => report.id}
        sorting={[]}
        onSortingChange={() => undefined}
        isLoading={query.isFetching}
        error={query.error ? errorMessage(query.error, 'Could not load the reports.') : null}
        emptyText="No reports. Nothing to review."
        pager={{
          pageNumber: paging.pageNumber,
          hasPrevious: paging.hasPrevious,
          onPrevious: paging.previous,
          nextCursor: query.data?.nextCursor ?? null,
          onNext: paging.next,
        }}
        toolbar={
          <SelectField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as TPostReportReason | '')}
          >
            <option value="">All reasons</option>
            {POST_REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {humanizeOption(value)}
              </option>
            ))}
          </SelectField>
        }
      />
    </section>
  );
}
