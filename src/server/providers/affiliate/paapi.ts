import type { TMarketplaceCategory, TProductCategory } from '../../../contract/marketplace.ts';
import {
  AffiliateUnavailableError,
  isAmazonHost,
  type AffiliateItem,
  type AffiliateProvider,
} from './affiliate.ts';
import { signV4 } from './sigv4.ts';

/**
 * Amazon Product Advertising API 5.0, SearchItems (POST https://{host}/paapi5/searchitems, JSON,
 * AWS Signature V4 with service `ProductAdvertisingAPI` and the operation in X-Amz-Target).
 * Insurance and experiences are not sold on Amazon: those categories answer empty without a
 * call. Answers are kept for AMAZON_CACHE_MS per category (PA-API allows one request a second
 * to a new account, and prices change slowly).
 */
export type PaapiConfig = {
  accessKey: string;
  secretKey: string;
  partnerTag: string;
  /** webservices.amazon.com, webservices.amazon.co.uk… (the marketplace's PA-API host). */
  host: string;
  /** us-east-1, eu-west-1, us-west-2 (the host's region). */
  region: string;
  /** www.amazon.com, www.amazon.co.uk… */
  marketplace: string;
  /** https://{host} unless overridden (a local fake in tests). */
  baseUrl: string;
};

export const PAAPI_TARGET = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems';
export const PAAPI_PATH = '/paapi5/searchitems';
export const PAAPI_SERVICE = 'ProductAdvertisingAPI';
export const AMAZON_CACHE_MS = 15 * 60 * 1000;
const TIMEOUT_MS = 8_000;

/** What each chip searches on Amazon; null: Amazon sells nothing of the kind. */
export const AMAZON_SEARCHES: Record<
  TMarketplaceCategory,
  { keywords: string; searchIndex: string } | null
> = {
  all: { keywords: 'travel essentials', searchIndex: 'All' },
  photography: { keywords: 'travel camera', searchIndex: 'Electronics' },
  luggage: { keywords: 'carry on luggage', searchIndex: 'Luggage' },
  electronics: { keywords: 'travel adapter power bank', searchIndex: 'Electronics' },
  insurance: null,
  experiences: null,
};

export const PAAPI_RESOURCES = [
  'Images.Primary.Large',
  'ItemInfo.Title',
  'ItemInfo.ByLineInfo',
  'ItemInfo.Features',
  'Offers.Listings.Price',
  'Offers.Listings.SavingBasis',
  'Offers.Listings.DeliveryInfo.IsPrimeEligible',
  'CustomerReviews.Count',
  'CustomerReviews.StarRating',
] as const;

/** The parts of a SearchItems answer we read (documented names). */
type Money = { Amount?: number; Currency?: string; DisplayAmount?: string };
export type PaapiItem = {
  ASIN: string;
  DetailPageURL?: string;
  Images?: { Primary?: { Large?: { URL?: string } } };
  ItemInfo?: {
    Title?: { DisplayValue?: string };
    ByLineInfo?: { Brand?: { DisplayValue?: string } };
    Features?: { DisplayValues?: string[] };
  };
  Offers?: {
    Listings?: {
      Price?: Money;
      SavingBasis?: Money;
      DeliveryInfo?: { IsPrimeEligible?: boolean };
    }[];
  };
  CustomerReviews?: { Count?: number; StarRating?: { Value?: number } };
};
export type PaapiSearchResponse = {
  SearchResult?: { Items?: PaapiItem[]; TotalResultCount?: number };
  Errors?: { Code?: string; Message?: string }[];
};

/** For 'all', which chip an item belongs under, from its title. */
function guessCategory(title: string): TProductCategory {
  if (/camera|lens|tripod|drone|gimbal|photo/i.test(title)) return 'photography';
  if (/luggage|suitcase|backpack|duffel|bag|packing|carry[- ]on/i.test(title)) return 'luggage';
  return 'electronics';
}

