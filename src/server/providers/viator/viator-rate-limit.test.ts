import { describe, expect, it } from 'vitest';
import { createViatorRateLimiter, type RateLimitClock } from './viator-rate-limit.ts';

/** A clock whose sleeps move time forward instantly and are recorded. */
function fakeClock(): RateLimitClock & { slept: number[]; t: number } {
  const clock = {
    t: 1_000_000,
    slept: [] as number[],
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.t += ms;
    },
  };
  return clock;
}

const headers = (values: Record<string, string>) => new Headers(values);

describe('the Viator rate limiter', () => {
  it('learns the limit from RateLimit-Limit and keeps to it in the rolling 10 s window', async () => {
    const clock = fakeClock();
    const limiter = createViatorRateLimiter({ clock });
    await limiter.acquire('POST /products/search');
    limiter.observe(
      'POST /products/search',
      headers({ 'RateLimit-Limit': '3', 'RateLimit-Remaining': '2', 'RateLimit-Reset': '10' }),
    );
    await limiter.acquire('POST /products/search');
    await limiter.acquire('POST /products/search');
    expect(clock.slept).toEqual([]);
    // The fourth waits until the first leaves the window, not a fixed 10 s after the last.
    clock.t += 4000;
    await limiter.acquire('POST /products/search');
    expect(clock.slept).toEqual([6001]);
    // Another endpoint has its own window.
    await limiter.acquire('GET /destinations');
    expect(clock.slept).toHaveLength(1);
  });

  it('waits for RateLimit-Reset when the key is spent by someone else', async () => {
    const clock = fakeClock();
    const limiter = createViatorRateLimiter({ clock });
    await limiter.acquire('e');
    limiter.observe(
      'e',
      headers({ 'RateLimit-Limit': '16', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '7' }),
    );
    await limiter.acquire('e');
    expect(clock.slept).toEqual([7000]);
  });

  it('backs off for Retry-After after a 429', async () => {
    const clock = fakeClock();
    const limiter = createViatorRateLimiter({ clock });
    await limiter.acquire('e');
    expect(limiter.backOff('e', headers({ 'Retry-After': '3' }))).toBe(3);
    await limiter.acquire('e');
    expect(clock.slept).toEqual([3000]);
    // Without the header: the documented window.
    expect(limiter.backOff('e', headers({}))).toBe(10);
  });
});
