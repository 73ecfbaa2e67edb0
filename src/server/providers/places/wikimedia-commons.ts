import type { OutboundGuard } from '../../http/outbound-guard.ts';
import { guardedGetJson } from './guarded-json.ts';
import { isVendorImageUrl, type PlaceImagesProvider, type ProviderPhoto } from './place-images.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/**
 * Place photos from Wikimedia Commons (the MediaWiki Action API, no key): a full-text search of
 * the File namespace for bitmaps (`generator=search`, `gsrnamespace=6`) with each file's
 * `imageinfo` (a 1280 px thumbnail on upload.wikimedia.org and its `extmetadata`: Artist,
 * LicenseShortName, LicenseUrl). Only a file with a stated licence is used, credited to its
 * artist with a link to its description page. `maxlag` keeps us off a busy cluster; a 429 or a
 * maxlag error pauses requests for the Retry-After the API sends (60 s when it sends none).
 */
export type CommonsOptions = {
  /** https://commons.wikimedia.org, or a local fake in tests. */
  baseUrl: string;
  guard: OutboundGuard;
  now?: () => number;
  timeoutMs?: number;
  /** Each request's outcome, for the performance summary's "places" provider. */
  calls?: ProviderCalls;
};

/** Wikimedia's User-Agent policy: name the tool and a contact. */
export const COMMONS_USER_AGENT = 'Roamly/1.0 (place photos; https://github.com/roamly/roamly)';
const THUMB_WIDTH = 1280;
const DEFAULT_PAUSE_S = 60;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** extmetadata values are HTML ('<a href="…">Jane</a>'): the text only. */
function metaText(meta: Json, key: string): string {
  const entry = meta[key];
  if (!isObject(entry) || typeof entry.value !== 'string') return '';
  return entry.value
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first search hit (by rank) that is a bitmap with an author and a licence. */
export function firstCommonsPhoto(body: unknown): ProviderPhoto | null {
  if (!isObject(body) || !isObject(body.query) || !Array.isArray(body.query.pages)) return null;
  const pages = (body.query.pages as unknown[])
    .filter(isObject)
    .sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0));
  for (const page of pages) {
    const info = Array.isArray(page.imageinfo) ? (page.imageinfo as unknown[])[0] : undefined;
    if (!isObject(info) || !isObject(info.extmetadata)) continue;
    if (typeof info.mime !== 'string' || !/^image\/(jpeg|png|webp)$/.test(info.mime)) continue;
    const url = info.thumburl ?? info.url;
    if (!isVendorImageUrl('wikimedia', url)) continue;
    const licence = metaText(info.extmetadata, 'LicenseShortName');
    if (!licence) continue;
    const artist = metaText(info.extmetadata, 'Artist') || 'Unknown author';
    const licenceUrl = metaText(info.extmetadata, 'LicenseUrl');
    const page_ = typeof info.descriptionurl === 'string' ? info.descriptionurl : null;
    return {
      url,
      attribution: {
        name: `Photo: ${artist}, ${licence}, via Wikimedia Commons`,
        url: page_ && /^https:\/\//.test(page_) ? page_ : null,
      },
      licence: { name: licence, url: /^https?:\/\//.test(licenceUrl) ? licenceUrl : null },
    };
  }
  return null;
}

export function createCommonsProvider(options: CommonsOptions): PlaceImagesProvider {
  const now = options.now ?? Date.now;
  let pausedUntil = 0;
  const pause = (retryAfter: unknown) => {
    const seconds = Number(retryAfter);
    pausedUntil =
      now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_PAUSE_S) * 1000;
  };
  return {
    source: 'wikimedia',
    async findPhoto(query, { log }) {
      if (now() < pausedUntil) return null;
      const url = new URL(`${options.baseUrl}/w/api.php`);
      for (const [key, value] of Object.entries({
        action: 'query',
        format: 'json',
        formatversion: '2',
        generator: 'search',
        gsrsearch: `${query} filetype:bitmap`,
        gsrnamespace: '6',
        gsrlimit: '5',
        prop: 'imageinfo',
        iiprop: 'url|mime|extmetadata',
        iiurlwidth: String(THUMB_WIDTH),
        iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl',
        maxlag: '5',
      })) {
        url.searchParams.set(key, value);
      }
      try {
        const response = await guardedGetJson(options.guard, url, {
          headers: {
            'user-agent': COMMONS_USER_AGENT,
            'api-user-agent': COMMONS_USER_AGENT,
            accept: 'application/json',
          },
          timeoutMs: options.timeoutMs ?? 5_000,
        });
        const error = isObject(response.body) ? response.body.error : null;
        const refused = (why: string) =>
          options.calls?.record('places', {
            ok: false,
            error: `Wikimedia Commons ${why} (HTTP ${response.status})`,
          });
        if (response.status === 429 || (isObject(error) && error.code === 'maxlag')) {
          pause(response.headers['retry-after']);
          log.warn({ status: response.status }, 'wikimedia commons: asked to slow down');
          refused('asked to slow down');
          return null;
        }
        if (response.status !== 200 || error) {
          log.warn({ status: response.status }, 'wikimedia commons: search refused');
          refused('refused the search');
          return null;
        }
        options.calls?.record('places', { ok: true });
        return firstCommonsPhoto(response.body);
      } catch (error_) {
        log.warn({ err: error_ }, 'wikimedia commons: search failed');
        options.calls?.record('places', { ok: false, error: error_ });
        return null;
      }
    },
  };
}
