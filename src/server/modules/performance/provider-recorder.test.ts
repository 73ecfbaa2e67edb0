import { describe, expect, it } from 'vitest';
import { ProviderRecorder } from './provider-recorder.ts';

const at = Date.UTC(2026, 10, 27, 10, 59, 30);

class Vendor {
  calls = 0;
  #secret = 'kept';
  name = 'vendor';
  async fetch(ok: boolean): Promise<string> {
    this.calls += 1;
    if (!ok) throw new Error('vendor answered HTTP 503');
    return this.#secret;
  }
  label(): string {
    return `${this.name}:${this.#secret}`;
  }
}

describe('provider recorder', () => {
  it('records each promise-returning call of a wrapped object, passing results and errors through', async () => {
    const recorder = new ProviderRecorder();
    const vendor = new Vendor();
    const wrapped = recorder.wrap('storage', vendor);
    expect(await wrapped.fetch(true)).toBe('kept');
    await expect(wrapped.fetch(false)).rejects.toThrow('vendor answered HTTP 503');
    // Properties and synchronous methods are the object's own, and not counted.
    expect(wrapped.name).toBe('vendor');
    expect(wrapped.label()).toBe('vendor:kept');
    expect(vendor.calls).toBe(2);
    expect(recorder.wrap('storage', vendor)).toBe(wrapped);

    const [row] = recorder.take().rows;
    expect(row).toMatchObject({ provider: 'storage', calls: 2, errors: 1 });
    expect(row!.lastSuccessAt).toBeInstanceOf(Date);
    expect(row!.lastError).toBe('vendor answered HTTP 503');
    expect(recorder.size).toBe(0);
  });

  it('counts a resolved answer that means failure, and keeps the latest error per hour', async () => {
    const recorder = new ProviderRecorder();
    const failureOf = (status: number) => (status >= 500 ? `answered ${status}` : null);
    expect(await recorder.call('push', () => Promise.resolve(201), failureOf)).toBe(201);
    await recorder.call('push', () => Promise.resolve(502), failureOf);
    recorder.record('push', { ok: false, error: new Error('older') }, at - 10_000);
    recorder.record('push', { ok: false, error: new Error('latest') }, at);
    recorder.record('push', { ok: true }, at + 60_000); // the next hour
    const rows = recorder.take().rows.sort((a, b) => a.hour.getTime() - b.hour.getTime());
    expect(rows.map((r) => [r.hour.toISOString(), r.calls, r.errors, r.lastError])).toEqual([
      ['2026-11-27T10:00:00.000Z', 2, 2, 'latest'],
      ['2026-11-27T11:00:00.000Z', 1, 0, null],
      [expect.any(String), 2, 1, 'answered 502'],
    ]);
  });

  it('puts a failed flush back, merged with what arrived meanwhile', () => {
    const recorder = new ProviderRecorder();
    recorder.record('ai', { ok: false, error: 'first' }, at);
    const taken = recorder.take();
    recorder.record('ai', { ok: true }, at + 1_000);
    taken.restore();
    const [row] = recorder.take().rows;
    expect(row).toMatchObject({ calls: 2, errors: 1, lastError: 'first' });
    expect(row!.lastSuccessAt).toEqual(new Date(at + 1_000));
    expect(row!.lastErrorAt).toEqual(new Date(at));
  });
});
