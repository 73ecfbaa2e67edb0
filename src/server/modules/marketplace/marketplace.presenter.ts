import { formatPrice } from '../../../contract/currency-format.ts';
import type {
  TAffiliateProduct,
  TSponsoredService,
  TTravelProduct,
} from '../../../contract/marketplace.ts';
import type { AffiliateItem } from '../../providers/affiliate/affiliate.ts';
import { convert, type Rates } from '../currency/rates.ts';
import {
  SAMPLE_CURRENCY,
  sampleServicePhoto,
  type SampleService,
  type SampleTravelProduct,
} from './sample-marketplace.ts';

/**
 * A price in the asked currency; when the provider's currency has no reference rate, the price
 * stays in the provider's currency (shown as such rather than guessed).
 */
function priced(rates: Rates, amount: number | null, from: string, to: string) {
  if (amount === null) return { amount: null, currency: from };
  const converted = convert(rates, amount, from, to);
  return converted === null ? { amount, currency: from } : { amount: converted, currency: to };
}

/** A provider's product as the contract's Affiliate product, priced in `currency`. */
export function presentAffiliateProduct(
  item: AffiliateItem,
  currency: string,
  rates: Rates,
): TAffiliateProduct {
  const price = priced(rates, item.price, item.currency, currency);
  const original = priced(rates, item.originalPrice, item.currency, price.currency);
  return {
    id: item.id,
    title: item.title,
    brand: item.brand,
    description: item.description,
    rating: item.rating === null ? null : Math.round(item.rating * 10) / 10,
    reviewCount: item.reviewCount,
    features: item.features,
    category: item.category,
    price: price.amount,
    originalPrice: original.amount,
    currency: price.currency,
    formattedPrice: price.amount === null ? null : formatPrice(price.amount, price.currency),
    formattedOriginalPrice:
      original.amount === null ? null : formatPrice(original.amount, price.currency),
    prime: item.prime,
    affiliateUrl: item.affiliateUrl,
    imageUrl: item.imageUrl,
    source: item.source,
    isSample: item.source === 'sample',
  };
}

/** A sample Travel Products item. */
export function presentTravelProduct(
  sample: SampleTravelProduct,
  currency: string,
  rates: Rates,
): TTravelProduct {
  const { commissionRate, url, ...rest } = sample;
  const product = presentAffiliateProduct(
    {
      ...rest,
      source: 'sample',
      currency: SAMPLE_CURRENCY,
      affiliateUrl: url,
      imageUrl: null,
    },
    currency,
    rates,
  );
  return { ...product, commissionRate };
}

/** A sample sponsored experience. */
export function presentSponsoredService(
  service: SampleService,
  currency: string,
  rates: Rates,
): TSponsoredService {
  const price = priced(rates, service.price, SAMPLE_CURRENCY, currency);
  const amount = price.amount ?? service.price;
  return {
    id: service.id,
    title: service.title,
    provider: service.provider,
    description: service.description,
    location: service.location,
    imageUrl: sampleServicePhoto(service),
    rating: service.rating,
    reviewCount: service.reviewCount,
    category: service.category,
    price: amount,
    currency: price.currency,
    formattedPrice: formatPrice(amount, price.currency),
    priceUnit: service.priceUnit,
    url: service.url,
    commissionRate: service.commissionRate,
    sponsored: true,
    isSample: true,
  };
}
