import { useEffect, useState } from 'react';

/** Index of the slide after `current`, wrapping around. */
export function nextSlideIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/**
 * Current slide of a rotating gallery. The timer restarts whenever the index changes, so a slide
 * picked by hand also gets its full interval; `paused` stops rotation (reduced motion, pause).
 */
export function useSlideRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => setIndex((current) => nextSlideIndex(current, count)),
      intervalMs,
    );
    return () => clearTimeout(timer);
  }, [index, count, intervalMs, paused]);
  return [index, setIndex] as const;
}
