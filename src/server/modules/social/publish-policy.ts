import type { TCampaignPostStatus } from '../../../contract/social-rules.ts';
import type { PublishResult } from '../../providers/social/social.ts';

/**
 * How a campaign post moves and when it is tried again (issue 26 §3): pending → generating →
 * ready → scheduled → publishing → published, or failed (retryable or terminal, with the
 * platform's message). One table of the allowed moves, so that no code path can, say, publish a
 * post twice by moving it from published back to publishing.
 */
const MOVES: Record<TCampaignPostStatus, readonly TCampaignPostStatus[]> = {
  pending: ['generating', 'failed'],
  generating: ['ready', 'failed'],
  // Ready content can be edited and regenerated, scheduled, or published now.
  ready: ['generating', 'scheduled', 'publishing'],
  scheduled: ['ready', 'publishing'],
  // A publish attempt that is still processing on the platform stays in publishing.
  publishing: ['publishing', 'published', 'failed', 'scheduled'],
  published: [],
  // A retryable failure goes back to scheduled (a retry) or to ready (edited by the operator).
  failed: ['scheduled', 'ready', 'generating'],
};

export function canMove(from: TCampaignPostStatus, to: TCampaignPostStatus): boolean {
  return MOVES[from].includes(to);
}

/** Retries after a retryable failure: exponential from 30 s, capped at an hour, with jitter. */
export const PUBLISH_RETRY = { baseMs: 30_000, capMs: 60 * 60 * 1000, maxAttempts: 6 } as const;

/**
 * How long to wait before attempt `attempt + 1` (attempt counts from 1): "full jitter" backoff
 * (a random wait up to the exponential bound, so that retries of many posts do not arrive
 * together), never earlier than the platform's Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const bound = Math.min(PUBLISH_RETRY.capMs, PUBLISH_RETRY.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(
    PUBLISH_RETRY.baseMs / 2 + random() * (bound - PUBLISH_RETRY.baseMs / 2),
  );
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** What to do with a post after one attempt's result. */
export type AfterAttempt =
  | { status: 'published'; platformPostId: string; url: string | null }
  | { status: 'publishing'; retryInMs: number }
  | { status: 'scheduled'; retryInMs: number; error: string; refreshToken: boolean }
  | { status: 'failed'; error: string };

export function afterAttempt(
  result: PublishResult,
  attempt: number,
  random: () => number = Math.random,
): AfterAttempt {
  switch (result.status) {
    case 'published':
      return result;
    case 'processing':
      return { status: 'publishing', retryInMs: result.retryAfterMs };
    case 'failed':
      if (!result.retryable || attempt >= PUBLISH_RETRY.maxAttempts) {
        const suffix =
          result.retryable && attempt >= PUBLISH_RETRY.maxAttempts
            ? ` (gave up after ${attempt} attempts)`
            : '';
        return { status: 'failed', error: `${result.message}${suffix}` };
      }
      return {
        status: 'scheduled',
        retryInMs: retryDelayMs(attempt, result.retryAfterMs, random),
        error: result.message,
        refreshToken: result.authExpired,
      };
  }
}

/**
 * Posts per account are spaced by each platform's own pace: a token bucket per account holds
 * `burst` tokens refilled at `perHour`. The publisher job is a singleton across instances, so
 * the buckets it keeps are the only ones.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: (key: string) => { burst: number; perHour: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** How long until the account may publish (0: now), without taking a token. */
  peek(key: string): number {
    const { burst, perHour } = this.limits(key);
    const ratePerMs = perHour / 3_600_000;
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const tokens = Math.min(burst, bucket.tokens + (this.now() - bucket.at) * ratePerMs);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / ratePerMs);
  }

  /** 0 when the account may publish now (and takes a token), else how long to wait. */
  take(key: string): number {
    const { burst, perHour } = this.limits(key);
    const ratePerMs = perHour / 3_600_000;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * ratePerMs);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    }
    this.buckets.set(key, { tokens, at: now });
    return Math.ceil((1 - tokens) / ratePerMs);
  }
}
