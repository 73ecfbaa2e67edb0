import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type MemberLimiter } from './send-limiter.ts';

const WINDOW = 10_000;
const MAX = 20;

async function takeTimes(limiter: MemberLimiter, userId: string, times: number) {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await limiter.take(userId));
  return answers;
}

const kinds: [string, () => MemberLimiter][] = [
  ['memory', () => createMemoryLimiter({ max: MAX, windowMs: WINDOW })],
];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  kinds.push(['redis', () => createRedisLimiter(url, { max: MAX, windowMs: WINDOW })]);
}

describe.each(kinds)('the %s send limiter', (_kind, create) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the action past the limit within a window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000_000_000 + 1_000);
    const limiter = create();
    const user = `u-${Math.random()}`;
    const answers = await takeTimes(limiter, user, MAX + 1);
    expect(answers.slice(0, MAX).every(Boolean)).toBe(true);
    expect(answers[MAX]).toBe(false);
    expect(await limiter.take(`other-${user}`)).toBe(true);
    await limiter.close();
  });

  it('refuses a burst astride a window boundary too (a fixed window would let 2× through)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const boundary = 1_000_000_000_000; // a multiple of WINDOW
    vi.setSystemTime(boundary - 8);
    const limiter = create();
    const user = `u-${Math.random()}`;
    const before = await takeTimes(limiter, user, 1);
    vi.setSystemTime(boundary + 5);
    const after = await takeTimes(limiter, user, MAX);
    expect(before).toEqual([true]);
    expect(after.slice(0, MAX - 1).every(Boolean)).toBe(true);
    expect(after[MAX - 1]).toBe(false);
    await limiter.close();
  });

  it('allows a full window again once the last one has slid out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = 1_000_000_000_000;
    vi.setSystemTime(start);
    const limiter = create();
    const user = `u-${Math.random()}`;
    await takeTimes(limiter, user, MAX);
    vi.setSystemTime(start + 2 * WINDOW);
    expect((await takeTimes(limiter, user, MAX)).every(Boolean)).toBe(true);
    await limiter.close();
  });
});
