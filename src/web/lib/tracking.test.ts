import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flushPageVisit,
  sessionId,
  trackInteraction,
  trackOutcome,
  trackPageVisit,
} from './tracking.ts';

const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"success":true}'));
const beaconMock = vi.fn((_url: string, _data?: BodyInit | null) => true);

/** What the beacons carried: their URL, the Blob's type and its JSON. */
async function beacons() {
  return Promise.all(
    beaconMock.mock.calls.map(async ([url, data]) => ({
      url,
      type: (data as Blob).type,
      body: JSON.parse(await (data as Blob).text()) as Record<string, unknown>,
    })),
  );
}

function sentBodies() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url,
    body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  beaconMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true });
});

afterEach(() => {
  // No visit stays open into the next test.
  flushPageVisit();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tracking', () => {
  it('uses one random session id per page load', () => {
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends a visit as a beacon once the page is hidden, not while it loads', async () => {
    trackPageVisit('/profile/42');
    expect(beaconMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(await beacons()).toEqual([
      {
        url: '/api/track-page-visit',
        // The route parses JSON: a Blob of this type is what makes the beacon JSON.
        type: 'application/json',
        body: expect.objectContaining({
          feature: 'profile',
          action: 'visit',
          sessionId,
          metadata: { path: '/profile/42' },
        }),
      },
    ]);
    // Sent once: a second pagehide has nothing left to send.
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
  });

  it("sends the previous screen's visit on a route change", async () => {
    trackPageVisit('/profile/42');
    trackPageVisit('/profile/42'); // React's double effect: still one visit
    trackPageVisit('/messages');
    expect((await beacons()).map((beacon) => beacon.body.metadata)).toEqual([
      { path: '/profile/42' },
    ]);
    flushPageVisit();
    expect((await beacons()).map((beacon) => beacon.body.metadata)).toEqual([
      { path: '/profile/42' },
      { path: '/messages' },
    ]);
  });

  it('sends the visit when a phone hides the tab (which may then be killed without pagehide)', () => {
    trackPageVisit('/profile/9');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beaconMock).toHaveBeenCalledTimes(1);
  });

  it('records visits of tracked routes only', () => {
    trackPageVisit('/settings');
    flushPageVisit();
    expect(beaconMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch where the browser has no beacon or refuses it', async () => {
    beaconMock.mockReturnValueOnce(false);
    trackPageVisit('/profile/7');
    flushPageVisit();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/track-page-visit',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('debounces interactions per feature and action for 300 ms', async () => {
    trackInteraction('posting', 'click', { n: 1 });
    trackInteraction('posting', 'click', { n: 2 });
    trackInteraction('posting', 'view');
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const sent = sentBodies();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toMatchObject({
      feature: 'posting',
      action: 'click',
      additionalData: { n: 2, deviceType: 'web' },
    });
    expect(sent[1]?.body).toMatchObject({ feature: 'posting', action: 'view' });
  });

  it('only logs failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    trackInteraction('posting', 'click');
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalledWith('Tracking request failed', expect.any(TypeError));
  });

  it('sends each outcome at once, failures only when they are not the member’s input refused', async () => {
    trackOutcome('posting', 'create');
    trackOutcome('messaging', 'send', { status: 503 });
    trackOutcome('messaging', 'send', new TypeError('Failed to fetch'));
    trackOutcome('posting', 'create', { status: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sentBodies().map((sent) => sent.body)).toEqual([
      expect.objectContaining({
        ...{ feature: 'posting', action: 'create' },
        additionalData: expect.objectContaining({ success: true }),
      }),
      expect.objectContaining({
        ...{ feature: 'messaging', action: 'send' },
        additionalData: expect.objectContaining({ success: false, status: 503 }),
      }),
      expect.objectContaining({
        ...{ feature: 'messaging', action: 'send' },
        additionalData: { success: false, deviceType: 'web', timestamp: expect.any(String) },
      }),
    ]);
  });
});
