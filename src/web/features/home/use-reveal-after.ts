import { useEffect, useState, type RefObject } from 'react';

/** How near the screen a deferred place must come to be filled at once rather than when idle. */
const NEAR_SCREEN = '200px 0px';
/** The longest an idle callback may wait (a busy page still gets its widgets). */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `run` when the browser is idle (or soon, where it cannot say); returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/**
 * True once `ready` (what must paint first has painted) and then either the `target` place nears
 * the screen or the browser is idle: content below the fold waits for the content above it.
 */
export function useRevealAfter(ready: boolean, target: RefObject<Element | null>): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!ready || revealed) return;
    const reveal = () => setRevealed(true);
    const cancelIdle = whenIdle(reveal);
    const node = target.current;
    let observer: IntersectionObserver | undefined;
    if (node && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(node);
    }
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [ready, revealed, target]);
  return revealed;
}
