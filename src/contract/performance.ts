import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Upper bounds (ms) of the request-duration histogram buckets, one more bucket above the last.
 * The Prometheus histogram of /metrics uses the same bounds (in seconds), so both read one
 * measurement the same way.
 */
export const DURATION_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;

/** The summary's windows: 5 minutes (whole minutes), the hour (whole 5 minutes), the day (whole hours). */
export const PERFORMANCE_WINDOWS = ['5m', '1h', '24h'] as const;
export type TPerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];

/** Spec 3 §9: a success rate from this percentage up shows as healthy. */
export const HEALTHY_SUCCESS_RATE = 95;
/** Spec 3 §9: the feature usage bar is full at this many uses. */
export const FEATURE_USAGE_FULL_AT = 10;
/** Spec 3 §7: the page asks for the summary this often. */
export const PERFORMANCE_POLL_MS = 5_000;

/** The spec's endpoint groups (spec 3 §2 API Performance), each a set of route templates. */
export const ENDPOINT_GROUPS = ['posts', 'conversations', 'messages', 'recommendations'] as const;
export type TEndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/** The spec's tracked features (spec 3 §2 Feature Usage). */
export const TRACKED_FEATURES = [
  'posting',
  'messaging',
  'viator_tours',
  'profile',
  'recommendations',
] as const;

/** Request figures of one window, from the summed histogram of its requests. */
export const ZRequestStats = z.object({
  requests: z.number().int(),
  /** Requests per second over the window's elapsed time. */
  requestRate: z.number(),
  /** Mean duration (ms); null without requests. */
  responseTime: z.number().nullable(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
  errors4xx: z.number().int(),
  errors5xx: z.number().int(),
  /** Percentages of `requests`; success is any status below 400. */
  errorRate4xx: z.number(),
  errorRate5xx: z.number(),
  successRate: z.number().nullable(),
});
export type TRequestStats = z.infer<typeof ZRequestStats>;

const ZWindowStats = z.object({
  '5m': ZRequestStats,
  '1h': ZRequestStats,
  '24h': ZRequestStats,
});
export type TWindowStats = z.infer<typeof ZWindowStats>;

/** One route template's figures (spec's apiMetrics entry, aggregated). */
export const ZApiMetric = z.object({
  /** "GET /api/posts/:id": method and route template. */
  endpoint: z.string(),
  method: z.string(),
  route: z.string(),
  windows: ZWindowStats,
  /** Spec fields, for the last hour: mean ms, and whether the success rate is healthy. */
  responseTime: z.number().nullable(),
  /** The exact status code of the route's latest request (null: recorded before it was kept). */
  statusCode: z.number().int().nullable(),
  success: z.boolean(),
  /** When the route's latest request ended. */
  timestamp: z.string(),
});
export type TApiMetric = z.infer<typeof ZApiMetric>;

export const ZEndpointGroupMetric = z.object({
  group: z.enum(ENDPOINT_GROUPS),
  windows: ZWindowStats,
});
export type TEndpointGroupMetric = z.infer<typeof ZEndpointGroupMetric>;

/** One live app instance's own probes, as it last reported them (spec's systemHealth entry). */
export const ZInstanceHealth = z.object({
  instanceId: z.string(),
  startedAt: z.string(),
  totalConnections: z.number().int(),
  /** Heap in use (MB). */
  memoryUsage: z.number(),
  rssMb: z.number(),
  /** Share of one core used since the previous report (%). */
  cpuUsage: z.number(),
  /** The event loop's p99 delay since the previous report (ms). */
  eventLoopLagMs: z.number(),
  timestamp: z.string(),
});
export type TInstanceHealth = z.infer<typeof ZInstanceHealth>;

const ZProbe = z.object({
  status: z.enum(['ok', 'down', 'off']),
  latencyMs: z.number().nullable(),
});

/**
 * A provider's record over the last 24 hours: either calls made while serving requests (AI,
 * place photos, payments, push, storage; every instance's, from provider_rollups) or the runs of
 * the job that calls it (mail delivery, tours sync, exchange rates, video publishing).
 */
export const ZProviderHealth = z.object({
  name: z.string(),
  kind: z.enum(['calls', 'job']),
  /** Calls, or job runs. */
  runs: z.number().int(),
  failures: z.number().int(),
  /** Percentage of the runs that failed; null without runs. */
  errorRate: z.number().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** The latest failure's message. */
  lastError: z.string().nullable(),
});
export type TProviderHealth = z.infer<typeof ZProviderHealth>;

export const ZFeatureUsage = z.object({
  feature: z.string(),
  action: z.string(),
  uses: z.number().int(),
  /** Uses the client reported as failed (`success: false` in the tracked event's data). */
  failures: z.number().int(),
  /** Percentage of the uses that did not fail. */
  successRate: z.number(),
  /** Spec field: whether the success rate is healthy (HEALTHY_SUCCESS_RATE and up). */
  success: z.boolean(),
  /** The last use. */
  timestamp: z.string(),
});
export type TFeatureUsage = z.infer<typeof ZFeatureUsage>;

/** One five-minute slot of the last hour, all routes together (the chart). */
export const ZSeriesPoint = z.object({
  start: z.string(),
  requests: z.number().int(),
  /** Requests per second over the slot (so far, for the current one). */
  requestRate: z.number(),
  p95: z.number().nullable(),
  errors4xx: z.number().int(),
  errors5xx: z.number().int(),
});
export type TSeriesPoint = z.infer<typeof ZSeriesPoint>;

/** GET /api/performance/summary: spec 3 §3 Performance summary, from real measurements. */
export const ZPerformanceSummary = z.object({
  asOf: z.string(),
  /** This instance's uptime (ms). */
  uptime: z.number().int(),
  /** Members active in the last 5 minutes. */
  currentActiveUsers: z.number().int(),
  /** Open WebSockets over every live instance. */
  currentConnections: z.number().int(),
  traffic: ZWindowStats,
  /** The last hour in five-minute slots, oldest first, every slot present. */
  series: z.array(ZSeriesPoint),
  endpoints: z.array(ZEndpointGroupMetric),
  apiMetrics: z.array(ZApiMetric),
  systemHealth: z.array(ZInstanceHealth),
  probes: z.object({ database: ZProbe, redis: ZProbe }),
  providers: z.array(ZProviderHealth),
  featureUsage: z.array(ZFeatureUsage),
  /** Usage counts events from here: the later of the last reset and the start of the 24th UTC hour back. */
  usageSince: z.string(),
  lastResetAt: z.string().nullable(),
});
export type TPerformanceSummary = z.infer<typeof ZPerformanceSummary>;

export const performanceSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/performance/summary',
  tags: ['performance'],
  summary: 'Request rates, latency percentiles, feature usage and system health (admins)',
  response: ZPerformanceSummary,
  errors: [401, 403],
});

export const ZResetTrackingResponse = z.object({
  success: z.literal(true),
  resetAt: z.string(),
});

/** POST /api/reset-tracking (spec 3 §7): the usage figures start again from zero. */
export const resetTrackingRoute = defineRoute({
  method: 'POST',
  path: '/api/reset-tracking',
  tags: ['performance'],
  summary: 'Reset the feature usage figures (admins)',
  response: ZResetTrackingResponse,
  errors: [401, 403],
});
