import { clsx } from 'clsx';
import { MapPin, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LANDING_SLIDE_INTERVAL_MS } from '../../../contract/limits.ts';
import { useAccessibility } from '../../app/accessibility/accessibility-context.ts';
import { Photo } from '../about/photo.tsx';
import { HERO_WIDTHS } from '../about/photo-sources.ts';
import { LANDING_SLIDES, SLIDE_ASPECT, SLIDE_SIZES } from './slides.ts';
import { useSlideRotation } from './use-slide-rotation.ts';

const NEXT_SLIDE_PRELOAD_DELAY_MS = 2_500;

/**
 * The five rotating photos (spec 1 §1): a cross-fade every 6 s, still under reduced
 * motion, with dots to pick a slide and a pause button (WCAG 2.2.2). Each photo is mounted
 * 2.5 s into the previous one's turn, so only the first competes with the page for bandwidth.
 */
export function HeroSlideshow() {
  const { settings } = useAccessibility();
  const [userPaused, setUserPaused] = useState(false);
  const still = settings.reduceMotion;
  const [active, setActive] = useSlideRotation(
    LANDING_SLIDES.length,
    LANDING_SLIDE_INTERVAL_MS,
    still || userPaused,
  );
  const [mountedUpTo, setMountedUpTo] = useState(0);
  const rotating = !still && !userPaused;
  useEffect(() => {
    if (!rotating) return;
    // Fetch the next photo once the current one had the bandwidth to itself, well before its turn.
    const timer = setTimeout(
      () => setMountedUpTo((up) => Math.max(up, Math.min(LANDING_SLIDES.length - 1, active + 1))),
      NEXT_SLIDE_PRELOAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [active, rotating]);
  const current = LANDING_SLIDES[active] ?? LANDING_SLIDES[0]!;

  return (
    <>
      <div className="absolute inset-0 overflow-hidden bg-[#1d3a40]" data-testid="hero-slides">
        {LANDING_SLIDES.map((slide, index) => {
          const isActive = index === active;
          if (index > mountedUpTo && !isActive) return null;
          return (
            <Photo
              key={slide.photoId}
              photoId={slide.photoId}
              widths={HERO_WIDTHS}
              sizes={SLIDE_SIZES}
              width={SLIDE_ASPECT.width}
              height={SLIDE_ASPECT.height}
              alt={slide.alt}
              aria-hidden={isActive ? undefined : true}
              data-slide={slide.photoId}
              data-active={isActive}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding="async"
              className={clsx(
                'absolute inset-0 size-full object-cover transition-opacity duration-[1500ms] ease-in-out',
                isActive ? 'opacity-100' : 'opacity-0',
              )}
            />
          );
        })}
        <div className="hero-overlay absolute inset-0 bg-gradient-to-b from-black/55 via-black/35 to-black/70" />
      </div>
      <div className="absolute inset-x-0 bottom-0 z-20">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-6 pb-6">
          <p
            className="flex items-center gap-2 text-sm text-white"
            aria-live={still || userPaused ? 'polite' : 'off'}
          >
            <MapPin aria-hidden="true" className="size-4 text-accent-bright" />
            <span className="font-semibold">{current.name}</span>
            <span className="hidden text-white/85 sm:inline">— {current.caption}</span>
          </p>
          <div className="flex items-center gap-2">
            <div role="group" aria-label="Destination photos" className="flex items-center gap-1">
              {LANDING_SLIDES.map((slide, index) => (
                <button
                  key={slide.photoId}
                  type="button"
                  onClick={() => setActive(index)}
                  aria-label={`Show photo ${index + 1} of ${LANDING_SLIDES.length}: ${slide.name}`}
                  aria-current={index === active ? 'true' : undefined}
                  className="grid size-7 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'block h-2 rounded-full bg-white transition-all',
                      index === active ? 'w-6 opacity-100' : 'w-2 opacity-60',
                    )}
                  />
                </button>
              ))}
            </div>
            {still ? null : (
              <button
                type="button"
                onClick={() => setUserPaused((value) => !value)}
                aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
                className="grid size-8 place-items-center rounded-full bg-white/15 text-white hover:bg-white/30"
              >
                {userPaused ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" className="size-4" />
                )}
              </button>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
