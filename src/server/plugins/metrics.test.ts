import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { tokenMatches } from './metrics.ts';

const { app } = await createTestApp({ metricsToken: 'scrape-token-1234', trustProxy: 1 });

afterEach(() => vi.restoreAllMocks());

describe('/metrics token', () => {
  it('accepts only the exact bearer token (scheme case-insensitive)', async () => {
    const scrape = (authorization?: string) =>
      app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await scrape('Bearer scrape-token-1234')).statusCode).toBe(200);
    expect((await scrape('bearer scrape-token-1234')).statusCode).toBe(200);
    expect((await scrape('Bearer scrape-token-123')).statusCode).toBe(403);
    expect((await scrape('Bearer scrape-token-12345')).statusCode).toBe(403);
    expect((await scrape('Basic scrape-token-1234')).statusCode).toBe(403);
    expect((await scrape()).statusCode).toBe(403);
  });

  it('is compared in constant time (fixed-length digests through timingSafeEqual)', async () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    const response = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer s' },
    });
    expect(response.statusCode).toBe(403);
    expect(compare).toHaveBeenCalledTimes(1);
    const [sent, expected] = compare.mock.calls[0] as [Buffer, Buffer];
    expect(sent.length).toBe(32);
    expect(expected.length).toBe(32);
  });

  it('tokenMatches needs a token', () => {
    expect(tokenMatches(undefined, '')).toBe(false);
    expect(tokenMatches('', '')).toBe(true);
    expect(tokenMatches('a', 'b')).toBe(false);
  });
});
