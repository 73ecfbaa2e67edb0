import type { OutboundGuard } from '../../http/outbound-guard.ts';
import { guardedGetJson } from './guarded-json.ts';
import { isVendorImageUrl, type PlaceImagesProvider, type ProviderPhoto } from './place-images.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/**
 * Place photos from Unsplash's `GET /search/photos` (Client-ID authorization, Accept-Version v1).
 * The first landscape result's `urls.regular` is used as Unsplash asks (hotlinked from
 * images.unsplash.com), credited "Photo by {name} on Unsplash" with the referral link, under the
 * Unsplash License. Rate limits: when `X-Ratelimit-Remaining` reaches 0 (or Unsplash answers 403
 * or 429) no request is sent until the hourly window has passed.
 */
export type UnsplashOptions = {
  accessKey: string;
  /** https://api.unsplash.com, or a local fake in tests. */
  baseUrl: string;
  guard: OutboundGuard;
  now?: () => number;
  timeoutMs?: number;
  /** Each request's outcome, for the performance summary's "places" provider. */
  calls?: ProviderCalls;
};

/** Unsplash's demo and production limits are counted per hour. */
const WINDOW_MS = 60 * 60 * 1000;
const UTM = 'utm_source=roamly&utm_medium=referral';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function withReferral(link: unknown): string | null {
  if (typeof link !== 'string' || !/^https:\/\/unsplash\.com\//.test(link)) return null;
  return `${link}${link.includes('?') ? '&' : '?'}${UTM}`;
}

/** The first usable photo of a search answer. */
export function firstUnsplashPhoto(body: unknown): ProviderPhoto | null {
  if (!isObject(body) || !Array.isArray(body.results)) return null;
  for (const result of body.results as unknown[]) {
    if (!isObject(result) || !isObject(result.urls) || !isObject(result.user)) continue;
    const url = result.urls.regular;
    const name = typeof result.user.name === 'string' ? result.user.name.trim() : '';
    if (!isVendorImageUrl('unsplash', url) || !name) continue;
    const profile = isObject(result.user.links) ? result.user.links.html : null;
    return {
      url,
      attribution: { name: `Photo by ${name} on Unsplash`, url: withReferral(profile) },
      licence: { name: 'Unsplash License', url: 'https://unsplash.com/license' },
    };
  }
  return null;
}

export function createUnsplashProvider(options: UnsplashOptions): PlaceImagesProvider {
  const now = options.now ?? Date.now;
  let pausedUntil = 0;
  return {
    source: 'unsplash',
    async findPhoto(query, { log }) {
      if (now() < pausedUntil) return null;
      const url = new URL(`${options.baseUrl}/search/photos`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', '1');
      url.searchParams.set('orientation', 'landscape');
      url.searchParams.set('content_filter', 'high');
      try {
        const response = await guardedGetJson(options.guard, url, {
          headers: {
            authorization: `Client-ID ${options.accessKey}`,
            'accept-version': 'v1',
            accept: 'application/json',
          },
          timeoutMs: options.timeoutMs ?? 5_000,
        });
        const remaining = Number(response.headers['x-ratelimit-remaining']);
        if (response.status === 403 || response.status === 429 || remaining === 0) {
          pausedUntil = now() + WINDOW_MS;
          log.warn({ status: response.status }, 'unsplash: rate limit reached, paused an hour');
        }
        if (response.status !== 200) {
          log.warn({ status: response.status }, 'unsplash: search refused');
          options.calls?.record('places', {
            ok: false,
            error: `Unsplash answered HTTP ${response.status}`,
          });
          return null;
        }
        options.calls?.record('places', { ok: true });
        return firstUnsplashPhoto(response.body);
      } catch (error) {
        log.warn({ err: error }, 'unsplash: search failed');
        options.calls?.record('places', { ok: false, error });
        return null;
      }
    },
  };
}
