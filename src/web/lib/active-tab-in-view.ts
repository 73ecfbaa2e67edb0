import { useLayoutEffect, type RefObject } from 'react';

type Span = { left: number; right: number };

/**
 * The scrollLeft that brings a tab fully into its horizontally scrolling list, centred when it
 * was cut off; the current one when it is already in view (nothing moves needlessly).
 */
export function scrollLeftToShow(list: Span, tab: Span, scrollLeft: number): number {
  if (tab.left >= list.left && tab.right <= list.right) return scrollLeft;
  const centre = (tab.left + tab.right) / 2 - (list.left + list.right) / 2;
  return Math.max(0, scrollLeft + centre);
}

/**
 * Keeps the active tab of a horizontally scrolling tab list in view: on a phone, a tab chosen
 * by the address (?tab=excursions) or by the keyboard would otherwise sit off-screen. Scrolls
 * only the list, never the page.
 */
export function useActiveTabInView(list: RefObject<HTMLElement | null>, active: string) {
  useLayoutEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!element || !tab) return;
    const next = scrollLeftToShow(
      element.getBoundingClientRect(),
      tab.getBoundingClientRect(),
      element.scrollLeft,
    );
    if (next !== element.scrollLeft) element.scrollLeft = next;
  }, [list, active]);
}
