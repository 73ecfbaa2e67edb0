import type { FastifyInstance } from 'fastify';
import {
  amazonProductsRoute,
  MARKETPLACE_READ_RATE_LIMIT,
  PARTNER_INQUIRY_RATE_LIMIT,
  partnerInquiryRoute,
  TRACK_CLICK_RATE_LIMIT,
  trackAffiliateClickRoute,
  travelProductsRoute,
  travelServicesRoute,
} from '../../../contract/marketplace.ts';
import { addRoute } from '../../http/route.ts';
import {
  listAmazonProducts,
  listTravelProducts,
  listTravelServices,
  sendPartnerInquiry,
  trackAffiliateClick,
} from './marketplace.service.ts';

/**
 * Marketplace (spec 2 §2/§7): members only, like the screen (spec 2 §1). Clicks are limited per
 * member; the partner form, like the Help Center's, per IP.
 */
export async function marketplaceRoutes(app: FastifyInstance) {
  const read = { auth: 'user' as const, rateLimit: MARKETPLACE_READ_RATE_LIMIT };
  addRoute(app, amazonProductsRoute, read, async ({ ctx, query }) =>
    listAmazonProducts(ctx, query),
  );
  addRoute(app, travelProductsRoute, read, async ({ ctx, query }) =>
    listTravelProducts(ctx, query),
  );
  addRoute(app, travelServicesRoute, read, async ({ ctx, query }) =>
    listTravelServices(ctx, query),
  );
  addRoute(
    app,
    trackAffiliateClickRoute,
    { auth: 'user', rateLimit: TRACK_CLICK_RATE_LIMIT, bodyLimit: 8 * 1024 },
    async ({ ctx, body }) => trackAffiliateClick(ctx, body),
  );
  addRoute(
    app,
    partnerInquiryRoute,
    { auth: 'user', rateLimit: PARTNER_INQUIRY_RATE_LIMIT, bodyLimit: 32 * 1024 },
    async ({ ctx, body }) => sendPartnerInquiry(ctx, body),
  );
}
