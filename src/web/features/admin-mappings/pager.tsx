import { PagerNav } from '../admin/data-table/pager-nav.tsx';

/** PagerNav over a numbered page (the results and history are offset-paged, small and stable). */
export function PageNav({
  label,
  page,
  total,
  pageSize,
  onPage,
  busy,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  if (total <= pageSize) return null;
  const hasNext = page * pageSize < total;
  return (
    <PagerNav
      label={label}
      busy={busy}
      className="mt-3"
      pager={{
        pageNumber: page,
        hasPrevious: page > 1,
        onPrevious: () => onPage(page - 1),
        nextCursor: hasNext ? String(page + 1) : null,
        onNext: () => onPage(page + 1),
      }}
    />
  );
}
