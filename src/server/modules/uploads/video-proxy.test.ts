import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { videoProxyRoute } from '../../../contract/uploads.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { createOutboundGuard, isPublicAddress } from '../../http/outbound-guard.ts';
import {
  HOST_REFUSED_MESSAGE,
  openProxiedVideo,
  proxyPolicyFor,
  type ProxyPolicy,
} from './video-proxy.ts';

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

/** A storage host on loopback: a video with Range, redirects, a page, a 404. */
const upstream = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  if (url.pathname === '/video.mp4') {
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'set-cookie': 'a=b' };
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      response.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${VIDEO.length}`,
        'content-length': end - start + 1,
      });
      return response.end(VIDEO.subarray(start, end + 1));
    }
    response.writeHead(200, { ...headers, 'content-length': VIDEO.length });
    return response.end(VIDEO);
  }
  if (url.pathname === '/page') {
    response.writeHead(200, { 'content-type': 'text/html' });
    return response.end('<script>alert(1)</script>');
  }
  const location = url.searchParams.get('to');
  if (url.pathname === '/redirect' && location) {
    response.writeHead(302, { location });
    return response.end();
  }
  response.writeHead(404);
  response.end();
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const { port } = upstream.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

/**
 * The app's rules with two test names: media.test (allowed, on this machine's loopback for the
 * test only) and evil.test (allowed by name but resolving to a private address).
 */
const policy: ProxyPolicy = {
  allowsUrl: (url) =>
    url.protocol === 'http:' && ['media.test', 'evil.test'].includes(url.hostname),
  guard: createOutboundGuard({
    resolve: async (hostname) => {
      if (hostname === 'media.test') return [{ address: '127.0.0.1', family: 4 }];
      if (hostname === 'evil.test') return [{ address: '10.1.2.3', family: 4 }];
      throw new Error('ENOTFOUND');
    },
    allowedAddresses: ['127.0.0.1'],
  }),
};
const media = (pathname: string) => `http://media.test:${port}${pathname}`;

describe('openProxiedVideo', () => {
  it('streams a video, passing Range through both ways and nothing else', async () => {
    const whole = await openProxiedVideo(policy, media('/video.mp4'), undefined);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['set-cookie']).toBeUndefined();
    expect((await buffer(whole.body)).equals(VIDEO)).toBe(true);

    const part = await openProxiedVideo(policy, media('/video.mp4'), 'bytes=10-19');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${VIDEO.length}`);
    expect((await buffer(part.body)).equals(VIDEO.subarray(10, 20))).toBe(true);
  });

  it('follows a redirect that stays on allowed hosts', async () => {
    const target = encodeURIComponent(media('/video.mp4'));
    const video = await openProxiedVideo(policy, media(`/redirect?to=${target}`), undefined);
    expect(video.status).toBe(200);
    video.body.resume();
  });

  it.each([
    ['a redirect to loopback', () => `http://127.0.0.1:${port}/video.mp4`],
    ['a redirect to localhost', () => `http://localhost:${port}/video.mp4`],
    ['a redirect to a host on a private address', () => `http://evil.test:${port}/video.mp4`],
    ['a redirect to the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data'],
  ])('refuses %s with 400', async (_label, to) => {
    const url = media(`/redirect?to=${encodeURIComponent(to())}`);
    await expect(openProxiedVideo(policy, url, undefined)).rejects.toMatchObject({
      statusCode: 400,
      message: HOST_REFUSED_MESSAGE,
    });
  });

  it('never passes a page on as a page, and says 404 for a missing video', async () => {
    const page = await openProxiedVideo(policy, media('/page'), undefined);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    page.body.resume();
    await expect(openProxiedVideo(policy, media('/missing.mp4'), undefined)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('the app’s video proxy rules', () => {
  const rules = proxyPolicyFor({ s3: undefined, outboundAllowedAddresses: [] });

  it.each([
    'https://storage.googleapis.com/bucket/a.mp4',
    'https://res.cloudinary.com/demo/video/upload/a.mp4',
  ])('allows %s', (url) => expect(rules.allowsUrl(new URL(url))).toBe(true));

  it.each([
    'http://storage.googleapis.com/bucket/a.mp4',
    'https://storage.googleapis.com.evil.example/a.mp4',
    'https://user:pass@storage.googleapis.com/a.mp4',
    'https://storage.googleapis.com:8443/a.mp4',
    'https://127.0.0.1/a.mp4',
    'file:///etc/passwd',
  ])('refuses %s', (url) => expect(rules.allowsUrl(new URL(url))).toBe(false));

  it('allows this site’s bucket on its endpoint only', () => {
    const withBucket = proxyPolicyFor({
      s3: {
        bucket: 'roamly-media',
        region: 'eu-west-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: undefined,
      },
      outboundAllowedAddresses: [],
    });
    expect(
      withBucket.allowsUrl(new URL('https://roamly-media.s3.eu-west-1.amazonaws.com/media/a.mp4')),
    ).toBe(true);
    expect(
      withBucket.allowsUrl(new URL('https://other-bucket.s3.eu-west-1.amazonaws.com/media/a.mp4')),
    ).toBe(false);
  });

  it.each([
    ['127.0.0.1', false],
    ['10.0.0.8', false],
    ['172.20.1.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['142.250.74.110', true],
    ['2606:4700:4700::1111', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

// This site's bucket on an endpoint whose name resolves to loopback: allowed by name, refused
// by address (the DNS check), through the real route.
const { app, database } = await createTestApp({
  s3: {
    bucket: 'roamly',
    region: 'us-east-1',
    endpoint: `https://localhost:${port}`,
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: true,
  },
});
const { cookie } = await buildMember(database);
describe('GET /api/video-proxy', () => {
  const proxy = (url: string) => injectRoute(app, videoProxyRoute, { cookie, query: { url } });

  it.each([
    `https://localhost:${port}/roamly/media/a.mp4`,
    `http://127.0.0.1:${port}/video.mp4`,
    `https://127.0.0.1:${port}/video.mp4`,
    'https://[::1]/video.mp4',
    'https://storage.googleapis.com.attacker.example/a.mp4',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s with 400 {message}', async (url) => {
    const response = await proxy(url);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/^(Videos can only be played|The video URL is not valid)/);
  });

  it('is for members only', async () => {
    const response = await injectRoute(app, videoProxyRoute, {
      query: { url: 'https://storage.googleapis.com/a.mp4' },
    });
    expect(response.status).toBe(401);
  });
});
