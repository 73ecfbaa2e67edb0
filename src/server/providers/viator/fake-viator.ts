/**
 * Test-only: a local Viator Partner API v2 with the documented shapes and paging, so the
 * ingestion is tested without the internet. It checks `exp-api-key` (401 UNAUTHORIZED) and the
 * versioned Accept header (400 INVALID_HEADER_VALUE), serves /destinations, /products/tags,
 * /products/modified-since, /availability/schedules/modified-since and
 * /availability/schedules/bulk and /products/search (with `totalCount`, 1-based `start`, `count`
 * at most 50), and records every request. Optionally it answers after a random latency and
 * enforces a per-endpoint rolling 10-second limit with the documented RateLimit-* headers, and a
 * 429 with `Retry-After` past it.
 *
 * Feeds are a modification log: every product (or schedule) change appends an entry; a page
 * returns up to `count` of the entries after the cursor, the newest state of each product, with
 * `nextCursor` unless it is the last page (as documented). `modified-since` starts after the
 * last entry modified at or before that time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ViatorActiveProduct,
  ViatorAvailabilitySchedule,
  ViatorDestination,
  ViatorProduct,
  ViatorTag,
} from './viator-api.ts';

type LogEntry<T> = { seq: number; at: string; item: T };

export type FakeViator = {
  baseUrl: string;
  apiKey: string;
  requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: http.IncomingHttpHeaders;
    body: string;
  }[];
  destinations: ViatorDestination[];
  tags: ViatorTag[];
  /** Adds or replaces a product (a new log entry, modified at `at`). */
  putProduct(product: ViatorProduct, at?: string): void;
  /** Adds or replaces a product's availability summary. */
  putSchedule(schedule: ViatorAvailabilitySchedule, at?: string): void;
  /** Products per destination id for /products/search (absent: none). */
  productCounts: Map<number, number>;
  /** Requests answered 429 so far. */
  rateLimited: number;
  /** Makes a coming request to a path fail with this status, after `skip` that succeed. */
  failNext(path: string, status: number, skip?: number): void;
  close(): Promise<void>;
};

const encodeCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64');
const decodeCursor = (cursor: string): number | null => {
  const match = /^seq:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
};

export type FakeViatorOptions = {
  apiKey?: string;
  /** Each answer waits a random time in this range (ms), like the real API's latency. */
  latencyMs?: readonly [number, number];
  /** Requests per endpoint per rolling window (Viator's is 10 s); absent: no limit. */
  rateLimit?: { limit: number; windowMs?: number };
};

