/**
 * Viator's rate limits (Partner API v2, "Rate limiting"): per endpoint, over a rolling 10-second
 * window, with no published numbers. Every answer carries `RateLimit-Limit`, `RateLimit-Remaining`
 * and `RateLimit-Reset`; a 429 (or a 503 shed for capacity) carries `Retry-After`. The limiter
 * learns each endpoint's limit from the headers and paces its own requests in the same rolling
 * window, so a long run stays just under the limit instead of discovering it through 429s.
 */
export const VIATOR_WINDOW_MS = 10_000;

export type RateLimitClock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: RateLimitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

type EndpointState = { limit: number | null; sent: number[]; pausedUntil: number };

export type ViatorRateLimiter = {
  /** Waits until a request to this endpoint fits the window, then counts it. */
  acquire(endpoint: string): Promise<void>;
  /** Reads an answer's RateLimit-* headers. */
  observe(endpoint: string, headers: Headers): void;
  /** After a 429/503: nothing goes to this endpoint for `Retry-After` seconds. */
  backOff(endpoint: string, headers: Headers): number;
};

const header = (headers: Headers, name: string): number | null => {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isFinite(value) && value >= 0 ? value : null;
};

export function createViatorRateLimiter(clock: RateLimitClock = realClock): ViatorRateLimiter {
  const endpoints = new Map<string, EndpointState>();
  const state = (endpoint: string) => {
    let found = endpoints.get(endpoint);
    if (!found) {
      found = { limit: null, sent: [], pausedUntil: 0 };
      endpoints.set(endpoint, found);
    }
    return found;
  };

  return {
    async acquire(endpoint) {
      const s = state(endpoint);
      for (;;) {
        const now = clock.now();
        while (s.sent.length > 0 && s.sent[0]! <= now - VIATOR_WINDOW_MS) s.sent.shift();
        if (now < s.pausedUntil) {
          await clock.sleep(s.pausedUntil - now);
        } else if (s.limit !== null && s.sent.length >= s.limit) {
          await clock.sleep(s.sent[0]! + VIATOR_WINDOW_MS - now + 1);
        } else {
          // Counted before the await returns, so concurrent callers see it at once.
          s.sent.push(now);
          return;
        }
      }
    },
    observe(endpoint, headers) {
      const s = state(endpoint);
      const limit = header(headers, 'RateLimit-Limit');
      if (limit !== null && limit > 0) s.limit = limit;
      const remaining = header(headers, 'RateLimit-Remaining');
      const reset = header(headers, 'RateLimit-Reset');
      // Spent while our own count says otherwise: someone else shares the key; wait for Reset.
      if (remaining === 0 && reset !== null && (s.limit === null || s.sent.length < s.limit)) {
        s.pausedUntil = Math.max(s.pausedUntil, clock.now() + reset * 1000);
      }
    },
    backOff(endpoint, headers) {
      const s = state(endpoint);
      const seconds = header(headers, 'Retry-After') ?? header(headers, 'RateLimit-Reset') ?? 10;
      s.pausedUntil = Math.max(s.pausedUntil, clock.now() + seconds * 1000);
      return seconds;
    },
  };
}
