import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tourSyncState, tourTags, tours, viatorDestinations } from '../schema/index.ts';

/** The Viator ingestion's bookkeeping (issue 9 part B). */

export type SyncState = {
  feed: string;
  cursor: string | null;
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
};

export async function selectSyncState(db: Db, feed: string): Promise<SyncState | null> {
  const [row] = await db.select().from(tourSyncState).where(eq(tourSyncState.feed, feed));
  return row ?? null;
}

export async function saveSyncState(
  db: Db,
  feed: string,
  values: Partial<Omit<SyncState, 'feed'>>,
): Promise<void> {
  await db
    .insert(tourSyncState)
    .values({ feed, ...values })
    .onConflictDoUpdate({ target: tourSyncState.feed, set: values });
}

export type TagRow = { tagId: number; name: string; parentTagIds: number[] };

export async function upsertTags(db: Db, rows: TagRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(tourTags)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: tourTags.tagId,
        set: {
          name: sql`excluded.name`,
          parentTagIds: sql`excluded.parent_tag_ids`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Tag names by id, with their parents' (a "Snorkeling" tag under "Water Sports"). */
export async function selectTags(db: Db): Promise<Map<number, TagRow>> {
  const rows = await db
    .select({ tagId: tourTags.tagId, name: tourTags.name, parentTagIds: tourTags.parentTagIds })
    .from(tourTags);
  return new Map(rows.map((row) => [row.tagId, row]));
}

export type ViatorDestinationRow = typeof viatorDestinations.$inferInsert;

export async function upsertViatorDestinations(db: Db, rows: ViatorDestinationRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(viatorDestinations)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: viatorDestinations.destinationId,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          parentDestinationId: sql`excluded.parent_destination_id`,
          destinationCode: sql`excluded.destination_code`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Viator destination id → catalogue code, for the mapped ones. */
export async function selectViatorDestinationCodes(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({
      destinationId: viatorDestinations.destinationId,
      code: viatorDestinations.destinationCode,
    })
    .from(viatorDestinations);
  return new Map(
    rows.flatMap((row) => (row.code === null ? [] : [[row.destinationId, row.code] as const])),
  );
}

/** Catalogue destinations whose folded name is one of `names` (for mapping Viator's). */
export async function selectCatalogueByNames(
  db: Db,
  names: string[],
): Promise<
  {
    code: number;
    asciiName: string;
    type: string;
    countryCode: string | null;
    latitude: number;
    longitude: number;
    population: number;
  }[]
> {
  if (names.length === 0) return [];
  const result = await db.execute<{
    code: number;
    ascii_name: string;
    type: string;
    country_code: string | null;
    latitude: number;
    longitude: number;
    population: number;
  }>(sql`SELECT code, ascii_name, type, country_code, latitude, longitude, population
         FROM destinations WHERE ascii_name = ANY(${sql.param(names)}::text[])`);
  return result.rows.map((row) => ({
    code: row.code,
    asciiName: row.ascii_name,
    type: row.type,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  }));
}

/** The stored price of these products (to keep it when only the content changed). */
export async function selectTourPrices(
  db: Db,
  productCodes: string[],
): Promise<Map<string, { priceFrom: number; currency: string }>> {
  if (productCodes.length === 0) return new Map();
  const rows = await db
    .select({
      productCode: tours.productCode,
      priceFrom: tours.priceFrom,
      currency: tours.currency,
    })
    .from(tours)
    .where(inArray(tours.productCode, productCodes));
  return new Map(rows.map((row) => [row.productCode, row]));
}

/**
 * New prices for stored Viator tours (the availability feed); returns the destinations whose
 * tours changed price.
 */
export async function updateTourPrices(
  db: Db,
  rows: { productCode: string; priceFrom: number; currency: string; priceEur: number }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.productCode}::text, ${row.priceFrom}::float8, ${row.currency}::text, ${row.priceEur}::float8)`,
    ),
    sql`, `,
  );
  const result = await db.execute<{ destination_code: number }>(sql`
    UPDATE tours t SET price_from = v.price_from, currency = v.currency, price_eur = v.price_eur,
      updated_at = now()
    FROM (VALUES ${values}) AS v(product_code, price_from, currency, price_eur)
    WHERE t.product_code = v.product_code AND t.source = 'viator'
      AND (t.price_from, t.currency) IS DISTINCT FROM (v.price_from, v.currency)
    RETURNING t.destination_code`);
  return [...new Set(result.rows.map((row) => row.destination_code))];
}