/** One SearchItems item as a product; null without a title or an Amazon detail page. */
export function paapiItemToProduct(
  item: PaapiItem,
  category: TMarketplaceCategory,
): AffiliateItem | null {
  const title = item.ItemInfo?.Title?.DisplayValue?.trim();
  const url = item.DetailPageURL;
  if (!title || !url || !/^[A-Z0-9]{10}$/.test(item.ASIN)) return null;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return null;
    host = parsed.hostname;
  } catch {
    return null;
  }
  if (!isAmazonHost(host)) return null;
  const listing = item.Offers?.Listings?.[0];
  const price = listing?.Price?.Amount ?? null;
  const saving = listing?.SavingBasis?.Amount ?? null;
  const features = (item.ItemInfo?.Features?.DisplayValues ?? []).map((f) => f.trim());
  const rating = item.CustomerReviews?.StarRating?.Value;
  return {
    id: item.ASIN,
    source: 'amazon',
    category: category === 'all' ? guessCategory(title) : category,
    title: title.slice(0, 300),
    brand: item.ItemInfo?.ByLineInfo?.Brand?.DisplayValue?.trim() || null,
    description: features[0] ?? '',
    features: features.slice(0, 6),
    rating: typeof rating === 'number' && rating >= 0 && rating <= 5 ? rating : null,
    reviewCount: Math.max(0, Math.round(item.CustomerReviews?.Count ?? 0)),
    price,
    originalPrice: saving !== null && price !== null && saving > price ? saving : null,
    currency: (listing?.Price?.Currency ?? 'USD').toUpperCase(),
    prime: listing?.DeliveryInfo?.IsPrimeEligible === true,
    affiliateUrl: url,
    imageUrl: item.Images?.Primary?.Large?.URL ?? null,
  };
}

/** The PA-API provider; `onItems` sees every answer (the service stores them for clicks). */
export function createPaapiProvider(
  config: PaapiConfig,
  options: {
    fetch?: typeof fetch;
    now?: () => number;
    onItems?: (items: AffiliateItem[]) => Promise<void>;
  } = {},
): AffiliateProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<TMarketplaceCategory, { at: number; items: Promise<AffiliateItem[]> }>();

  async function searchItems(category: TMarketplaceCategory): Promise<AffiliateItem[]> {
    const search = AMAZON_SEARCHES[category];
    if (!search) return [];
    const body = JSON.stringify({
      Keywords: search.keywords,
      SearchIndex: search.searchIndex,
      ItemCount: 10,
      PartnerTag: config.partnerTag,
      PartnerType: 'Associates',
      Marketplace: config.marketplace,
      Resources: PAAPI_RESOURCES,
    });
    const headers = signV4({
      method: 'POST',
      path: PAAPI_PATH,
      headers: {
        host: config.host,
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'amz-1.0',
        'x-amz-target': PAAPI_TARGET,
      },
      body,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      service: PAAPI_SERVICE,
    });
    // Node's fetch sets Host itself from the URL; the signed value is the configured host.
    const { host: _host, ...sent } = headers;
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl}${PAAPI_PATH}`, {
        method: 'POST',
        headers: sent,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new AffiliateUnavailableError('Amazon could not be reached', { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as PaapiSearchResponse;
    const errors = answer.Errors ?? [];
    // Documented: a valid search that matches nothing answers the NoResults error.
    if (errors.some((error) => error.Code === 'NoResults')) return [];
    if (!response.ok || (errors.length > 0 && !answer.SearchResult)) {
      const first = errors[0];
      throw new AffiliateUnavailableError(
        `Amazon refused the search (${response.status} ${first?.Code ?? ''}: ${first?.Message ?? ''})`,
      );
    }
    const products = (answer.SearchResult?.Items ?? [])
      .map((item) => paapiItemToProduct(item, category))
      .filter((item): item is AffiliateItem => item !== null);
    await options.onItems?.(products);
    return products;
  }

  return {
    name: 'amazon',
    sources: ['amazon'],
    search(category) {
      const hit = cache.get(category);
      if (hit && now() - hit.at < AMAZON_CACHE_MS) return hit.items;
      const items = searchItems(category);
      items.catch(() => cache.delete(category));
      cache.set(category, { at: now(), items });
      return items;
    },
  };
}
