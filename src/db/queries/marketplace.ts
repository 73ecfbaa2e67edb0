import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TProductCategory } from '../../contract/marketplace.ts';
import type { Db } from '../client.ts';
import {
  affiliateClicks,
  affiliateProducts,
  type TAffiliateSource,
} from '../schema/marketplace.ts';

const productColumns = {
  id: affiliateProducts.id,
  source: affiliateProducts.source,
  category: affiliateProducts.category,
  title: affiliateProducts.title,
  brand: affiliateProducts.brand,
  description: affiliateProducts.description,
  features: affiliateProducts.features,
  rating: affiliateProducts.rating,
  reviewCount: affiliateProducts.reviewCount,
  price: affiliateProducts.price,
  originalPrice: affiliateProducts.originalPrice,
  currency: affiliateProducts.currency,
  prime: affiliateProducts.prime,
  affiliateUrl: affiliateProducts.affiliateUrl,
  imageUrl: affiliateProducts.imageUrl,
};

/** One catalogue product as stored (the server's AffiliateItem has the same shape). */
export type CatalogueProduct = Omit<typeof affiliateProducts.$inferSelect, 'rank' | 'updatedAt'>;

/** Most products one catalogue answer carries (a chip's grid). */
export const CATALOGUE_PAGE_LIMIT = 60;

/**
 * The local catalogue of a category (null: every category): an operator's imported products,
 * or the samples while none are imported; in file order. One indexed read.
 */
export async function selectCatalogueProducts(
  db: Db,
  params: { category: TProductCategory | null },
): Promise<CatalogueProduct[]> {
  return db
    .select(productColumns)
    .from(affiliateProducts)
    .where(
      and(
        inArray(affiliateProducts.source, ['catalogue', 'sample']),
        params.category ? eq(affiliateProducts.category, params.category) : undefined,
      ),
    )
    .orderBy(
      asc(affiliateProducts.source),
      asc(affiliateProducts.category),
      asc(affiliateProducts.rank),
    )
    .limit(CATALOGUE_PAGE_LIMIT);
}

/** How many rows each source holds (the sample loader and the import report use it). */
export async function countProductsBySource(db: Db): Promise<Map<TAffiliateSource, number>> {
  const rows = await db
    .select({ source: affiliateProducts.source, n: count() })
    .from(affiliateProducts)
    .groupBy(affiliateProducts.source);
  return new Map(rows.map((row) => [row.source, Number(row.n)]));
}

/** Inserts or refreshes products by id, keeping the given order as their rank. */
export async function upsertProducts(db: Db, items: readonly CatalogueProduct[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map((item, rank) => ({ ...item, rank, updatedAt: new Date() }));
  let written = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db
      .insert(affiliateProducts)
      .values(batch)
      .onConflictDoUpdate({
        target: affiliateProducts.id,
        set: {
          source: sql`excluded.source`,
          category: sql`excluded.category`,
          title: sql`excluded.title`,
          brand: sql`excluded.brand`,
          description: sql`excluded.description`,
          features: sql`excluded.features`,
          rating: sql`excluded.rating`,
          reviewCount: sql`excluded.review_count`,
          price: sql`excluded.price`,
          originalPrice: sql`excluded.original_price`,
          currency: sql`excluded.currency`,
          prime: sql`excluded.prime`,
          affiliateUrl: sql`excluded.affiliate_url`,
          imageUrl: sql`excluded.image_url`,
          rank: sql`excluded.rank`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    written += batch.length;
  }
  return written;
}

/** Removes a source's rows, except the ids given (an import with --replace, the samples). */
export async function deleteProductsOfSource(
  db: Db,
  params: { source: TAffiliateSource; keepIds?: readonly string[] },
): Promise<number> {
  const removed = await db
    .delete(affiliateProducts)
    .where(
      and(
        eq(affiliateProducts.source, params.source),
        params.keepIds && params.keepIds.length > 0
          ? notInArray(affiliateProducts.id, [...params.keepIds])
          : undefined,
      ),
    )
    .returning({ id: affiliateProducts.id });
  return removed.length;
}

/** One product by id among the given sources (a click names it). */
export async function findProduct(
  db: Db,
  params: { id: string; sources: readonly TAffiliateSource[] },
): Promise<CatalogueProduct | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(affiliateProducts)
    .where(
      and(
        eq(affiliateProducts.id, params.id),
        inArray(affiliateProducts.source, [...params.sources]),
      ),
    )
    .limit(1);
  return row;
}

/** Records one affiliate click. */
export async function insertAffiliateClick(
  db: Db,
  values: { userId: string; productId: string; source: string; productUrl: string },
): Promise<void> {
  await db.insert(affiliateClicks).values(values);
}
