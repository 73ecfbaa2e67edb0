import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route.ts';

const Screen = () => null;

describe('lazy routes', () => {
  it('downloads a screen once and shares the promise', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const route = lazyRoute(load);
    const [first, second] = await Promise.all([route.preload(), route.preload()]);
    expect(first).toBe(Screen);
    expect(second).toBe(Screen);
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download so a later visit tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Screen);
    const route = lazyRoute(load);
    await expect(route.preload()).rejects.toThrow('Failed to fetch');
    await expect(route.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
