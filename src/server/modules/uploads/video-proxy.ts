import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { ALLOWED_MEDIA_HOSTS } from '../../../contract/posts.ts';
import type { AppConfig } from '../../config.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { isBucketUrl } from '../../providers/storage/s3.ts';
import {
  OutboundRefused,
  outboundGuardFor,
  type OutboundGuard,
  type ResolvedAddress,
} from '../../http/outbound-guard.ts';

export const INVALID_URL_MESSAGE = 'The video URL is not valid';
export const HOST_REFUSED_MESSAGE = 'Videos can only be played from Roamly’s media storage';
const NOT_FOUND_MESSAGE = 'Video not found';
const UPSTREAM_FAILED_MESSAGE = 'The video could not be loaded. Please try again.';

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 15_000;

/** Where the proxy may fetch from; tests swap the guard's resolver and allow-list. */
export type ProxyPolicy = {
  /** The URL's scheme and host (and, for a bucket, its path) are allowed. */
  allowsUrl(url: URL): boolean;
  /** Resolves the host, refuses non-public addresses and pins the connection (SSRF). */
  guard: OutboundGuard;
};

/**
 * The app's rule: https only, on the cloud storage hosts posts may point at
 * (`ALLOWED_MEDIA_HOSTS`) or this site's own S3 bucket, resolving only to public addresses.
 */
export function proxyPolicyFor(
  config: Pick<AppConfig, 's3' | 'outboundAllowedAddresses'>,
): ProxyPolicy {
  const s3 = config.s3;
  return {
    allowsUrl(url) {
      if (url.protocol !== 'https:' || url.username || url.password) return false;
      if ((ALLOWED_MEDIA_HOSTS as readonly string[]).includes(url.hostname) && !url.port) {
        return true;
      }
      return s3 ? isBucketUrl(s3, url) : false;
    },
    guard: outboundGuardFor(config),
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

/** The URL's own rule, then the guard's: the connection then goes to the checked address. */
async function checkedAddress(policy: ProxyPolicy, url: URL): Promise<ResolvedAddress> {
  if (!policy.allowsUrl(url)) throw badRequest(HOST_REFUSED_MESSAGE);
  try {
    return await policy.guard.check(url);
  } catch (error) {
    if (error instanceof OutboundRefused && error.reason === 'unresolved') {
      throw badRequest('The video host could not be found');
    }
    throw badRequest(HOST_REFUSED_MESSAGE);
  }
}

function request(
  guard: OutboundGuard,
  url: URL,
  pinned: ResolvedAddress,
  range: string | undefined,
) {
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
        lookup: guard.pinnedLookup(pinned),
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
      response = await request(policy.guard, url, pinned, validRange);
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
