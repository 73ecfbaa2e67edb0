import type { RowData, SortingState } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SelectField } from '../../../ui/select.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

export type SortableColumn = { id: string; label: string };

type Props<T extends RowData> = {
  caption: string;
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  renderCard: (row: T) => ReactNode;
  sortable: SortableColumn[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  isLoading: boolean;
  error?: string | null;
  emptyText: string;
};

/**
 * The operator table on a phone (below `sm`): one card per row, every link and button of the row
 * in it, and the sortable columns as one select, so nothing scrolls sideways and the keyboard
 * reaches everything in reading order. The wide table is hidden meanwhile (display: none), so
 * assistive technology meets one of the two, never both.
 */
export function PhoneCards<T extends RowData>({
  caption,
  rows,
  getRowId,
  renderCard,
  sortable,
  sorting,
  onSortingChange,
  isLoading,
  error,
  emptyText,
}: Props<T>) {
  const current = sorting[0];
  return (
    <div className="grid gap-3 sm:hidden">
      {sortable.length > 0 ? (
        <SelectField
          label="Sort by"
          value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
          onChange={(event) => {
            const [id = '', dir] = event.target.value.split(':');
            onSortingChange([{ id, desc: dir === 'desc' }]);
          }}
        >
          {sortable.flatMap((column) => [
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {column.label}, newest first
            </option>,
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {column.label}, oldest first
            </option>,
          ])}
        </SelectField>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-4 text-danger">
          {error}
        </p>
      ) : isLoading && !rows ? (
        <Spinner label="Loading…" />
      ) : !rows || rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-center text-ink-muted">
          {emptyText}
        </p>
      ) : (
        <ul aria-label={caption} aria-busy={isLoading} className="grid gap-2">
          {rows.map((row) => (
            <li
              key={getRowId(row)}
              className={clsx(
                'rounded-2xl border border-line bg-surface p-4',
                isLoading && 'opacity-60',
              )}
            >
              {renderCard(row)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
