import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { ALLOWED_MEDIA_HOSTS } from '../../../contract/posts.ts';
import type { AppConfig } from '../../config.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { isBucketUrl } from '../../providers/storage/s3.ts';

export const INVALID_URL_MESSAGE = 'The video URL is not valid';
export const HOST_REFUSED_MESSAGE = 'Videos can only be played from Roamly’s media storage';
const NOT_FOUND_MESSAGE = 'Video not found';
const UPSTREAM_FAILED_MESSAGE = 'The video could not be loaded. Please try again.';

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 15_000;

export type ResolvedAddress = { address: string; family: number };

/** Where the proxy may fetch from; tests swap the resolver and the address rule. */
export type ProxyPolicy = {
  /** The URL's scheme and host (and, for a bucket, its path) are allowed. */
  allowsUrl(url: URL): boolean;
  /** Every address the host name resolves to. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** A resolved address may be connected to (no private, loopback or link-local ones). */
  allowsAddress(address: string): boolean;
};

/** Addresses that are never a public media host (RFC 6890 special-purpose ranges). */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address, private ones included
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked as the IPv4 address they carry. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The app's rule: https only, on the cloud storage hosts posts may point at
 * (`ALLOWED_MEDIA_HOSTS`) or this site's own S3 bucket, resolving only to public addresses.
 */
export function proxyPolicyFor(config: Pick<AppConfig, 's3'>): ProxyPolicy {
  const s3 = config.s3;
  return {
    allowsUrl(url) {
      if (url.protocol !== 'https:' || url.username || url.password) return false;
      if ((ALLOWED_MEDIA_HOSTS as readonly string[]).includes(url.hostname) && !url.port) {
        return true;
      }
      return s3 ? isBucketUrl(s3, url) : false;
    },
    async resolve(hostname) {
      return dns.lookup(hostname, { all: true, verbatim: true });
    },
    allowsAddress: isPublicAddress,
  };
}

export type ProxiedVideo = {
  status: number;
  headers: Record<string, string>;
  body: Readable;
};

/** Headers passed through from the storage host (the rest, cookies included, never are). */
const PASSED_HEADERS = [
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
];

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw badRequest(INVALID_URL_MESSAGE);
  }
}

/** Resolves the host and checks every address; the connection then goes to a checked one. */
async function checkedAddress(policy: ProxyPolicy, url: URL): Promise<ResolvedAddress> {
  if (!policy.allowsUrl(url)) throw badRequest(HOST_REFUSED_MESSAGE);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  try {
    addresses = net.isIP(hostname)
      ? [{ address: hostname, family: net.isIP(hostname) }]
      : await policy.resolve(hostname);
  } catch {
    throw badRequest('The video host could not be found');
  }
  const [first] = addresses;
  if (!first || addresses.some((entry) => !policy.allowsAddress(entry.address))) {
    throw badRequest(HOST_REFUSED_MESSAGE);
  }
  return first;
}

function request(url: URL, pinned: ResolvedAddress, range: string | undefined) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        headers: {
          accept: 'video/*,*/*;q=0.5',
          'user-agent': 'Roamly video proxy',
          ...(range ? { range } : {}),
        },
        // The connection goes to the address that was checked, never to a second DNS answer.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) {
            (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
          } else {
            callback(null, pinned.address, pinned.family);
          }
        },
        timeout: TIMEOUT_MS,
      },
      resolve,
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('video host timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Opens a video on an allowed storage host for `GET /api/video-proxy`: every hop (redirects are
 * followed by hand, at most five) is checked for scheme, host and resolved addresses before the
 * server connects, and the Range header goes through both ways.
 */
export async function openProxiedVideo(
  policy: ProxyPolicy,
  rawUrl: string,
  range: string | undefined,
): Promise<ProxiedVideo> {
  const validRange = range && /^bytes=\d*-\d*$/.test(range.trim()) ? range.trim() : undefined;
  let url = parseUrl(rawUrl);
  for (let hop = 0; ; hop += 1) {
    const pinned = await checkedAddress(policy, url);
    let response: http.IncomingMessage;
    try {
      response = await request(url, pinned, validRange);
    } catch {
      throw new HttpError(502, UPSTREAM_FAILED_MESSAGE);
    }
    const status = response.statusCode ?? 502;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new HttpError(502, UPSTREAM_FAILED_MESSAGE);
      url = parseUrl(response.headers.location, url);
      continue;
    }
    if (status === 200 || status === 206 || status === 416) {
      const headers: Record<string, string> = {};
      for (const name of PASSED_HEADERS) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const type =
        String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      // Only media is passed on as what it says; anything else downloads as opaque bytes.
      headers['content-type'] = /^(video|audio)\/[\w.+-]+$/i.test(type)
        ? type
        : 'application/octet-stream';
      return { status, headers, body: response };
    }
    response.resume();
    if (status === 404 || status === 403 || status === 410) throw notFound(NOT_FOUND_MESSAGE);
    throw new HttpError(502, UPSTREAM_FAILED_MESSAGE);
  }
}
