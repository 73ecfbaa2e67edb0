import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import type { KeysetPager } from './data-table.tsx';

/** Previous / page number / Next under a keyset-paged operator list. */
export function PagerNav({
  label,
  pager,
  busy = false,
  className = '',
}: {
  /** The navigation's accessible name, e.g. "Queue pages". */
  label: string;
  pager: KeysetPager;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
  className?: string;
}) {
  const { nextCursor } = pager;
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 ${className}`}>
      <Button
        variant="outline"
        size="sm"
        disabled={!pager.hasPrevious || busy}
        onClick={pager.onPrevious}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-ink-muted">Page {pager.pageNumber}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor || busy}
        onClick={() => nextCursor && pager.onNext(nextCursor)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
