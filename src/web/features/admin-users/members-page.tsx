import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_MEMBER_STATUSES,
  type TAdminMember,
  type TAdminMemberStatus,
} from '../../../contract/admin-users.ts';
import { ROLES, type TRole } from '../../../contract/limits.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { errorMessage } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { SelectField } from '../../ui/select.tsx';
import { DataTable, type AdminTableFeatures } from '../admin/data-table/data-table.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { useAdminMembers } from '../admin/queries.ts';
import { formatDay, STATUS_CLASS, STATUS_LABEL } from './member-labels.ts';

const column = createColumnHelper<AdminTableFeatures, TAdminMember>();
const SORT_OF: Record<string, 'joined' | 'lastActive'> = {
  createdAt: 'joined',
  lastActiveAt: 'lastActive',
};

/** The member's avatar, name and e-mail, leading to their page. */
function MemberLink({ member }: { member: TAdminMember }) {
  const [firstName, ...rest] = member.name.split(' ');
  return (
    <Link
      to={`/admin/users/${member.id}`}
      className="flex min-w-0 items-center gap-3 hover:underline"
    >
      <Avatar
        src={member.profileImageUrl}
        initials={userInitials({
          firstName: firstName ?? null,
          lastName: rest.join(' ') || null,
        })}
        size="sm"
      />
      <span className="min-w-0">
        <span className="block font-semibold break-words text-ink">{member.name}</span>
        <span className="block truncate text-xs text-ink-muted">{member.email}</span>
      </span>
    </Link>
  );
}

function StatusBadge({ status }: { status: TAdminMemberStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}

/** A member on a phone: the same facts as the table's row, stacked. */
function MemberCard(member: TAdminMember) {
  return (
    <div className="grid gap-3" data-testid="member-card">
      <MemberLink member={member} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">Role</dt>
          <dd className="text-ink">{member.role}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Status</dt>
          <dd>
            <StatusBadge status={member.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Posts</dt>
          <dd className="text-ink">{member.postsCount.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Joined</dt>
          <dd className="text-ink">{formatDay(member.createdAt)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-ink-muted">Last active</dt>
          <dd className="text-ink">{formatDay(member.lastActiveAt)}</dd>
        </div>
      </dl>
    </div>
  );
}

const COLUMNS = [
  column.accessor('name', {
    header: 'Member',
    enableSorting: false,
    cell: ({ row }) => <MemberLink member={row.original} />,
  }),
  column.accessor('role', {
    header: 'Role',
    enableSorting: false,
    cell: (info) => info.getValue(),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('postsCount', { header: 'Posts', enableSorting: false }),
  column.accessor('createdAt', { header: 'Joined', cell: (info) => formatDay(info.getValue()) }),
  column.accessor('lastActiveAt', {
    header: 'Last active',
    cell: (info) => formatDay(info.getValue()),
  }),
];

/** /admin/users: search members by name or e-mail, filter by role and status, newest first. */
export function MembersPage() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<TRole | ''>('');
  const [status, setStatus] = useState<TAdminMemberStatus | ''>('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const sort = sorting[0] ?? { id: 'createdAt', desc: true };
  // Typing stays responsive: the search follows the box at React's deferred pace.
  const search = useDeferredValue(q);
  const filters = useMemo(
    () => ({
      ...(search.trim() ? { q: search.trim() } : {}),
      ...(role ? { role } : {}),
      ...(status ? { status } : {}),
      sort: SORT_OF[sort.id] ?? 'joined',
      dir: sort.desc ? ('desc' as const) : ('asc' as const),
    }),
    [search, role, status, sort.id, sort.desc],
  );
  const paging = useKeysetPaging(JSON.stringify(filters));
  const query = useAdminMembers({
    ...filters,
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  });

  return (
    <section aria-labelledby="members-title" className="grid gap-4">
      <header>
        <h1 id="members-title" className="font-display text-3xl font-bold text-ink">
          Users
        </h1>
        <p className="mt-1 text-ink-muted">
          Find a member by name or e-mail address, then open their page.
        </p>
      </header>
      <DataTable
        caption="Members"
        columns={COLUMNS}
        rows={query.data?.items}
        getRowId={(member) => member.id}
        sorting={sorting}
        onSortingChange={setSorting}
        isLoading={query.isFetching}
        error={query.error ? errorMessage(query.error, 'Could not load members.') : null}
        emptyText="No members match these filters."
        renderCard={MemberCard}
        pager={paging.pager(query.data?.nextCursor)}
        toolbar={
          <>
            <div className="min-w-56 flex-1">
              <SearchField
                label="Search members"
                placeholder="Name or e-mail"
                value={q}
                maxLength={100}
                onChange={(event) => setQ(event.target.value)}
              />
            </div>
            <SelectField
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as TRole | '')}
            >
              <option value="">All roles</option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as TAdminMemberStatus | '')}
            >
              <option value="">All statuses</option>
              {ADMIN_MEMBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABEL[value]}
                </option>
              ))}
            </SelectField>
          </>
        }
      />
    </section>
  );
}
