import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type AdminTableFeatures } from './data-table.tsx';

type Row = { id: string; name: string; joined: string };
const column = createColumnHelper<AdminTableFeatures, Row>();
const COLUMNS = [
  column.accessor('name', { header: 'Name', enableSorting: false }),
  column.accessor('joined', { header: 'Joined' }),
];
// Deliberately not in name or date order: the server's order must be kept as is.
const ROWS: Row[] = [
  { id: 'b', name: 'Ben', joined: '2026-03-01' },
  { id: 'a', name: 'Ana', joined: '2026-05-01' },
  { id: 'c', name: 'Cy', joined: '2026-01-01' },
];

function Harness({
  rows = ROWS,
  onSort = () => undefined,
  onNext = () => undefined,
  onPrevious = () => undefined,
  nextCursor = 'next-1',
  pageNumber = 1,
}: {
  rows?: Row[];
  onSort?: (sorting: SortingState) => void;
  onNext?: (cursor: string) => void;
  onPrevious?: () => void;
  nextCursor?: string | null;
  pageNumber?: number;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'joined', desc: true }]);
  return (
    <DataTable
      caption="Members"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        onSort(next);
      }}
      isLoading={false}
      emptyText="Nobody here."
      pager={{
        pageNumber,
        hasPrevious: pageNumber > 1,
        onPrevious,
        nextCursor,
        onNext,
      }}
    />
  );
}

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows the rows in the order the server sent, whatever the sort state says', () => {
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(bodyNames()).toEqual(['Ben', 'Ana', 'Cy']);
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // An unsortable column has no button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button'),
    ).toBeNull();
  });

  it('asks the server for the other direction when a sortable header is clicked', () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: /Joined/ }));
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'joined', desc: false }]);
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Still the server's order: the table never sorts rows itself.
    expect(bodyNames()).toEqual(['Ben', 'Ana', 'Cy']);
  });

  it('pages by cursor: Next hands over the next cursor, Previous is off on page 1', () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const { rerender } = render(<Harness onNext={onNext} onPrevious={onPrevious} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onNext).toHaveBeenCalledWith('next-1');
    rerender(<Harness onNext={onNext} onPrevious={onPrevious} nextCursor={null} pageNumber={2} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPrevious).toHaveBeenCalled();
  });

  it('says so when there are no rows', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
  });
});
