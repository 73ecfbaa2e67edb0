import { describe, expect, it } from 'vitest';
import { signV4 } from './sigv4.ts';

describe('signV4', () => {
  it("matches AWS's published get-vanilla test vector", () => {
    const headers = signV4({
      method: 'GET',
      path: '/',
      headers: { Host: 'example.amazonaws.com' },
      body: '',
      accessKey: 'AKIDEXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'service',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('changes with the body and the secret', () => {
    const base = {
      method: 'POST',
      path: '/paapi5/searchitems',
      headers: { host: 'webservices.amazon.com' },
      accessKey: 'AK',
      region: 'us-east-1',
      service: 'ProductAdvertisingAPI',
      date: new Date('2024-01-01T00:00:00Z'),
    };
    const a = signV4({ ...base, body: '{"a":1}', secretKey: 's1' }).authorization;
    const b = signV4({ ...base, body: '{"a":2}', secretKey: 's1' }).authorization;
    const c = signV4({ ...base, body: '{"a":1}', secretKey: 's2' }).authorization;
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
