import { describe, expect, it } from 'vitest';
import { CAMPAIGN_POST_STATUSES } from '../../../contract/social-rules.ts';
import {
  afterAttempt,
  canMove,
  PUBLISH_RETRY,
  retryDelayMs,
  TokenBuckets,
} from './publish-policy.ts';

const failure = (retryable: boolean, retryAfterMs: number | null = null, authExpired = false) =>
  ({
    status: 'failed',
    retryable,
    message: 'Platform said no',
    retryAfterMs,
    authExpired,
  }) as const;

describe('campaign post moves', () => {
  it('follow the one table: a published post never moves again, nothing skips to published', () => {
    for (const to of CAMPAIGN_POST_STATUSES) expect(canMove('published', to)).toBe(false);
    expect(canMove('ready', 'published')).toBe(false);
    expect(canMove('scheduled', 'published')).toBe(false);
    expect(canMove('publishing', 'published')).toBe(true);
    expect(canMove('pending', 'generating')).toBe(true);
    expect(canMove('failed', 'scheduled')).toBe(true);
  });
});

describe('retries', () => {
  it('back off exponentially with jitter, capped at an hour, never before Retry-After', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, null, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, null, () => 1)).toBe(120_000);
    expect(retryDelayMs(20, null, () => 1)).toBe(PUBLISH_RETRY.capMs);
    expect(retryDelayMs(1, 600_000, () => 1)).toBe(600_000);
    const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(4, null)));
    expect(spread.size).toBeGreaterThan(10);
  });

  it('turn each result into the next status', () => {
    expect(afterAttempt({ status: 'published', platformPostId: '1', url: null }, 1)).toEqual({
      status: 'published',
      platformPostId: '1',
      url: null,
    });
    expect(afterAttempt({ status: 'processing', retryAfterMs: 5_000 }, 1)).toEqual({
      status: 'publishing',
      retryInMs: 5_000,
    });
    expect(afterAttempt(failure(false), 1)).toEqual({
      status: 'failed',
      error: 'Platform said no',
    });
    expect(afterAttempt(failure(true, 90_000, true), 2, () => 0)).toEqual({
      status: 'scheduled',
      retryInMs: 90_000,
      error: 'Platform said no',
      refreshToken: true,
    });
    expect(afterAttempt(failure(true), PUBLISH_RETRY.maxAttempts)).toEqual({
      status: 'failed',
      error: 'Platform said no (gave up after 6 attempts)',
    });
  });
});

describe('token buckets per account', () => {
  it('allow a burst, then pace at the hourly rate', () => {
    let now = 0;
    const buckets = new TokenBuckets(
      () => ({ burst: 2, perHour: 6 }),
      () => now,
    );
    expect(buckets.take('x:acct')).toBe(0);
    expect(buckets.take('x:acct')).toBe(0);
    expect(buckets.take('x:acct')).toBe(600_000);
    expect(buckets.take('li:acct')).toBe(0);
    now = 600_000;
    expect(buckets.take('x:acct')).toBe(0);
    expect(buckets.take('x:acct')).toBe(600_000);
  });
});
