import type { Db } from '../../../db/client.ts';
import { countProductsBySource, upsertProducts } from '../../../db/queries/marketplace.ts';
import type { AffiliateItem } from '../../providers/affiliate/affiliate.ts';
import { SAMPLE_CATALOGUE, SAMPLE_CURRENCY, sampleShopUrl } from './sample-marketplace.ts';

/** The sample catalogue as rows (source 'sample', labelled in the UI). */
export function sampleCatalogueRows(): AffiliateItem[] {
  return SAMPLE_CATALOGUE.map((product) => ({
    ...product,
    source: 'sample',
    currency: SAMPLE_CURRENCY,
    affiliateUrl: sampleShopUrl(product.title),
    imageUrl: null,
  }));
}

/**
 * Loads the sample products when the local catalogue is empty (no imported file yet); an
 * imported catalogue is left alone. Called at start when Amazon's API is not configured.
 */
export async function ensureSampleProducts(db: Db): Promise<{ loaded: number }> {
  const counts = await countProductsBySource(db);
  if ((counts.get('catalogue') ?? 0) > 0 || (counts.get('sample') ?? 0) > 0) return { loaded: 0 };
  return { loaded: await upsertProducts(db, sampleCatalogueRows()) };
}
