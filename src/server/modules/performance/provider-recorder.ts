import type { ProviderRollupRow } from '../../../db/queries/performance.ts';
import type { ProviderCalls, ProviderOutcome } from '../../providers/provider-calls.ts';

/**
 * The external providers called while serving requests (spec 3 §2 System Health: each
 * provider's last success and error rate). Job-driven providers (mail delivery, tours sync,
 * rates, YouTube) are read from the job queue's own record instead.
 */
export const CALLED_PROVIDERS = {
  ai: 'AI suggestions',
  places: 'Place photos',
  payments: 'Stripe payments',
  push: 'Web push',
  storage: 'Media storage',
} as const;
export type CalledProvider = keyof typeof CALLED_PROVIDERS;

const HOUR_MS = 3_600_000;
const MESSAGE_MAX = 300;

/** A result that resolved but still means the provider failed (e.g. a push service's 5xx). */
export type FailureOf<R> = (result: R) => string | null;

const messageOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MESSAGE_MAX);
};

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Counts each provider's calls and failures per hour in memory, with its last success and last
 * failure (time and message). The performance plugin adds them to `provider_rollups` with each
 * flush (every 5 s), so every instance's summary reads the same figures, as with requests.
 */
export class ProviderRecorder implements ProviderCalls {
  private pending = new Map<string, ProviderRollupRow>();
  private readonly proxies = new WeakMap<object, Map<string, object>>();

  record(provider: string, outcome: ProviderOutcome, at = Date.now()): void {
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    const key = `${hour} ${provider}`;
    let row = this.pending.get(key);
    if (!row) {
      row = {
        hour: new Date(hour),
        provider,
        calls: 0,
        errors: 0,
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
      };
      this.pending.set(key, row);
    }
    row.calls += 1;
    const when = new Date(at);
    if (outcome.ok) row.lastSuccessAt = later(row.lastSuccessAt, when);
    else {
      row.errors += 1;
      if (!row.lastErrorAt || when >= row.lastErrorAt) {
        row.lastErrorAt = when;
        row.lastError = messageOf(outcome.error);
      }
    }
  }

  /** Runs one call, recording its outcome; the result or error passes through unchanged. */
  async call<R>(provider: string, run: () => Promise<R>, failureOf?: FailureOf<R>): Promise<R> {
    try {
      const result = await run();
      const failure = failureOf?.(result) ?? null;
      this.record(provider, failure === null ? { ok: true } : { ok: false, error: failure });
      return result;
    } catch (error) {
      this.record(provider, { ok: false, error });
      throw error;
    }
  }

  /**
   * The same object, with every method that returns a promise recorded as one call of
   * `provider`; properties and synchronous methods are untouched. One proxy per object and name.
   */
  wrap<T extends object>(provider: string, target: T): T {
    let byName = this.proxies.get(target);
    const existing = byName?.get(provider);
    if (existing) return existing as T;
    const proxy = new Proxy(target, {
      get: (object, property, receiver) => {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, object, args);
          if (!(result instanceof Promise)) return result;
          return this.call(provider, () => result);
        };
      },
    });
    if (!byName) {
      byName = new Map();
      this.proxies.set(target, byName);
    }
    byName.set(provider, proxy);
    return proxy;
  }

  get size(): number {
    return this.pending.size;
  }

  /** The pending rows; empties the recorder. `restore` puts them back after a failed write. */
  take(): { rows: ProviderRollupRow[]; restore: () => void } {
    const taken = this.pending;
    this.pending = new Map();
    const restore = () => {
      for (const [key, row] of taken) {
        const current = this.pending.get(key);
        if (!current) this.pending.set(key, row);
        else {
          current.calls += row.calls;
          current.errors += row.errors;
          current.lastSuccessAt = later(current.lastSuccessAt, row.lastSuccessAt);
          if (row.lastErrorAt && (!current.lastErrorAt || row.lastErrorAt > current.lastErrorAt)) {
            current.lastErrorAt = row.lastErrorAt;
            current.lastError = row.lastError;
          }
        }
      }
    };
    return { rows: [...taken.values()], restore };
  }
}
