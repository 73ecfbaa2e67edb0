import type { TMarketplaceCategory, TProductCategory } from '../../../contract/marketplace.ts';
import type { TAffiliateSource } from '../../../db/schema/marketplace.ts';

/** One product as a provider answers it: prices in the provider's currency. */
export type AffiliateItem = {
  id: string;
  source: TAffiliateSource;
  category: TProductCategory;
  title: string;
  brand: string | null;
  description: string;
  features: string[];
  rating: number | null;
  reviewCount: number;
  price: number | null;
  originalPrice: number | null;
  currency: string;
  prime: boolean;
  affiliateUrl: string;
  imageUrl: string | null;
};

/**
 * Where Amazon Deals come from: Amazon's Product Advertising API 5 (`paapi.ts`) when keyed, else
 * the catalogue in PostgreSQL (`catalogue.ts`: the samples and an operator's imported file).
 */
export type AffiliateProvider = {
  name: 'amazon' | 'catalogue';
  /** The row sources a click may name with this provider (the links it served). */
  sources: readonly TAffiliateSource[];
  search(category: TMarketplaceCategory): Promise<AffiliateItem[]>;
};

/** The provider could not answer (network, refusal, throttling): the route answers 503. */
export class AffiliateUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AffiliateUnavailableError';
  }
}

/** An Amazon storefront's host: amazon.com, www.amazon.co.uk, smile.amazon.de… */
export function isAmazonHost(host: string): boolean {
  return /^(?:[a-z0-9-]+\.)?amazon\.(?:com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.be|com\.tr|ae|sa|eg|in|co\.jp|sg|com\.au)$/i.test(
    host,
  );
}
