import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { refreshingPerDatabase } from './refreshing.ts';

const db = (name: string) => ({ name }) as unknown as Db;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('refreshingPerDatabase', () => {
  it('reads once, answers from memory, and rereads in the background after the ttl', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pending: Array<(value: number) => void> = [];
    const value = refreshingPerDatabase(
      () => new Promise<number>((resolve) => pending.push(resolve)),
      1000,
    );
    const a = db('a');
    const first = Promise.all([value.get(a), value.get(a)]);
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect(await first).toEqual([1, 1]);

    vi.setSystemTime(Date.now() + 1000);
    // The stale copy answers while one background read runs.
    expect(await value.get(a)).toBe(1);
    expect(await value.get(a)).toBe(1);
    expect(pending).toHaveLength(2);
    pending[1]!(2);
    await settle();
    expect(await value.get(a)).toBe(2);
    expect(pending).toHaveLength(2);
  });

  it('keeps one copy per database and forgets a failed first read', async () => {
    let fail = true;
    const value = refreshingPerDatabase(async (handle) => {
      if (fail) throw new Error('down');
      return (handle as unknown as { name: string }).name;
    }, 1000);
    const a = db('a');
    await expect(value.get(a)).rejects.toThrow('down');
    fail = false;
    expect(await value.get(a)).toBe('a');
    expect(await value.get(db('b'))).toBe('b');
    value.forget(a);
    expect(await value.get(a)).toBe('a');
  });
});
