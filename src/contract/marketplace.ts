import { z } from 'zod';
import { ZCurrencyCode } from './currency.ts';
import { DEFAULT_CURRENCY } from './currency-format.ts';
import { HELP_MESSAGE_MAX_LENGTH, HELP_MESSAGE_MIN_LENGTH, ZHelpMessageBody } from './help.ts';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';

/**
 * Marketplace (issue 10; spec 2 §2/§3/§7/§8/§9). Amazon Deals come from the affiliate provider
 * (Amazon's Product Advertising API 5 when keyed, else the catalogue in PostgreSQL); Travel
 * Products and Travel Services are samples, and Services are sponsored (never sent to Premium
 * members: the ad-free benefit).
 */

/** Spec 2 §2: the sidebar's category chips, in order. */
export const MARKETPLACE_CATEGORIES = [
  'all',
  'photography',
  'luggage',
  'electronics',
  'insurance',
  'experiences',
] as const;
export type TMarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];
/** The categories a product is filed under (every one but 'all'). */
export const PRODUCT_CATEGORIES = [
  'photography',
  'luggage',
  'electronics',
  'insurance',
  'experiences',
] as const;
export type TProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const MARKETPLACE_CATEGORY_LABELS: Record<TMarketplaceCategory, string> = {
  all: 'All',
  photography: 'Photography',
  luggage: 'Luggage',
  electronics: 'Electronics',
  insurance: 'Insurance',
  experiences: 'Experiences',
};

/** Spec 2 §2: the affiliate programme note's commission ranges. */
export const AFFILIATE_PROGRAMME = [
  { label: 'Travel gear', rate: '8-15%' },
  { label: 'Insurance', rate: '25%' },
  { label: 'Experiences', rate: '10-20%' },
] as const;
/** Spec 2 §2/§9: the sample commission rates shown on Travel Products. */
export const SAMPLE_COMMISSION_RATES = [8, 12, 25, 15] as const;

/** Spec 2 §2: the three tabs; Amazon Deals is the default. */
export const MARKETPLACE_TABS = ['products', 'amazon', 'services'] as const;
export type TMarketplaceTab = (typeof MARKETPLACE_TABS)[number];
export const DEFAULT_MARKETPLACE_TAB: TMarketplaceTab = 'amazon';
export const MARKETPLACE_TAB_LABELS: Record<TMarketplaceTab, string> = {
  products: 'Travel Products',
  amazon: 'Amazon Deals',
  services: 'Travel Services',
};

/** Client caching of the product lists (the provider's answers are cached on the server too). */
export const MARKETPLACE_STALE_MS = 10 * 60 * 1000;
export const MARKETPLACE_READ_RATE_LIMIT = { max: 240, windowMs: 60 * 1000 } as const;
/** Affiliate clicks per member: a shopper clicks a few, a script many. */
export const TRACK_CLICK_RATE_LIMIT = { max: 30, windowMs: 60 * 1000, perMember: true } as const;
export const PARTNER_INQUIRY_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/** The Affiliate product of spec 2 §3, priced in the asked currency. */
export const ZAffiliateProduct = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  description: z.string(),
  /** 0–5; null when the provider gives no rating. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  features: z.array(z.string()),
  category: z.enum(PRODUCT_CATEGORIES),
  /** In `currency`, rounded to its minor unit; null when the provider gives no price. */
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  currency: z.string(),
  /** en-US with 0–2 fraction digits (spec 2 §9). */
  formattedPrice: z.string().nullable(),
  formattedOriginalPrice: z.string().nullable(),
  prime: z.boolean(),
  /** The provider's product page (opens in a new tab after POST /api/amazon/track-click). */
  affiliateUrl: z.string(),
  /** An https URL of the provider, or a path of this site; null shows the category's artwork. */
  imageUrl: z.string().nullable(),
  source: z.enum(['amazon', 'catalogue', 'sample']),
  /** Sample rows are labelled 'Sample' in the UI. */
  isSample: z.boolean(),
});
export type TAffiliateProduct = z.infer<typeof ZAffiliateProduct>;

/** A Travel Products item (spec 2 §2): a sample affiliate item with its commission rate. */
export const ZTravelProduct = ZAffiliateProduct.extend({ commissionRate: z.number() });
export type TTravelProduct = z.infer<typeof ZTravelProduct>;

