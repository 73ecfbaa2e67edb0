import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How near the screen a deferred place must come to be filled. */
const NEAR_SCREEN = '200px 0px';

/**
 * True once `ready` (what must paint first has painted) and the `target` place is on or near the
 * screen: content below the fold waits for the content above it, and for the member to scroll
 * towards it (a phone's first screen stays light). Without IntersectionObserver, at once.
 */
export function useRevealAfter(ready: boolean, target: RefObject<Element | null>): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!ready || revealed) return;
    const node = target.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // What is revealed is drawn as a transition: React slices its render into short tasks.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setRevealed(true));
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ready, revealed, target]);
  return revealed;
}
