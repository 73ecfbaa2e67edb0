import type {
  TAffiliateProduct,
  TMarketplaceQueryValues,
  TPartnerInquiryReceipt,
  TPartnerInquiryValues,
  TSponsoredService,
  TTrackClickValues,
  TTravelProduct,
} from '../../../contract/marketplace.ts';
import type { Db } from '../../../db/client.ts';
import {
  findProduct,
  insertAffiliateClick,
  upsertProducts,
} from '../../../db/queries/marketplace.ts';
import type { AppConfig } from '../../config.ts';
import type { MemberContext, ServiceContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import {
  AffiliateUnavailableError,
  isAmazonHost,
  type AffiliateItem,
  type AffiliateProvider,
} from '../../providers/affiliate/affiliate.ts';
import { createCatalogueProvider } from '../../providers/affiliate/catalogue.ts';
import { createPaapiProvider } from '../../providers/affiliate/paapi.ts';
import { currentRates, isSupported, type Rates } from '../currency/rates.ts';
import { sendHelpMessage } from '../help/help.service.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import {
  presentAffiliateProduct,
  presentSponsoredService,
  presentTravelProduct,
} from './marketplace.presenter.ts';
import { SAMPLE_SERVICES, SAMPLE_TRAVEL_PRODUCTS } from './sample-marketplace.ts';

const amazonProviders = new WeakMap<Db, AffiliateProvider>();

/**
 * The affiliate provider of this installation: Amazon's PA-API when AMAZON_ACCESS_KEY,
 * AMAZON_SECRET_KEY and AMAZON_PARTNER_TAG are set (one per database, so its answer cache is
 * shared by the instance's requests, and every answer is stored so a click can be checked
 * against the links served), else the catalogue in PostgreSQL.
 */
export function affiliateProvider(ctx: { db: Db; config: AppConfig }): AffiliateProvider {
  const amazon = ctx.config.amazon;
  if (!amazon) return createCatalogueProvider(ctx.db);
  let provider = amazonProviders.get(ctx.db);
  if (!provider) {
    const db = ctx.db;
    provider = createPaapiProvider(amazon, {
      onItems: async (items) => void (await upsertProducts(db, items)),
    });
    amazonProviders.set(ctx.db, provider);
  }
  return provider;
}

async function ratesFor(db: Db, currency: string): Promise<Rates> {
  const rates = await currentRates(db);
  if (!isSupported(rates, currency)) throw badRequest(`Currency ${currency} is not supported`);
  return rates;
}

/** GET /api/amazon/products (spec 2 §7): the provider's products of a category. */
export async function listAmazonProducts(
  ctx: ServiceContext,
  input: TMarketplaceQueryValues,
): Promise<TAffiliateProduct[]> {
  const rates = await ratesFor(ctx.db, input.currency);
  let items: AffiliateItem[];
  try {
    items = await affiliateProvider(ctx).search(input.category);
  } catch (error) {
    if (!(error instanceof AffiliateUnavailableError)) throw error;
    ctx.log.warn({ err: error }, 'affiliate provider failed');
    throw new HttpError(503, 'Amazon products are unavailable right now. Please try again soon.');
  }
  return items.map((item) => presentAffiliateProduct(item, input.currency, rates));
}

/** GET /api/marketplace/travel-products: the sample Travel Products of a category. */
export async function listTravelProducts(
  ctx: ServiceContext,
  input: TMarketplaceQueryValues,
): Promise<TTravelProduct[]> {
  const rates = await ratesFor(ctx.db, input.currency);
  return SAMPLE_TRAVEL_PRODUCTS.filter(
    (product) => input.category === 'all' || product.category === input.category,
  ).map((product) => presentTravelProduct(product, input.currency, rates));
}

/**
 * GET /api/marketplace/services: sponsored experiences — none for a Premium member (ad-free,
 * decided on the server by the one premium rule).
 */
export async function listTravelServices(
  ctx: ServiceContext,
  input: { currency: string },
): Promise<TSponsoredService[]> {
  const rates = await ratesFor(ctx.db, input.currency);
  if (await viewerIsPremium(ctx)) return [];
  return SAMPLE_SERVICES.map((service) => presentSponsoredService(service, input.currency, rates));
}

/** The product a click names, with the link we served for it (or undefined). */
async function clickedProduct(ctx: ServiceContext, productId: string) {
  const sample = SAMPLE_TRAVEL_PRODUCTS.find((product) => product.id === productId);
  if (sample) return { source: 'sample', url: sample.url, amazonOnly: false };
  const provider = affiliateProvider(ctx);
  const row = await findProduct(ctx.db, { id: productId, sources: provider.sources });
  if (!row) return undefined;
  return { source: row.source, url: row.affiliateUrl, amazonOnly: row.source === 'amazon' };
}

/**
 * POST /api/amazon/track-click (spec 2 §7). Only a link this marketplace served for that product
 * is recorded: an https URL equal to the product's own (an amazon.* detail page for Amazon's
 * products). Anything else is refused, so the endpoint can never vouch for a foreign link.
 */
export async function trackAffiliateClick(
  ctx: MemberContext,
  input: TTrackClickValues,
): Promise<{ recorded: true }> {
  let url: URL;
  try {
    url = new URL(input.productUrl);
  } catch {
    throw badRequest('Product link must be a web address');
  }
  if (url.protocol !== 'https:') throw badRequest('Product link must be an https address');
  const product = await clickedProduct(ctx, input.productId);
  if (product?.amazonOnly && !isAmazonHost(url.hostname)) {
    throw badRequest('Only Amazon product pages can be opened from Amazon Deals');
  }
  if (product && product.url !== input.productUrl) {
    throw badRequest('That link does not belong to this product');
  }
  if (!product) throw notFound('That product is not in the marketplace');
  await insertAffiliateClick(ctx.db, {
    userId: ctx.viewer.id,
    productId: input.productId,
    source: product.source,
    productUrl: input.productUrl,
  });
  return { recorded: true };
}

/**
 * 'Partner With Us' (issue 10): the enquiry lands in the operator's inbox — the Help Center's
 * messages (GET /api/admin/help-messages) under the 'partnership' topic, with the company on the
 * first line — so the operator reads every message in one place.
 */
export async function sendPartnerInquiry(
  ctx: ServiceContext,
  input: TPartnerInquiryValues,
): Promise<TPartnerInquiryReceipt> {
  return sendHelpMessage(ctx, {
    name: input.name,
    email: input.email,
    topic: 'partnership',
    message: `Company: ${input.company}\n\n${input.message}`,
  });
}
