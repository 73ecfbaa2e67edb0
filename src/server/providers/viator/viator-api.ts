/**
 * The Viator Partner API v2 calls the tours ingestion uses, with the documented shapes it reads
 * (https://docs.viator.com/partner-api/technical/): every request carries `exp-api-key` and
 * `Accept: application/json;version=2.0`; catalogue feeds page with `count` and the `nextCursor`
 * of the previous answer (the last page has none).
 */

import { createViatorRateLimiter, type ViatorRateLimiter } from './viator-rate-limit.ts';

export type ViatorDestination = {
  destinationId: number;
  name: string;
  type: string;
  parentDestinationId?: number;
  lookupId?: string;
  defaultCurrencyCode?: string;
  timeZone?: string;
  center?: { latitude: number; longitude: number };
};

export type ViatorTag = {
  tagId: number;
  parentTagIds?: number[];
  allNamesByLocale?: Record<string, string>;
};

export type ViatorImage = {
  imageSource?: string;
  caption?: string;
  isCover?: boolean;
  variants?: { height: number; width: number; url: string }[];
};

/** An ACTIVE product as /products/modified-since returns it (the fields the ingestion reads). */
export type ViatorActiveProduct = {
  status: 'ACTIVE';
  productCode: string;
  language?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
  title: string;
  description?: string;
  images?: ViatorImage[];
  tags?: number[];
  destinations?: { ref: string; primary?: boolean }[];
  itinerary?: {
    itineraryType?: string;
    duration?: {
      fixedDurationInMinutes?: number;
      variableDurationFromMinutes?: number;
      variableDurationToMinutes?: number;
      unstructuredDuration?: string;
    };
  };
  inclusions?: {
    category?: string;
    categoryDescription?: string;
    type?: string;
    typeDescription?: string;
    otherDescription?: string;
    description?: string;
  }[];
  cancellationPolicy?: {
    type?: string;
    description?: string;
    refundEligibility?: {
      dayRangeMin: number;
      dayRangeMax?: number;
      percentageRefundable: number;
    }[];
  };
  productUrl?: string;
  reviews?: {
    totalReviews?: number;
    combinedAverageRating?: number;
  };
};

/** An INACTIVE product: only its code and status matter (it leaves the catalogue). */
export type ViatorInactiveProduct = { status: 'INACTIVE'; productCode: string };
export type ViatorProduct = ViatorActiveProduct | ViatorInactiveProduct;

export type ViatorAvailabilitySchedule = {
  productCode: string;
  currency?: string;
  summary?: { fromPrice?: number; fromPriceBeforeDiscount?: number };
};

export type ViatorPage<K extends string, T> = { [P in K]?: T[] } & { nextCursor?: string };

/** A feed page request: `cursor` from the previous page, else `modifiedSince` (or everything). */
export type FeedRequest = { cursor?: string; modifiedSince?: string; count: number };

export class ViatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ViatorApiError';
  }
}

/** POST /products/search: 1-based `start`, `count` at most 50 (as documented). */
export type ProductSearchRequest = { destination: number; start?: number; count: number };
export type ProductSearchAnswer = {
  products?: { productCode: string; title?: string }[];
  totalCount?: number;
};
/** The documented maximum of `pagination.count` in /products/search. */
export const VIATOR_SEARCH_MAX_COUNT = 50;

export type ViatorClient = {
  destinations(): Promise<ViatorDestination[]>;
  /** One page of a destination's products and how many it has in all. */
  searchProducts(request: ProductSearchRequest): Promise<ProductSearchAnswer>;
  tags(): Promise<ViatorTag[]>;
  productsModifiedSince(request: FeedRequest): Promise<ViatorPage<'products', ViatorProduct>>;
  availabilityModifiedSince(
    request: FeedRequest,
  ): Promise<ViatorPage<'availabilitySchedules', ViatorAvailabilitySchedule>>;
  /** Prices of up to 500 products (POST /availability/schedules/bulk). */
  availabilityBulk(productCodes: string[]): Promise<ViatorAvailabilitySchedule[]>;
};

/** Retries of one request answered 429 or 503 before the error is thrown. */
const RATE_LIMIT_RETRIES = 6;
/** The feeds' page size (the documented maximum). */
export const VIATOR_FEED_COUNT = 500;
const TIMEOUT_MS = 60_000;

export function createViatorClient({
  apiKey,
  baseUrl,
  fetchImpl = fetch,
  limiter = createViatorRateLimiter(),
  maxRetries = RATE_LIMIT_RETRIES,
}: {
  apiKey: string;
  baseUrl: string;
  fetchImpl?: typeof fetch;
  limiter?: ViatorRateLimiter;
  maxRetries?: number;
}): ViatorClient {
  /** One request paced by the endpoint's rolling limit; a 429 or 503 waits `Retry-After` and retries. */
  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const endpoint = `${method} ${path.split('?')[0]}`;
    for (let attempt = 0; ; attempt += 1) {
      const answered = await limiter.acquire(endpoint);
      const response = await request(method, path, body).finally(answered);
      limiter.observe(endpoint, response.headers);
      if ((response.status !== 429 && response.status !== 503) || attempt >= maxRetries) {
        return response;
      }
      await response.body?.cancel();
      limiter.backOff(endpoint, response.headers);
    }
  }

  function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    return fetchImpl(`${baseUrl}${path}`, {
      method,
      headers: {
        'exp-api-key': apiKey,
        Accept: 'application/json;version=2.0',
        'Accept-Language': 'en-US',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = parsed as { code?: string; message?: string } | undefined;
      throw new ViatorApiError(
        response.status,
        error?.code,
        `Viator ${method} ${path.split('?')[0]}: ${response.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim(),
      );
    }
    if (parsed === undefined || typeof parsed !== 'object') {
      throw new ViatorApiError(response.status, undefined, `Viator ${path}: not a JSON object`);
    }
    return parsed as T;
  }

  const feed = (path: string, { cursor, modifiedSince, count }: FeedRequest) => {
    const query = new URLSearchParams({ count: String(count) });
    if (cursor) query.set('cursor', cursor);
    else if (modifiedSince) query.set('modified-since', modifiedSince);
    return `${path}?${query.toString()}`;
  };

  return {
    async destinations() {
      const body = await call<{ destinations?: ViatorDestination[] }>('GET', '/destinations');
      return body.destinations ?? [];
    },
    async searchProducts({ destination, start = 1, count }) {
      if (!Number.isInteger(start) || start < 1) throw new Error('start is 1-based');
      if (!Number.isInteger(count) || count < 1 || count > VIATOR_SEARCH_MAX_COUNT) {
        throw new Error(`count must be 1 to ${VIATOR_SEARCH_MAX_COUNT}`);
      }
      return call<ProductSearchAnswer>('POST', '/products/search', {
        filtering: { destination: String(destination) },
        pagination: { start, count },
        currency: 'USD',
      });
    },
    async tags() {
      const body = await call<{ tags?: ViatorTag[] }>('GET', '/products/tags');
      return body.tags ?? [];
    },
    productsModifiedSince(request) {
      return call('GET', feed('/products/modified-since', request));
    },
    availabilityModifiedSince(request) {
      return call('GET', feed('/availability/schedules/modified-since', request));
    },
    async availabilityBulk(productCodes) {
      if (productCodes.length === 0) return [];
      const body = await call<{ availabilitySchedules?: ViatorAvailabilitySchedule[] }>(
        'POST',
        '/availability/schedules/bulk',
        { productCodes },
      );
      return body.availabilitySchedules ?? [];
    },
  };
}
