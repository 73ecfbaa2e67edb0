import { useLayoutEffect, useRef, useState } from 'react';
import { fitCount } from './fit-count.ts';

/**
 * Measures a row of links and says how many fit. `listRef` is the visible row (its width is the
 * space available); `measureRef` holds an invisible copy of every link followed by the "More"
 * button, so widths are known even for links currently in the menu. Both are observed, so a
 * window resize, a font-size setting or a new unread count re-measures before paint.
 */
export function useFitCount(total: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(total);

  useLayoutEffect(() => {
    const list = listRef.current;
    const measurer = measureRef.current;
    if (!list || !measurer) return;
    const measure = () => {
      const widths = Array.from(measurer.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setFit(fitCount({ itemWidths: widths, gap, moreWidth, available: list.clientWidth }));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(measurer);
    return () => observer.disconnect();
  }, [total]);

  return { listRef, measureRef, fit };
}
