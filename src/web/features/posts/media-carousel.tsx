import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export type SlideKind = 'image' | 'video';

/** 'Photo 2 of 4', 'Video 3 of 4': what a slide (and its dot) is called. */
export function slideName(kinds: readonly SlideKind[], index: number): string {
  const name = kinds[index] === 'video' ? 'Video' : 'Photo';
  return `${name} ${index + 1} of ${kinds.length}`;
}

/**
 * A post's several photos and videos, one at a time (WAI-ARIA carousel pattern): swipe or
 * scroll with snap points, previous / next buttons, one dot per slide, and the arrow keys,
 * Home and End while the slides have focus. Slides out of view are inert, so Tab never lands
 * in a video nobody can see. Slides are named by what they hold ('Photo 2 of 4').
 */
export function MediaCarousel({
  label,
  kinds,
  ratio,
  renderSlide,
}: {
  /** What the carousel holds, e.g. 'Photos from Lisbon'. */
  label: string;
  /** One entry per slide: what it shows. */
  kinds: readonly SlideKind[];
  /** Every slide takes the first one's frame, so the card does not change height. */
  ratio: number;
  renderSlide: (index: number) => ReactNode;
}) {
  const count = kinds.length;
  const noun = kinds.every((kind) => kind === 'image') ? 'photo' : 'item';
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** Where a button, dot or key is scrolling to: the smooth scroll passes other slides on the way. */
  const target = useRef<{ index: number; until: number } | null>(null);

  const goTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(count - 1, index));
      setCurrent(next);
      const element = track.current;
      if (element && typeof element.scrollTo === 'function') {
        target.current = { index: next, until: Date.now() + 1000 };
        element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
      }
    },
    [count],
  );

  // A swipe moves the track itself; the dots and buttons follow where it settles.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth;
        if (width === 0) return;
        const index = Math.round(element.scrollLeft / width);
        const going = target.current;
        if (going && Date.now() < going.until) {
          if (Math.abs(element.scrollLeft - going.index * width) < 2) target.current = null;
          return;
        }
        target.current = null;
        setCurrent(index);
      });
    };
    // A finger or a wheel takes over from a scroll the buttons started.
    const takeOver = () => {
      target.current = null;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('pointerdown', takeOver, { passive: true });
    element.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('pointerdown', takeOver);
      element.removeEventListener('wheel', takeOver);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const arrow =
    'absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white hover:scale-105 focus-visible:scale-105';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative isolate"
      data-testid="media-carousel"
    >
      <div
        ref={track}
        tabIndex={0}
        role="group"
        aria-live="polite"
        aria-label="Slides (use the arrow keys to move)"
        onKeyDown={onKeyDown}
        style={{ aspectRatio: String(ratio) }}
        className="flex w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-surface-muted [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
      >
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={slideName(kinds, index)}
            inert={index !== current}
            data-active={index === current || undefined}
            className="h-full w-full shrink-0 snap-center snap-always overflow-hidden"
          >
            {renderSlide(index)}
          </div>
        ))}
      </div>

      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 z-10 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur"
      >
        {current + 1}/{count}
      </span>

      {current > 0 ? (
        <button
          type="button"
          aria-label={`Previous ${noun}`}
          onClick={() => goTo(current - 1)}
          className={clsx(arrow, 'left-3')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      {current < count - 1 ? (
        <button
          type="button"
          aria-label={`Next ${noun}`}
          onClick={() => goTo(current + 1)}
          className={clsx(arrow, 'right-3')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      ) : null}

      <div className="flex justify-center gap-0.5 py-1.5">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Show ${slideName(kinds, index).toLowerCase()}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group grid size-6 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block size-1.5 rounded-full transition-all',
                index === current ? 'w-4 bg-brand' : 'bg-ink-muted/40 group-hover:bg-ink-muted/70',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
