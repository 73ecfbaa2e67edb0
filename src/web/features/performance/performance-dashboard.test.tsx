import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TEndpointGroup,
  TPerformanceSummary,
  TRequestStats,
} from '../../../contract/performance.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp, SIGNED_OUT } from '../../test/app-harness.tsx';
import { formatUptime } from './format.ts';
import { PerformanceDashboard } from './performance-dashboard.tsx';

// uPlot draws on a canvas, which happy-dom lacks: record what it is given instead.
const plots = vi.hoisted(() => [] as { data: unknown[] }[]);
vi.mock('uplot', () => ({
  default: class {
    data: unknown[];
    constructor(_options: unknown, data: unknown[]) {
      this.data = data;
      plots.push(this);
    }
    setData(data: unknown[]) {
      this.data = data;
    }
    setSize() {}
    destroy() {}
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

const ADMIN = member({ role: 'admin' });

function stats(overrides: Partial<TRequestStats> = {}): TRequestStats {
  return {
    requests: 0,
    requestRate: 0,
    responseTime: null,
    p50: null,
    p95: null,
    p99: null,
    errors4xx: 0,
    errors5xx: 0,
    errorRate4xx: 0,
    errorRate5xx: 0,
    successRate: null,
    ...overrides,
  };
}
const windows = (s: TRequestStats) => ({ '5m': s, '1h': s, '24h': s });

function summary(overrides: Partial<TPerformanceSummary> = {}): TPerformanceSummary {
  const group = (name: TEndpointGroup, s = stats()) => ({ group: name, windows: windows(s) });
  return {
    asOf: '2026-11-27T12:00:00.000Z',
    uptime: (2 * 86_400 + 3 * 3_600 + 12 * 60) * 1000,
    currentActiveUsers: 7,
    currentConnections: 12,
    traffic: windows(stats({ requests: 140, requestRate: 0.47, successRate: 97.5 })),
    series: Array.from({ length: 12 }, (_, i) => ({
      start: new Date(Date.UTC(2026, 10, 27, 11, 5 + i * 5)).toISOString(),
      requests: i === 11 ? 60 : 0,
      requestRate: i === 11 ? 0.2 : 0,
      p95: i === 11 ? 120 : null,
      errors4xx: 0,
      errors5xx: 0,
    })),
    endpoints: [
      group('posts', stats({ requests: 100, responseTime: 42.5, successRate: 95, p95: 120 })),
      group('conversations'),
      group('messages', stats({ requests: 40, responseTime: 30, successRate: 94.9 })),
      group('recommendations'),
    ],
    apiMetrics: [
      {
        endpoint: 'GET /api/posts/feed',
        method: 'GET',
        route: '/api/posts/feed',
        windows: windows(stats({ requests: 100, p50: 8, p95: 120, p99: 240, successRate: 95 })),
        responseTime: 42.5,
        statusCode: 304,
        success: true,
        timestamp: '2026-11-27T12:00:00.000Z',
      },
    ],
    systemHealth: [
      {
        instanceId: 'a1b2c3d4-0000-4000-8000-000000000000',
        startedAt: '2026-11-25T09:00:00.000Z',
        totalConnections: 12,
        memoryUsage: 88.4,
        rssMb: 190,
        cpuUsage: 3.2,
        eventLoopLagMs: 11.5,
        timestamp: '2026-11-27T12:00:00.000Z',
      },
    ],
    probes: {
      database: { status: 'ok', latencyMs: 0.8 },
      redis: { status: 'off', latencyMs: null },
    },
    providers: [
      {
        name: 'Media storage',
        kind: 'calls',
        runs: 40,
        failures: 2,
        errorRate: 5,
        lastSuccessAt: '2026-11-27T11:59:00.000Z',
        lastFailureAt: '2026-11-27T12:00:00.000Z',
        lastError: 'S3 answered 503',
      },
      {
        name: 'Viator tours sync',
        kind: 'job',
        runs: 0,
        failures: 0,
        errorRate: null,
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
      },
    ],
    featureUsage: [
      {
        ...{ feature: 'posting', action: 'create', uses: 12, failures: 0 },
        ...{ successRate: 100, success: true, timestamp: '2026-11-27T11:59:00.000Z' },
      },
      {
        ...{ feature: 'messaging', action: 'send', uses: 5, failures: 1 },
        ...{ successRate: 80, success: false, timestamp: '2026-11-27T11:58:00.000Z' },
      },
    ],
    usageSince: '2026-11-26T12:00:00.000Z',
    lastResetAt: null,
    ...overrides,
  };
}

const summaryCalls = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/performance/summary')).length;

describe('who sees the performance dashboard', () => {
  it('asks visitors to log in, in the spec’s words', async () => {
    const fetch = fakeApi({ 'GET /api/auth/user': () => SIGNED_OUT });
    renderApp(<PerformanceDashboard />, { user: null, path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('Please log in to view the performance dashboard.')).toBeTruthy();
    expect(summaryCalls(fetch)).toBe(0);
  });

  it('refuses members without asking for the summary', async () => {
    const fetch = fakeApi({});
    renderApp(<PerformanceDashboard />, { user: member(), path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access the performance dashboard."),
    ).toBeTruthy();
    expect(summaryCalls(fetch)).toBe(0);
  });
});

describe('the admin’s dashboard', () => {
  it('shows the status, uptime, four cards and the feature usage bars (full at 10)', async () => {
    fakeApi({ 'GET /api/performance/summary': () => ({ status: 200, body: summary() }) });
    renderApp(<PerformanceDashboard />, { user: ADMIN, path: '/dashboard' });
    expect(await screen.findByText('System Online')).toBeTruthy();
    expect(screen.getByText('2d 3h')).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Summary' });
    for (const label of [
      'Active Users',
      'Connections',
      'Memory Usage (MB)',
      'Avg Response (posts endpoint)',
    ])
      expect(within(cards).getByRole('heading', { name: label })).toBeTruthy();
    expect(within(cards).getByText('7')).toBeTruthy();
    expect(within(cards).getByText('88')).toBeTruthy();
    expect(within(cards).getByText('42.5 ms')).toBeTruthy();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Feature Usage',
      'API Performance',
      'System Health',
    ]);
    const meter = (name: string) => screen.getByRole('meter', { name: `${name} usage` });
    expect(meter('Posting').getAttribute('aria-valuenow')).toBe('100');
    expect(meter('Messaging').getAttribute('aria-valuenow')).toBe('50');
    expect(meter('Profile').getAttribute('aria-valuenow')).toBe('0');
    expect(meter('Viator tours')).toBeTruthy();
    expect(meter('Recommendations')).toBeTruthy();
    // Each feature's success from the uses reported as failed: 4 of 5 messages is degraded.
    expect(within(screen.getByTestId('usage-posting')).getByText('Healthy')).toBeTruthy();
    const messaging = screen.getByTestId('usage-messaging');
    expect(within(messaging).getByText('80% success')).toBeTruthy();
    expect(within(messaging).getByText('Degraded')).toBeTruthy();
    expect(within(messaging).getByText('send 5 (1 failed)')).toBeTruthy();
  });

  it('marks a success rate of 95 % healthy and below it degraded, and shows real probes', async () => {
    fakeApi({ 'GET /api/performance/summary': () => ({ status: 200, body: summary() }) });
    renderApp(<PerformanceDashboard />, { user: ADMIN, path: '/dashboard' });
    await userEvent.click(await screen.findByRole('tab', { name: 'API Performance' }));
    expect(within(screen.getByTestId('endpoint-posts')).getByText('Healthy')).toBeTruthy();
    expect(within(screen.getByTestId('endpoint-messages')).getByText('Degraded')).toBeTruthy();
    const feed = screen.getByRole('rowheader', { name: /\/api\/posts\/feed/ }).closest('tr')!;
    expect(within(feed).getAllByRole('cell').at(-1)?.textContent).toBe('304');
    // The hour chart: requests a minute and p95 per slot, described for screen readers.
    expect(
      screen.getByRole('img', {
        name: /last hour: peak 12 requests a minute, worst p95 120 ms/,
      }),
    ).toBeTruthy();
    expect(plots.at(-1)?.data[1]).toEqual([...Array(11).fill(0), 12]);

    await userEvent.click(screen.getByRole('tab', { name: 'System Health' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Database' })).toBeTruthy();
    expect(within(panel).getByText('Answered in 0.8 ms')).toBeTruthy();
    expect(within(panel).getByText('Not used')).toBeTruthy();
    // Providers: calls with the error rate, the latest failure's message, failing since then.
    const storage = within(panel).getByTestId('provider-Media storage');
    expect(within(storage).getByText(/^40 calls · Last success .* · 5% errors$/)).toBeTruthy();
    expect(within(storage).getByText(/^Last failure .*: S3 answered 503$/)).toBeTruthy();
    expect(within(storage).getByText('Failing')).toBeTruthy();
    expect(within(panel).getByTestId('provider-Viator tours sync').textContent).toContain(
      'No runs in the last 24 hours',
    );
  });

  it('says so when nothing has been recorded instead of showing sample figures', async () => {
    const empty = summary({
      traffic: windows(stats()),
      apiMetrics: [],
      featureUsage: [],
    });
    fakeApi({ 'GET /api/performance/summary': () => ({ status: 200, body: empty }) });
    renderApp(<PerformanceDashboard />, { user: ADMIN, path: '/dashboard' });
    expect(await screen.findByText(/No feature usage recorded since then/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'API Performance' }));
    expect(screen.getByText(/No requests recorded in this window yet/)).toBeTruthy();
  });

  it('shows the spec’s toast when the reset fails', async () => {
    fakeApi({
      'GET /api/performance/summary': () => ({ status: 200, body: summary() }),
      'POST /api/reset-tracking': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderApp(<PerformanceDashboard />, { user: ADMIN, path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Analytics' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Reset Failed',
        description: 'Could not clear tracking data. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('asks for the summary every 5 seconds while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = fakeApi({
      'GET /api/performance/summary': () => ({ status: 200, body: summary() }),
    });
    renderApp(<PerformanceDashboard />, { user: ADMIN, path: '/dashboard' });
    await screen.findByText('System Online');
    expect(summaryCalls(fetch)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(summaryCalls(fetch)).toBe(2);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(summaryCalls(fetch)).toBe(2);
  });
});

describe('uptime (spec 3 §9)', () => {
  it('reads as days and hours, hours and minutes, or minutes and seconds', () => {
    expect(formatUptime((3 * 86_400 + 5 * 3_600 + 59 * 60) * 1000)).toBe('3d 5h');
    expect(formatUptime((2 * 3_600 + 7 * 60 + 30) * 1000)).toBe('2h 7m');
    expect(formatUptime((4 * 60 + 9) * 1000)).toBe('4m 9s');
    expect(formatUptime(999)).toBe('0m 0s');
  });
});
