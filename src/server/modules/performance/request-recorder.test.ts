import { describe, expect, it } from 'vitest';
import { RequestRecorder, STATIC_ROUTE } from './request-recorder.ts';

const at = Date.UTC(2026, 10, 27, 10, 59, 30);

describe('request recorder', () => {
  it('keeps minute and hour rows per route template and status class, files under one label', () => {
    const recorder = new RequestRecorder();
    recorder.record({ method: 'GET', route: '/api/posts/:id', statusCode: 200, durationMs: 4, at });
    recorder.record({
      method: 'GET',
      route: '/api/posts/:id',
      statusCode: 204,
      durationMs: 30,
      at,
    });
    recorder.record({ method: 'GET', route: '/api/posts/:id', statusCode: 404, durationMs: 2, at });
    // The next minute falls in the next hour.
    recorder.record({
      method: 'GET',
      route: '/api/posts/:id',
      statusCode: 201,
      durationMs: 8,
      at: at + 60_000,
    });
    recorder.record({
      method: 'GET',
      route: '/assets/index-abc.js',
      statusCode: 200,
      durationMs: 1,
      at,
    });
    recorder.record({ method: 'GET', route: '/favicon.svg', statusCode: 200, durationMs: 1, at });

    const { rows } = recorder.take();
    expect(recorder.size).toBe(0);
    const find = (resolution: string, route: string, statusClass: number, hour = 10) =>
      rows.filter(
        (r) =>
          r.resolution === resolution &&
          r.route === route &&
          r.statusClass === statusClass &&
          r.bucketStart.getUTCHours() === hour,
      );
    expect(find('minute', '/api/posts/:id', 2)).toEqual([
      expect.objectContaining({
        count: 2,
        sumMs: 34,
        buckets: [1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      }),
    ]);
    expect(find('hour', '/api/posts/:id', 2)[0]).toMatchObject({ count: 2 });
    expect(find('hour', '/api/posts/:id', 2, 11)[0]).toMatchObject({ count: 1 });
    expect(find('hour', '/api/posts/:id', 4)[0]).toMatchObject({ count: 1 });
    expect(find('minute', STATIC_ROUTE, 2)[0]).toMatchObject({ count: 2 });
    expect(rows.some((r) => r.route.startsWith('/assets'))).toBe(false);
  });

  it('puts the counts of a failed flush back, merged with what arrived meanwhile', () => {
    const recorder = new RequestRecorder();
    recorder.record({ method: 'POST', route: '/api/posts', statusCode: 201, durationMs: 12, at });
    const failed = recorder.take();
    recorder.record({ method: 'POST', route: '/api/posts', statusCode: 201, durationMs: 12, at });
    failed.restore();
    const minute = recorder.take().rows.find((r) => r.resolution === 'minute');
    expect(minute).toMatchObject({ count: 2, sumMs: 24 });
  });
});
