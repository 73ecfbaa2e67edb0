/**
 * The in-page half of the throttled web-vitals bench (bench/web-vitals.ts): observers installed
 * before the app's code runs, and the readers the bench evaluates. These functions are
 * serialised into the page, so they use nothing from outside their own bodies.
 */

/** What the observers collected, on `window.__vitals`. */
export type PageVitals = {
  lcp: number;
  lcpElement: string;
  /** The LCP candidate's painted area (px²). */
  lcpSize: number;
  cls: number;
  /** Event Timing entries of real interactions (interactionId > 0). */
  events: { interactionId: number; name: string; startTime: number; duration: number }[];
};

/** Installed with addInitScript: LCP, layout shifts and Event Timing, buffered from the start. */
export function installObservers(): void {
  const vitals: PageVitals = { lcp: 0, lcpElement: '', lcpSize: 0, cls: 0, events: [] };
  (window as unknown as { __vitals: PageVitals }).__vitals = vitals;
  const describe = (element: Element | null | undefined) => {
    if (!element) return '(removed)';
    const test = element.closest('[data-testid]')?.getAttribute('data-testid');
    const source = (element as HTMLImageElement).currentSrc;
    const text = source
      ? source.replace(/^.*\//, '')
      : (element.textContent ?? '').trim().slice(0, 40);
    // The server's drawn first screen (modules/first-paint) marks its largest photo.
    const drawn = element.hasAttribute('data-first-paint-lcp') ? ' drawn by the server' : '';
    return `${element.tagName.toLowerCase()}${drawn}${test ? ` in ${test}` : ''}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element?: Element;
      size: number;
    })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpSize = entry.size;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // web-vitals' INP approach: every event entry of 16 ms or more that belongs to an interaction.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      vitals.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** The collected figures, and when the first request to `feedPath` started (ms after navigation). */
export function readVitals(feedPath: string): PageVitals & { feedStart: number | null } {
  const vitals = (window as unknown as { __vitals: PageVitals }).__vitals;
  const feed = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
    (entry) => new URL(entry.name).pathname === feedPath,
  );
  return { ...vitals, events: [...vitals.events], feedStart: feed ? feed.startTime : null };
}

/** Resolves after two frames and a pause: Event Timing entries are queued after the next paint. */
export function afterNextPaints(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
}
