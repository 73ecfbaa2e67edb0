import { useCallback, useState } from 'react';
import type { KeysetPager } from './data-table.tsx';

/**
 * Keyset paging for the operator tables: the server answers a page and the cursor of the next
 * one; the cursors of the pages already seen are kept so Previous works without offsets. Any
 * change of `resetKey` (a filter, the sort) starts again at the first page.
 */
export function useKeysetPaging(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({
    key: resetKey,
    stack: [undefined],
  });
  // Reset during render when the filters changed (no effect, no stale first request).
  const current = state.key === resetKey ? state : { key: resetKey, stack: [undefined] };
  if (current !== state) setState(current);
  const cursor = current.stack[current.stack.length - 1];
  const next = useCallback(
    (nextCursor: string) => setState((s) => ({ key: s.key, stack: [...s.stack, nextCursor] })),
    [],
  );
  const previous = useCallback(
    () =>
      setState((s) => ({ key: s.key, stack: s.stack.length > 1 ? s.stack.slice(0, -1) : s.stack })),
    [],
  );
  const pageNumber = current.stack.length;
  const hasPrevious = pageNumber > 1;
  return {
    cursor,
    pageNumber,
    next,
    previous,
    hasPrevious,
    /** The table's pager, given the cursor the server answered for the next page. */
    pager: (nextCursor: string | null | undefined): KeysetPager => ({
      pageNumber,
      hasPrevious,
      onPrevious: previous,
      nextCursor: nextCursor ?? null,
      onNext: next,
    }),
  };
}
