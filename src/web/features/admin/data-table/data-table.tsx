import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDownWideNarrow, ArrowUpDown, ArrowUpNarrowWide } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';
import { PagerNav } from './pager-nav.tsx';
import { PhoneCards, type SortableColumn } from './phone-cards.tsx';

/** The table features every operator table uses: sorting only, done by the server. */
export const adminTableFeatures = tableFeatures({ rowSortingFeature });
export type AdminTableFeatures = typeof adminTableFeatures;
/**
 * A column of any value type: columns of one table hold different values, which TanStack's own
 * `columnHelper.columns()` types as `ColumnDef<…, any>` too (the cell function's parameter makes
 * `unknown` unassignable).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminColumn<T extends RowData> = ColumnDef<AdminTableFeatures, T, any>;

export type KeysetPager = {
  pageNumber: number;
  hasPrevious: boolean;
  onPrevious: () => void;
  /** Null on the last page. */
  nextCursor: string | null;
  onNext: (cursor: string) => void;
};

type Props<T extends RowData> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** Controlled, one column at most: the server sorts (manualSorting). */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  pager: KeysetPagerOrNull;
  /** Filters above the table (search box, selects). */
  toolbar?: ReactNode;
  isLoading: boolean;
  error?: string | null;
  emptyText: string;
  /**
   * The row as a card for phones (below `sm`), holding every link and action of the row; the
   * table shows from `sm` up. Without it the table scrolls sideways on phones.
   */
  renderCard?: (row: T) => ReactNode;
};
type KeysetPagerOrNull = KeysetPager | null;

const EMPTY: never[] = [];

/**
 * The operator screens' table (issue 22): headless TanStack Table v9 for the column model and
 * the sort state, with sorting, filtering and keyset paging all done by the server — the table
 * never reorders or slices rows itself. Sortable headers are buttons and carry aria-sort.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  sorting,
  onSortingChange,
  pager,
  toolbar,
  isLoading,
  error,
  emptyText,
  renderCard,
}: Props<T>) {
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows ?? (EMPTY as T[]),
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) =>
      onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const columnCount = columns.length;
  // The sortable columns with a text header, for the phone layout's sort select.
  const sortable: SortableColumn[] = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort() && typeof column.columnDef.header === 'string')
    .map((column) => ({ id: column.id, label: column.columnDef.header as string }));

  return (
    <div className="grid gap-3">
      {toolbar ? <div className="flex flex-wrap items-end gap-3">{toolbar}</div> : null}
      {renderCard ? (
        <PhoneCards
          caption={caption}
          rows={rows}
          getRowId={getRowId}
          renderCard={renderCard}
          sortable={sortable}
          sorting={sorting}
          onSortingChange={onSortingChange}
          isLoading={isLoading}
          error={error}
          emptyText={emptyText}
        />
      ) : null}
      {/* Scrolls sideways where it is wider than the screen: focusable and named, so keyboards
          can scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={clsx(
          'overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2',
          renderCard && 'hidden sm:block',
        )}
      >
        <table className="w-full text-left text-sm" aria-busy={isLoading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const Icon =
                    sorted === 'asc'
                      ? ArrowUpNarrowWide
                      : sorted === 'desc'
                        ? ArrowDownWideNarrow
                        : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-4 py-3 font-semibold"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-ink"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <Icon aria-hidden="true" className="size-3.5" />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {error ? (
              <tr>
                <td
                  colSpan={columnCount}
                  className="px-4 py-8 text-center text-danger"
                  role="alert"
                >
                  {error}
                </td>
              </tr>
            ) : isLoading && !rows ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-8">
                  <Spinner label="Loading…" />
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-8 text-center text-ink-muted">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={clsx('hover:bg-surface-muted', isLoading && 'opacity-60')}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 text-ink">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pager ? <PagerNav label={`${caption} pages`} pager={pager} busy={isLoading} /> : null}
    </div>
  );
}
