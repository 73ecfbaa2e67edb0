import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useDeferredValue, useState } from 'react';
import type { z } from 'zod';
import type { ZEmailAudienceMember } from '../../../../contract/admin-email.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Card, CardHeader } from '../../../ui/card.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { DataTable, type AdminTableFeatures } from '../data-table/data-table.tsx';
import { useKeysetPaging } from '../data-table/keyset-paging.ts';
import { useEmailUsers } from './queries.ts';

type Recipient = z.infer<typeof ZEmailAudienceMember>;

const STATE_LABEL: Record<Recipient['state'], string> = {
  subscribed: 'Subscribed',
  welcomed: 'Welcomed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  unverified: 'Not verified',
  inactive: 'Suspended or leaving',
};

const column = createColumnHelper<AdminTableFeatures, Recipient>();
const COLUMNS = [
  column.accessor('name', {
    header: 'Member',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{row.original.name}</span>
        <span className="block truncate text-xs text-ink-muted">{row.original.email}</span>
      </span>
    ),
  }),
  column.accessor('state', {
    header: 'E-mail state',
    enableSorting: false,
    cell: (info) => STATE_LABEL[info.getValue()],
  }),
  column.accessor('createdAt', {
    header: 'Joined',
    enableSorting: false,
    cell: (info) => new Date(info.getValue()).toLocaleDateString('en-GB', { dateStyle: 'medium' }),
  }),
];

/** GET /api/admin/email/users/all: every member as a recipient, with the state campaigns see. */
export function RecipientsTable() {
  const [q, setQ] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const search = useDeferredValue(q.trim());
  const paging = useKeysetPaging(search);
  const query = useEmailUsers({
    ...(search ? { q: search } : {}),
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  });
  return (
    <Card>
      <CardHeader
        title="Recipients"
        description={
          query.data ? `${query.data.total.toLocaleString('en-US')} members` : 'Every member.'
        }
      />
      <DataTable
        caption="Recipients"
        columns={COLUMNS}
        rows={query.data?.users}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={setSorting}
        isLoading={query.isFetching}
        error={query.error ? errorMessage(query.error, 'Could not load the recipients.') : null}
        emptyText="No members match."
        pager={paging.pager(query.data?.nextCursor)}
        toolbar={
          <div className="min-w-56 flex-1">
            <SearchField
              label="Search recipients"
              placeholder="Name or e-mail"
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
        }
      />
    </Card>
  );
}
