import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionId, trackInteraction, trackPageVisit } from './tracking.ts';

const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{"success":true}'));

function sentBodies() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url,
    body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tracking', () => {
  it('uses one random session id per page load', () => {
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('records visits of tracked routes only', () => {
    trackPageVisit('/profile/42');
    trackPageVisit('/settings');
    const sent = sentBodies();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/track-page-visit',
      body: { feature: 'profile', action: 'visit', sessionId, metadata: { path: '/profile/42' } },
    });
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
    trackPageVisit('/messages');
    await vi.runAllTimersAsync();
    expect(warn).toHaveBeenCalledWith('Tracking request failed', expect.any(TypeError));
  });
});
