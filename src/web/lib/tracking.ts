import { TRACKING_DEBOUNCE_MS, trackedFeatureForPath } from '../../contract/limits.ts';
import type {
  trackInteractionRoute,
  trackPageVisitRoute,
  TTrackInteractionBody,
  TTrackPageVisitBody,
} from '../../contract/tracking.ts';
import { TRACK_INTERACTION_PATH, TRACK_PAGE_VISIT_PATH } from '../../contract/tracking-paths.ts';

/** Random per page load (spec 1 §9); groups the events of one visit without identifying anyone. */
export const sessionId = createSessionId();

function createSessionId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sent with keepalive (unlike `api`) so an event recorded just before leaving still arrives; the
 * paths are the routes' own (`typeof …Route['path']` checks they stay the same).
 */
async function post(
  path: (typeof trackPageVisitRoute | typeof trackInteractionRoute)['path'],
  body: TTrackPageVisitBody | TTrackInteractionBody,
) {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  } catch (err) {
    // Tracking must never disturb the member: failures are only logged (spec 1 §8).
    console.warn('Tracking request failed', err);
  }
}

/**
 * Sends a page visit with `navigator.sendBeacon`: the browser delivers it even while the page is
 * going away, and nothing waits on it (a keepalive fetch stays open for DevTools and Lighthouse,
 * whose runs then time out). A Blob typed application/json is what the route parses. Falls back
 * to the keepalive fetch where there is no beacon or the browser refuses this one (its queue full).
 */
function beacon(path: typeof TRACK_PAGE_VISIT_PATH, body: TTrackPageVisitBody) {
  const data = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, data)) return;
  void post(path, body);
}

/** The visit of the screen on show, sent once the member leaves it (see trackPageVisit). */
let openVisit: TTrackPageVisitBody | null = null;
let listening = false;

/** Sends the open visit now, if there is one: on a route change and when the page is hidden. */
export function flushPageVisit() {
  if (!openVisit) return;
  const visit = openVisit;
  openVisit = null;
  beacon(TRACK_PAGE_VISIT_PATH, visit);
}

function listenForPageHide() {
  if (listening) return;
  listening = true;
  // pagehide covers closing and leaving; a hidden tab on a phone may be killed without it.
  window.addEventListener('pagehide', flushPageVisit);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageVisit();
  });
}

/**
 * Records a view of a tracked route (spec 1 §9); untracked paths send nothing. The visit is
 * stamped now and sent as a beacon when the member leaves the screen: at the next route change
 * (this call) or when the page is hidden or unloaded. So no tracking request competes with a
 * screen's own loading.
 */
export function trackPageVisit(pathname: string, metadata: Record<string, unknown> = {}) {
  // The same screen again (React's development double effects) keeps its one open visit.
  if (openVisit?.metadata?.path === pathname) return;
  flushPageVisit();
  const feature = trackedFeatureForPath(pathname);
  if (!feature) return;
  openVisit = {
    feature,
    action: 'visit',
    sessionId,
    metadata: { path: pathname, ...metadata },
    timestamp: new Date().toISOString(),
  };
  listenForPageHide();
}

const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** Key used to debounce interactions per feature and action. */
function interactionKey(feature: string, action: string) {
  return `${feature}\u0000${action}`;
}

/**
 * Records a feature interaction; bursts of the same feature+action within 300 ms collapse into
 * the last one so double clicks and typing do not flood the server.
 */
export function trackInteraction(
  feature: string,
  action: string,
  data: Record<string, unknown> = {},
) {
  const key = interactionKey(feature, action);
  const previous = pending.get(key);
  if (previous) clearTimeout(previous);
  pending.set(
    key,
    setTimeout(() => {
      pending.delete(key);
      void post(TRACK_INTERACTION_PATH, {
        feature,
        action,
        sessionId,
        additionalData: { ...data, deviceType: 'web', timestamp: new Date().toISOString() },
      });
    }, TRACKING_DEBOUNCE_MS),
  );
}

/**
 * Spec 1 §7: a tour opened on the provider's site is recorded as a page-visit event of the
 * external tours feature (action external_click, feature viator_tours) with the tour's id and
 * title. Sent with keepalive, so it arrives although a new tab takes the focus.
 */
export function trackTourClick(tour: { productCode: string; title: string }) {
  const timestamp = new Date().toISOString();
  void post(TRACK_PAGE_VISIT_PATH, {
    feature: 'viator_tours',
    action: 'external_click',
    sessionId,
    metadata: { tourId: tour.productCode, tourTitle: tour.title.slice(0, 300), timestamp },
    timestamp,
  });
}

/**
 * The outcome of one use of a feature, for the performance dashboard's success per feature:
 * `error` absent is a success; a server error or no answer is a failure. A refusal of the
 * member's own input (a 4xx) is not the feature failing, so nothing is sent for it. Sent at once:
 * the 300 ms debounce would let a later success hide a failure.
 */
export function trackOutcome(feature: string, action: string, error?: unknown) {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : null;
  if (error !== undefined && status !== null && status >= 400 && status < 500) return;
  void post(TRACK_INTERACTION_PATH, {
    feature,
    action,
    sessionId,
    additionalData: {
      success: error === undefined,
      ...(error !== undefined && status ? { status } : {}),
      deviceType: 'web',
      timestamp: new Date().toISOString(),
    },
  });
}