/** A Travel Services item (spec 2 §2): a sample sponsored experience. */
export const ZSponsoredService = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  description: z.string(),
  location: z.string(),
  /** A photograph of its own place; null (an insurance, no place): the category's tile. */
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.number(),
  currency: z.string(),
  formattedPrice: z.string(),
  /** "per person", "per trip". */
  priceUnit: z.string(),
  url: z.string(),
  commissionRate: z.number(),
  sponsored: z.literal(true),
  isSample: z.literal(true),
});
export type TSponsoredService = z.infer<typeof ZSponsoredService>;

const ZCategoryParam = z.enum(
  MARKETPLACE_CATEGORIES,
  `must be one of ${MARKETPLACE_CATEGORIES.join(', ')}`,
);

export const ZMarketplaceQuery = z.object({
  category: ZCategoryParam.default('all'),
  currency: ZCurrencyCode.default(DEFAULT_CURRENCY),
});
export type TMarketplaceQuery = z.input<typeof ZMarketplaceQuery>;
export type TMarketplaceQueryValues = z.output<typeof ZMarketplaceQuery>;
/** Travel Services are not filed under the product chips: only the currency is asked. */
export const ZServicesQuery = z.object({ currency: ZCurrencyCode.default(DEFAULT_CURRENCY) });

/** POST /api/amazon/track-click (spec 2 §7). */
export const ZTrackClickBody = z
  .object({
    productId: ZText({ max: 64, min: 1 }),
    productUrl: ZText({ max: 2048, min: 1 }),
  })
  .strict();
export type TTrackClickBody = z.input<typeof ZTrackClickBody>;
export type TTrackClickValues = z.output<typeof ZTrackClickBody>;
export const ZTrackClickReceipt = z.object({ recorded: z.literal(true) });

/** Leaves room in the inbox message for the "Company:" line the service adds. */
export const PARTNER_MESSAGE_MAX_LENGTH = HELP_MESSAGE_MAX_LENGTH - 200;

/** The 'Partner With Us' form: who is asking, for which company, and what they propose. */
export const ZPartnerInquiryBody = z
  .object({
    name: ZHelpMessageBody.shape.name,
    email: ZHelpMessageBody.shape.email,
    company: ZText({ max: 120, min: 1 }),
    message: z
      .string()
      .trim()
      .min(HELP_MESSAGE_MIN_LENGTH, `must be at least ${HELP_MESSAGE_MIN_LENGTH} characters`)
      .max(PARTNER_MESSAGE_MAX_LENGTH, `must be at most ${PARTNER_MESSAGE_MAX_LENGTH} characters`),
  })
  .strict();
export type TPartnerInquiryBody = z.input<typeof ZPartnerInquiryBody>;
export type TPartnerInquiryValues = z.output<typeof ZPartnerInquiryBody>;

export const ZPartnerInquiryReceipt = z.object({ id: z.string(), createdAt: z.string() });
export type TPartnerInquiryReceipt = z.infer<typeof ZPartnerInquiryReceipt>;

export const amazonProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/amazon/products',
  tags: ['marketplace'],
  summary:
    "Affiliate products of a category from the shopping provider, priced in the member's currency",
  query: ZMarketplaceQuery,
  response: z.array(ZAffiliateProduct),
  errors: [400, 429, 503],
});

export const trackAffiliateClickRoute = defineRoute({
  method: 'POST',
  path: '/api/amazon/track-click',
  tags: ['marketplace'],
  summary: "Records a member's click on an affiliate product (only the provider's own links)",
  body: ZTrackClickBody,
  status: 201,
  response: ZTrackClickReceipt,
  errors: [400, 404, 429],
});

export const travelProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/marketplace/travel-products',
  tags: ['marketplace'],
  summary: 'The sample Travel Products of a category with their commission rates',
  query: ZMarketplaceQuery,
  response: z.array(ZTravelProduct),
  errors: [400, 429],
});

export const travelServicesRoute = defineRoute({
  method: 'GET',
  path: '/api/marketplace/services',
  tags: ['marketplace'],
  summary: 'Sponsored travel experiences (an empty list for Premium members: ad-free)',
  query: ZServicesQuery,
  response: z.array(ZSponsoredService),
  errors: [400, 429],
});

export const partnerInquiryRoute = defineRoute({
  method: 'POST',
  path: '/api/marketplace/partner-inquiries',
  tags: ['marketplace'],
  summary: "'Partner With Us': an advertising enquiry delivered to the operator's inbox",
  body: ZPartnerInquiryBody,
  status: 201,
  response: ZPartnerInquiryReceipt,
  errors: [400, 429],
});
