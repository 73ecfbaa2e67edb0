import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Promotional cards (the sample hotel, flight and car offers of home and explore, spec 1 §2). The
 * server sends them only to members without Premium (ad-free browsing, spec 1 §1): a premium
 * member's list is empty, so no ad reaches their browser at all.
 */

/** Pages that show promotional cards. */
export const PROMOTION_PLACEMENTS = ['home', 'explore'] as const;
export type TPromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];

/** How a card lays out its offers: grouped rows with photos, compact rows with icons, or photos. */
export const PROMOTION_LAYOUTS = ['grouped', 'compact', 'gallery'] as const;
export type TPromotionLayout = (typeof PROMOTION_LAYOUTS)[number];

export const OFFER_KINDS = ['hotel', 'flight', 'car'] as const;
export type TOfferKind = (typeof OFFER_KINDS)[number];

export const ZPromotionOffer = z.object({
  id: z.string(),
  kind: z.enum(OFFER_KINDS),
  title: z.string(),
  detail: z.string(),
  /** Display price ('$148'); sample figures. */
  price: z.string(),
  /** What the price is per ("night", "return", "day"). */
  unit: z.string(),
  rating: z.string().nullable(),
  /** A credited photo under public/photos (its id) and its description; null draws an icon. */
  photoId: z.string().nullable(),
  alt: z.string(),
});
export type TPromotionOffer = z.infer<typeof ZPromotionOffer>;

export const ZPromotionCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  layout: z.enum(PROMOTION_LAYOUTS),
  /** Made-up offers, labelled "Sample" in the UI. */
  isSample: z.boolean(),
  offers: z.array(ZPromotionOffer),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

export const ZPromotionList = z.object({ cards: z.array(ZPromotionCard) });
export type TPromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionsQuery = z.object({
  placement: z.enum(PROMOTION_PLACEMENTS, 'must be home or explore'),
});
export type TPromotionsQuery = z.input<typeof ZPromotionsQuery>;

export const promotionsRoute = defineRoute({
  method: 'GET',
  path: '/api/promotions',
  tags: ['premium'],
  summary: 'Promotional cards of a page (an empty list for Premium members: ad-free)',
  query: ZPromotionsQuery,
  response: ZPromotionList,
  errors: [400, 401],
});
