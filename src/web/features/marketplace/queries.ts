import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  amazonProductsRoute,
  MARKETPLACE_STALE_MS,
  partnerInquiryRoute,
  trackAffiliateClickRoute,
  travelProductsRoute,
  travelServicesRoute,
  type TMarketplaceCategory,
  type TPartnerInquiryBody,
  type TTrackClickBody,
} from '../../../contract/marketplace.ts';
import { api } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';

/** GET /api/amazon/products?category= (spec 2 §7), priced in the member's currency. */
export function amazonProductsQuery(category: TMarketplaceCategory, currency: string) {
  return queryOptions({
    ...routeQueryOptions(amazonProductsRoute, { query: { category, currency } }),
    staleTime: MARKETPLACE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The sample Travel Products of a category. */
export function travelProductsQuery(category: TMarketplaceCategory, currency: string) {
  return queryOptions({
    ...routeQueryOptions(travelProductsRoute, { query: { category, currency } }),
    staleTime: MARKETPLACE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Sponsored Travel Services (the server sends none to Premium members). */
export function travelServicesQuery(currency: string) {
  return queryOptions({
    ...routeQueryOptions(travelServicesRoute, { query: { currency } }),
    staleTime: MARKETPLACE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** 'Partner With Us': POST /api/marketplace/partner-inquiries. */
export function usePartnerInquiryMutation() {
  return useMutation({
    mutationFn: (body: TPartnerInquiryBody) => api(partnerInquiryRoute, { body }),
  });
}

/**
 * POST /api/amazon/track-click (spec 2 §7). Called from the link's click, which opens the
 * product in a new tab by itself: the request is sent with keepalive and never awaited, so the
 * tab opens whether or not it succeeds; a failure is only logged (spec 2 §8).
 */
export function trackAffiliateClick(body: TTrackClickBody): void {
  fetch(trackAffiliateClickRoute.path, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    })
    .catch((error: unknown) => {
      console.warn('Affiliate click tracking failed', error);
    });
}
