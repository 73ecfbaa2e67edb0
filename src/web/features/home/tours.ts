import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api.ts';

/**
 * Popular tours of the sidebars (spec 1 §7: GET /api/viator/popular/684, cached 10 minutes, 3
 * shown). The tours issue serves this call and declares its contract route; until then it is a
 * plain GET of the literal path: a contract route with no server handler would fail the registry
 * test (src/server/http/route.test.ts: every declared route must be documented by the server).
 * The answer is therefore checked here rather than trusted.
 */
export const POPULAR_TOURS_PATH = '/api/viator/popular/684';
export const TOURS_STALE_MS = 10 * 60 * 1000;
export const SIDEBAR_TOURS = 3;

/** The fields of spec 2's tour result that the cards show. */
export type Tour = {
  productCode: string;
  title: string;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number | null;
  duration: string | null;
  formattedPrice: string | null;
  productUrl: string | null;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Only http(s) addresses become links or images. */
function webUrl(value: unknown): string | null {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Tours from an unknown answer: items without a title are dropped; anything but a list fails. */
export function parseTours(body: unknown): Tour[] {
  if (!Array.isArray(body)) throw new Error('Unexpected tours answer');
  return body.flatMap((item: unknown): Tour[] => {
    if (typeof item !== 'object' || item === null) return [];
    const raw = item as Record<string, unknown>;
    const title = text(raw.title);
    if (!title) return [];
    return [
      {
        productCode: text(raw.productCode) ?? title,
        title,
        imageUrl: webUrl(raw.imageUrl),
        rating: count(raw.rating),
        reviewCount: count(raw.reviewCount),
        duration: text(raw.duration),
        formattedPrice: text(raw.formattedPrice),
        productUrl: webUrl(raw.productUrl),
      },
    ];
  });
}

export const popularToursQuery = queryOptions({
  queryKey: [POPULAR_TOURS_PATH],
  queryFn: async () => parseTours(await apiGet<unknown>(POPULAR_TOURS_PATH)),
  staleTime: TOURS_STALE_MS,
});