export async function startFakeViator({
  apiKey = 'test-viator-key',
  latencyMs,
  rateLimit,
}: FakeViatorOptions = {}): Promise<FakeViator> {
  let seq = 0;
  const productLog: LogEntry<ViatorProduct>[] = [];
  const scheduleLog: LogEntry<ViatorAvailabilitySchedule>[] = [];
  const failures = new Map<string, { status: number; skip: number }[]>();
  const requests: FakeViator['requests'] = [];
  const state = {
    destinations: [] as ViatorDestination[],
    tags: [] as ViatorTag[],
    rateLimited: 0,
  };
  const productCounts = new Map<number, number>();
  const windowMs = rateLimit?.windowMs ?? 10_000;
  const sentByEndpoint = new Map<string, number[]>();

  /** Counts a request in its endpoint's rolling window; the RateLimit-* headers, and whether it is over. */
  function limitRequest(endpoint: string): { headers: Record<string, string>; over: boolean } {
    if (!rateLimit) return { headers: {}, over: false };
    const now = Date.now();
    const sent = (sentByEndpoint.get(endpoint) ?? []).filter((at) => at > now - windowMs);
    const over = sent.length >= rateLimit.limit;
    if (!over) sent.push(now);
    sentByEndpoint.set(endpoint, sent);
    const untilFree = sent.length > 0 ? sent[0]! + windowMs - now : 0;
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(rateLimit.limit),
      'RateLimit-Remaining': String(Math.max(0, rateLimit.limit - sent.length)),
      // Seconds until the window is fully replenished (its newest request leaves it).
      'RateLimit-Reset': String(
        Math.ceil((sent.length > 0 ? sent.at(-1)! + windowMs - now : 0) / 1000),
      ),
    };
    if (over) headers['Retry-After'] = String(Math.max(1, Math.ceil(untilFree / 1000)));
    return { headers, over };
  }

  /** POST /products/search as documented: filtering.destination, currency, pagination. */
  function search(body: string) {
    let parsed: {
      filtering?: { destination?: unknown };
      pagination?: { start?: unknown; count?: unknown };
      currency?: unknown;
    };
    try {
      parsed = JSON.parse(body || '{}') as typeof parsed;
    } catch {
      return error(400, 'BAD_REQUEST', 'Malformed JSON');
    }
    const destination = parsed.filtering?.destination;
    if (typeof destination !== 'string' || !/^\d+$/.test(destination)) {
      return error(400, 'BAD_REQUEST', 'filtering.destination is required');
    }
    if (typeof parsed.currency !== 'string')
      return error(400, 'BAD_REQUEST', 'currency is required');
    const start = parsed.pagination?.start ?? 1;
    const count = parsed.pagination?.count ?? 10;
    if (!Number.isInteger(start) || (start as number) < 1) {
      return error(400, 'BAD_REQUEST', 'pagination.start must be 1 or more');
    }
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 50) {
      return error(400, 'BAD_REQUEST', 'pagination.count must be between 1 and 50');
    }
    const total = productCounts.get(Number(destination)) ?? 0;
    const first = (start as number) - 1;
    const shown = Math.max(0, Math.min(count as number, total - first));
    return {
      status: 200,
      body: {
        products: Array.from({ length: shown }, (_, i) => ({
          productCode: `${destination}P${first + i + 1}`,
          title: `Tour ${first + i + 1} in destination ${destination}`,
        })),
        totalCount: total,
      },
    };
  }

  const error = (status: number, code: string, message: string) => ({
    status,
    body: { code, message, timestamp: new Date().toISOString(), trackingId: `T${seq}` },
  });

  /** The newest state of each item changed after `after`, in log order. */
  function page<T extends { productCode: string }>(
    log: LogEntry<T>[],
    query: URLSearchParams,
    key: string,
  ) {
    const count = Number(query.get('count'));
    if (!Number.isInteger(count) || count < 1 || count > 500) {
      return error(400, 'BAD_REQUEST', 'count must be between 1 and 500');
    }
    let after = 0;
    const cursor = query.get('cursor');
    const since = query.get('modified-since');
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (decoded === null) return error(400, 'BAD_REQUEST', 'Invalid cursor');
      after = decoded;
    } else if (since) {
      if (Number.isNaN(Date.parse(since))) return error(400, 'BAD_REQUEST', 'Invalid date');
      const before = log.filter((entry) => entry.at <= since);
      after = before.length > 0 ? before[before.length - 1]!.seq : 0;
    }
    // Only the newest entry of each product counts (an older one was superseded).
    const newest = new Map<string, number>();
    for (const entry of log) newest.set(entry.item.productCode, entry.seq);
    const pending = log.filter(
      (entry) => entry.seq > after && newest.get(entry.item.productCode) === entry.seq,
    );
    const items = pending.slice(0, count);
    const last = items[items.length - 1];
    const more = pending.length > items.length;
    return {
      status: 200,
      body: {
        [key]: items.map((entry) => entry.item),
        ...(more && last ? { nextCursor: encodeCursor(last.seq) } : {}),
      },
    };
  }

  async function answer(
    request: http.IncomingMessage,
    url: URL,
    body: string,
  ): Promise<{ status: number; body: unknown }> {
    if (request.headers['exp-api-key'] !== apiKey) {
      return error(401, 'UNAUTHORIZED', 'Invalid API Key');
    }
    if (request.headers.accept !== 'application/json;version=2.0') {
      return error(
        400,
        'INVALID_HEADER_VALUE',
        'Accept header is missing or has invalid version information',
      );
    }
    const path = url.pathname.replace(/^\/partner/, '');
    const queued = failures.get(path)?.[0];
    if (queued && queued.skip > 0) queued.skip -= 1;
    else if (queued) {
      failures.get(path)!.shift();
      const code = queued.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_SERVER_ERROR';
      return error(queued.status, code, 'Something went wrong');
    }
    if (request.method === 'GET' && path === '/destinations') {
      return {
        status: 200,
        body: { destinations: state.destinations, totalCount: state.destinations.length },
      };
    }
    if (request.method === 'POST' && path === '/products/search') return search(body);
    if (request.method === 'GET' && path === '/products/tags') {
      return { status: 200, body: { tags: state.tags } };
    }
    if (request.method === 'GET' && path === '/products/modified-since') {
      return page(productLog, url.searchParams, 'products');
    }
    if (request.method === 'GET' && path === '/availability/schedules/modified-since') {
      return page(scheduleLog, url.searchParams, 'availabilitySchedules');
    }
    if (request.method === 'POST' && path === '/availability/schedules/bulk') {
      const parsed = JSON.parse(body || '{}') as { productCodes?: unknown };
      const codes = Array.isArray(parsed.productCodes) ? (parsed.productCodes as string[]) : null;
      if (!codes || codes.length === 0 || codes.length > 500) {
        return error(400, 'BAD_REQUEST', 'productCodes must hold 1 to 500 codes');
      }
      const newest = new Map<string, ViatorAvailabilitySchedule>();
      for (const entry of scheduleLog) newest.set(entry.item.productCode, entry.item);
      return {
        status: 200,
        body: {
          availabilitySchedules: codes.flatMap((code) => {
            const schedule = newest.get(code);
            return schedule ? [schedule] : [];
          }),
        },
      };
    }
    return error(404, 'NOT_FOUND', 'Not found');
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-viator');
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const endpoint = `${request.method} ${url.pathname}`;
      const delay = latencyMs ? latencyMs[0] + Math.random() * (latencyMs[1] - latencyMs[0]) : 0;
      setTimeout(() => {
        const limited = limitRequest(endpoint);
        const reply = limited.over
          ? Promise.resolve(error(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again'))
          : answer(request, url, Buffer.concat(chunks).toString('utf8'));
        if (limited.over) state.rateLimited += 1;
        void reply.then(({ status, body }) => {
          response.writeHead(status, {
            'Content-Type': 'application/json;version=2.0',
            ...limited.headers,
          });
          response.end(JSON.stringify(body));
        });
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/partner`,
    apiKey,
    requests,
    get destinations() {
      return state.destinations;
    },
    set destinations(value) {
      state.destinations = value;
    },
    get tags() {
      return state.tags;
    },
    productCounts,
    get rateLimited() {
      return state.rateLimited;
    },
    set tags(value) {
      state.tags = value;
    },
    putProduct(product, at = new Date().toISOString()) {
      seq += 1;
      productLog.push({ seq, at, item: product });
    },
    putSchedule(schedule, at = new Date().toISOString()) {
      seq += 1;
      scheduleLog.push({ seq, at, item: schedule });
    },
    failNext(path, status, skip = 0) {
      failures.set(path, [...(failures.get(path) ?? []), { status, skip }]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A product with the documented ACTIVE shape; tests override what they are about. */
export function viatorProduct(
  productCode: string,
  overrides: Partial<ViatorActiveProduct> = {},
): ViatorActiveProduct {
  return {
    status: 'ACTIVE',
    productCode,
    language: 'en',
    createdAt: '2023-01-10T10:00:00.000Z',
    lastUpdatedAt: '2026-01-10T10:00:00.000Z',
    title: `Product ${productCode}`,
    description:
      'Explore the highlights with a local guide. Small groups and plenty of time for photos.',
    images: [
      {
        imageSource: 'SUPPLIER_PROVIDED',
        caption: 'Cover',
        isCover: true,
        variants: [
          { height: 127, width: 200, url: `https://media.example/${productCode}-200.jpg` },
          { height: 480, width: 720, url: `https://media.example/${productCode}-720.jpg` },
          { height: 1000, width: 1500, url: `https://media.example/${productCode}-1500.jpg` },
        ],
      },
    ],
    tags: [],
    destinations: [{ ref: '631', primary: true }],
    itinerary: { itineraryType: 'STANDARD', duration: { fixedDurationInMinutes: 180 } },
    inclusions: [
      { category: 'FOOD_AND_DRINK', type: 'LUNCH', typeDescription: 'Lunch' },
      { category: 'OTHER', otherDescription: 'Hotel pickup and drop-off' },
    ],
    cancellationPolicy: {
      type: 'STANDARD',
      description: 'For a full refund, cancel at least 24 hours in advance.',
      refundEligibility: [
        { dayRangeMin: 1, percentageRefundable: 100 },
        { dayRangeMin: 0, dayRangeMax: 1, percentageRefundable: 0 },
      ],
    },
    productUrl: `https://www.viator.com/tours/Cancun/x/d631-${productCode}?mcid=42383&pid=P00000&medium=api&api_version=2.0`,
    reviews: { totalReviews: 120, combinedAverageRating: 4.55 },
    ...overrides,
  };
}
