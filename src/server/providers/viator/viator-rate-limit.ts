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

/** A request in the window: counted from when it was sent until its answer arrived. */
type Sent = { at: number };
type EndpointState = { limit: number | null; sent: Sent[]; pausedUntil: number };

export type ViatorRateLimiter = {
  /**
   * Waits until a request to this endpoint fits the window, then counts it. Call the returned
   * function when its answer arrives: the request then counts from that moment, since the
   * server counted it on arrival, somewhere between the two.
   */
  acquire(endpoint: string): Promise<() => void>;
  /** Reads an answer's RateLimit-* headers. */
  observe(endpoint: string, headers: Headers): void;
  /** After a 429/503: nothing goes to this endpoint for `Retry-After` seconds. */
  backOff(endpoint: string, headers: Headers): number;
};

const header = (headers: Headers, name: string): number | null => {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isFinite(value) && value >= 0 ? value : null;
};

export function createViatorRateLimiter({
  clock = realClock,
  windowMs = VIATOR_WINDOW_MS,
}: { clock?: RateLimitClock; windowMs?: number } = {}): ViatorRateLimiter {
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
        s.sent = s.sent.filter((entry) => entry.at > now - windowMs);
        if (now < s.pausedUntil) {
          await clock.sleep(s.pausedUntil - now);
        } else if (s.limit !== null && s.sent.length >= s.limit) {
          const oldest = Math.min(...s.sent.map((entry) => entry.at));
          await clock.sleep(oldest + windowMs - now + 1);
        } else {
          // Counted before the await returns, so concurrent callers see it at once.
          const entry: Sent = { at: now };
          s.sent.push(entry);
          return () => {
            entry.at = Math.max(entry.at, clock.now());
          };
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
