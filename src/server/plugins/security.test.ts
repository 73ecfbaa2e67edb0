import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './security.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('isCrossSiteRequest', () => {
  it('trusts the browser’s Sec-Fetch-Site', () => {
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'cross-site' }), undefined)).toBe(true);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'same-origin' }), undefined)).toBe(false);
  });

  it('compares Origin with the Host, the forwarded host and BASE_URL', () => {
    expect(
      isCrossSiteRequest(request({ origin: 'https://a.example', host: 'a.example' }), undefined),
    ).toBe(false);
    expect(
      isCrossSiteRequest(request({ origin: 'https://b.example', host: 'a.example' }), undefined),
    ).toBe(true);
    expect(
      isCrossSiteRequest(
        request({ origin: 'https://roamly.example', host: '10.0.0.5:5000' }),
        'https://roamly.example',
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(request({ origin: 'null', host: 'a.example' }), undefined)).toBe(
      true,
    );
    expect(isCrossSiteRequest(request({ origin: '::garbage', host: 'a.example' }), undefined)).toBe(
      true,
    );
  });

  it('lets requests without Origin through (non-browser clients, same-origin GET-like flows)', () => {
    expect(isCrossSiteRequest(request({ host: 'a.example' }), undefined)).toBe(false);
  });
});
