import { createColumnHelper } from '@tanstack/react-table';
import type { TAuditEntry } from '../../../contract/audit.ts';
import {
  DataTable,
  type AdminTableFeatures,
  type KeysetPager,
} from '../admin/data-table/data-table.tsx';
import { formatMoment } from '../admin-users/member-labels.ts';

const column = createColumnHelper<AdminTableFeatures, TAuditEntry>();

/** The before/after of an entry as "field: old → new" lines (only fields that changed). */
export function changedFields(entry: Pick<TAuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
  return [...keys].flatMap((key) => {
    const before = entry.before?.[key];
    const after = entry.after?.[key];
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [`${key}: ${show(before)} → ${show(after)}`];
  });
}

const COLUMNS = [
  column.accessor('createdAt', {
    header: 'When',
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{formatMoment(info.getValue())}</span>,
  }),
  column.accessor((entry) => entry.actor.name, {
    id: 'actor',
    header: 'Who',
    enableSorting: false,
  }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    cell: (info) => <code className="text-xs">{info.getValue()}</code>,
  }),
  column.accessor((entry) => `${entry.objectType} ${entry.objectId}`, {
    id: 'object',
    header: 'Object',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="text-xs break-all">
        {row.original.objectType} <span className="text-ink-muted">{row.original.objectId}</span>
      </span>
    ),
  }),
  column.accessor('reason', {
    header: 'Reason',
    enableSorting: false,
    cell: (info) => info.getValue() ?? '—',
  }),
  column.display({
    id: 'change',
    header: 'Change',
    cell: ({ row }) => {
      const lines = changedFields(row.original);
      return lines.length === 0 ? (
        <span className="text-ink-muted">—</span>
      ) : (
        <ul className="grid gap-0.5 text-xs">
          {lines.map((line) => (
            <li key={line} className="break-all">
              {line}
            </li>
          ))}
        </ul>
      );
    },
  }),
];

/** Audit entries newest first (the log is only ever read in that order). */
export function AuditTable({
  caption,
  entries,
  isLoading,
  error,
  pager,
  toolbar,
}: {
  caption: string;
  entries: TAuditEntry[] | undefined;
  isLoading: boolean;
  error: string | null;
  pager: KeysetPager;
  toolbar?: React.ReactNode;
}) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={entries}
      getRowId={(entry) => entry.id}
      sorting={[]}
      onSortingChange={() => undefined}
      isLoading={isLoading}
      error={error}
      emptyText="No actions recorded yet."
      pager={pager}
      toolbar={toolbar}
    />
  );
}
