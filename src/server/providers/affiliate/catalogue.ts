import type { TMarketplaceCategory } from '../../../contract/marketplace.ts';
import type { Db } from '../../../db/client.ts';
import { selectCatalogueProducts } from '../../../db/queries/marketplace.ts';
import type { AffiliateProvider } from './affiliate.ts';

/**
 * The offline provider: the catalogue in PostgreSQL — an operator's imported file
 * (`npm run marketplace:import`) or, until one is imported, the sample products.
 */
export function createCatalogueProvider(db: Db): AffiliateProvider {
  return {
    name: 'catalogue',
    sources: ['catalogue', 'sample'],
    search: (category: TMarketplaceCategory) =>
      selectCatalogueProducts(db, { category: category === 'all' ? null : category }),
  };
}
