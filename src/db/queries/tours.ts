import { sql, type SQL } from 'drizzle-orm';
import type { TTourCategory, TTourSort } from '../../contract/tours.ts';
import type { TDestinationType } from '../../contract/destinations.ts';
import type { Db } from '../client.ts';
import { tours, type TTourSource } from '../schema/index.ts';
import { executePrepared } from '../feed-engine/prepared.ts';
import { sqlInt } from './posts.ts';
import { prefixTsQueryText } from './search.ts';

/**
 * Tours (issue 9 part B). Text is matched on stored words — qualified by the destination in
 * `search_terms` (a destination's search reads only its own postings), plain in `search_vector`
 * — and, for misspellings, `title_folded %>> text` (strict word similarity at PostgreSQL's default
 * 0.5) in a GIN index that also holds the destination code (btree_gin); migrations 0013–0018.
 * The sorts follow the per-destination btree indexes
 * (tours_destination_price_idx, _rating_idx, _popularity_idx).
 */

export type TourInsert = typeof tours.$inferInsert;

/** A tour with the destination fields its card shows. */
export type TourRow = {
  productCode: string;
  source: TTourSource;
  destinationCode: number;
  title: string;
  shortDescription: string;
  imageUrl: string | null;
  productUrl: string | null;
  category: TTourCategory;
  rating: number | null;
  reviewCount: number;
  durationMinutes: number | null;
  durationText: string | null;
  priceFrom: number;
  currency: string;
  priceEur: number;
  freeCancellation: boolean;
  highlights: string[];
  destinationName: string;
  destinationType: TDestinationType;
  countryCode: string | null;
};

type RawTourRow = {
  product_code: string;
  source: TTourSource;
  destination_code: number;
  title: string;
  short_description: string;
  image_url: string | null;
  product_url: string | null;
  category: TTourCategory;
  rating: number | null;
  review_count: number;
  duration_minutes: number | null;
  duration_text: string | null;
  price_from: number;
  currency: string;
  price_eur: number;
  free_cancellation: boolean;
  highlights: string[];
  destination_name: string;
  destination_type: TDestinationType;
  country_code: string | null;
};

const toTourRow = (row: RawTourRow): TourRow => ({
  productCode: row.product_code,
  source: row.source,
  destinationCode: row.destination_code,
  title: row.title,
  shortDescription: row.short_description,
  imageUrl: row.image_url,
  productUrl: row.product_url,
  category: row.category,
  rating: row.rating,
  reviewCount: row.review_count,
  durationMinutes: row.duration_minutes,
  durationText: row.duration_text,
  priceFrom: row.price_from,
  currency: row.currency,
  priceEur: row.price_eur,
  freeCancellation: row.free_cancellation,
  highlights: row.highlights,
  destinationName: row.destination_name,
  destinationType: row.destination_type,
  countryCode: row.country_code,
});

export type TourFilter = {
  /** Null: every destination. */
  destinationCode: number | null;
  /**
   * Words to find (stemmed, the last one as a prefix) or a title close to them; lower case with
   * accents folded, as the search columns are.
   */
  text: string | null;
  category: TTourCategory | null;
  freeCancellation: boolean;
  minPriceEur: number | null;
  maxPriceEur: number | null;
  sortBy: TTourSort;
  limit: number;
  offset: number;
};

const ORDER: Record<TTourSort, SQL> = {
  'price-low-high': sql`t.price_eur ASC, t.product_code ASC`,
  'price-high-low': sql`t.price_eur DESC, t.product_code DESC`,
  rating: sql`t.rating DESC NULLS LAST, t.review_count DESC, t.product_code ASC`,
  popularity: sql`t.review_count DESC, t.rating DESC NULLS LAST, t.product_code ASC`,
};

/** The words of a (folded) text: letters and digits only, at most 12. */
export function tourWords(folded: string): string[] {
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * The words condition. In a destination: its qualified terms (tours_search_terms_idx: only that
 * destination's postings are read; roamly_tour_query stems like the column and makes the last
 * word a prefix). Across destinations: the plain stored vector (tours_search_idx).
 */
function wordsMatchSql(destinationCode: number | null, words: string[]): SQL {
  return destinationCode === null
    ? sql`t.search_vector @@ to_tsquery('english', ${prefixTsQueryText(words.join(' ')) ?? ''})`
    : sql`t.search_terms @@ roamly_tour_query(${destinationCode}::int, ${sql.param(words)}::text[], true)`;
}

/**
 * One page, sent as a named prepared statement (planning costs more than running these on their
 * indexes). The text changes only with the destination being given, the kind of text match and
 * the sort (24 shapes; page size and offset are written in as numbers): the other filters are
 * always present and switched off by NULL, so the generic plan PostgreSQL settles on is the same
 * index walk (or GIN bitmap) for every destination.
 */
async function selectPage(
  db: Db,
  filter: TourFilter,
  text: { kind: 'words'; words: string[] } | { kind: 'title'; value: string } | null,
): Promise<TourRow[]> {
  const place =
    filter.destinationCode === null
      ? sql`TRUE`
      : sql`t.destination_code = ${filter.destinationCode}`;
  const match =
    text === null
      ? sql`TRUE`
      : text.kind === 'words'
        ? wordsMatchSql(filter.destinationCode, text.words)
        : sql`t.title_folded %>> ${text.value}`;
  const result = await executePrepared<RawTourRow>(
    db,
    sql`
    SELECT t.product_code, t.source, t.destination_code, t.title, t.short_description,
      t.image_url, t.product_url, t.category, t.rating, t.review_count, t.duration_minutes,
      t.duration_text, t.price_from, t.currency, t.price_eur, t.free_cancellation, t.highlights,
      d.name AS destination_name, d.type AS destination_type, d.country_code
    FROM tours t
    JOIN destinations d ON d.code = t.destination_code
    WHERE ${place} AND ${match}
      AND (${filter.category}::text IS NULL OR t.category = ${filter.category}::text)
      AND (NOT ${filter.freeCancellation}::boolean OR t.free_cancellation)
      AND (${filter.minPriceEur}::float8 IS NULL OR t.price_eur >= ${filter.minPriceEur}::float8)
      AND (${filter.maxPriceEur}::float8 IS NULL OR t.price_eur <= ${filter.maxPriceEur}::float8)
    ORDER BY ${ORDER[filter.sortBy]}
    LIMIT ${sqlInt(filter.limit)} OFFSET ${sqlInt(filter.offset)}`,
  );
  return result.rows.map(toTourRow);
}

/**
 * Does any tour of the destination (of any, without one) have these words? A count, not
 * `LIMIT 1`: with a limit the planner walks the table hoping for an early row, and a word nobody
 * has reads every tour; the count goes through the GIN index.
 */
async function wordsExist(db: Db, filter: TourFilter, words: string[]): Promise<boolean> {
  const place =
    filter.destinationCode === null
      ? sql`TRUE`
      : sql`t.destination_code = ${filter.destinationCode}`;
  const result = await executePrepared<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM tours t
        WHERE ${place} AND ${wordsMatchSql(filter.destinationCode, words)}`,
  );
  return (result.rows[0]?.n ?? 0) > 0;
}

/**
 * One page of tours matching the filter, in the asked order, with their destination. Text is
 * matched by its words (stemmed, the last one as a prefix: a test of the stored vector). Only
 * when no tour of the destination has those words at all, whatever the filters, is the text read
 * as a misspelt title ("catamran") through the trigram index — so a filter that leaves nothing
 * still answers nothing rather than look-alikes.
 */
export async function selectTours(db: Db, filter: TourFilter): Promise<TourRow[]> {
  if (!filter.text) return selectPage(db, filter, null);
  const words = tourWords(filter.text);
  if (words.length > 0) {
    const rows = await selectPage(db, filter, { kind: 'words', words });
    if (rows.length > 0 || filter.offset > 0) return rows;
    const filtered =
      filter.category !== null ||
      filter.freeCancellation ||
      filter.minPriceEur !== null ||
      filter.maxPriceEur !== null;
    if (filtered && (await wordsExist(db, filter, words))) return rows;
  }
  // Misspellings are looked for in words of four letters or more ("the" is not a typo).
  if (!words.some((word) => word.length >= 4)) return [];
  return selectPage(db, filter, { kind: 'title', value: filter.text.trim() });
}

export type TourDestinationRow = { code: number; name: string; slug: string; tourCount: number };

/** Destinations with tours, most tours first (destinations_popular_idx). */
export async function selectTourDestinations(db: Db, limit: number): Promise<TourDestinationRow[]> {
  const result = await db.execute<{ code: number; name: string; slug: string; tour_count: number }>(
    sql`SELECT code, name, slug, tour_count FROM destinations
        WHERE tour_count > 0
        ORDER BY tour_count DESC, population DESC
        LIMIT ${limit}`,
  );
  return result.rows.map((row) => ({
    code: row.code,
    name: row.name,
    slug: row.slug,
    tourCount: row.tour_count,
  }));
}

/** How many tours each category has. */
export async function countToursByCategory(db: Db): Promise<Map<TTourCategory, number>> {
  const result = await db.execute<{ category: TTourCategory; count: string | number }>(
    sql`SELECT category, count(*) AS count FROM tours GROUP BY category`,
  );
  return new Map(result.rows.map((row) => [row.category, Number(row.count)]));
}

/** The columns an upsert rewrites (everything but the key and the creation time). */
const UPDATED_KEYS = [
  'source',
  'destinationCode',
  'title',
  'shortDescription',
  'imageUrl',
  'productUrl',
  'category',
  'tagIds',
  'rating',
  'reviewCount',
  'durationMinutes',
  'durationText',
  'priceFrom',
  'currency',
  'priceEur',
  'freeCancellation',
  'highlights',
  'providerUpdatedAt',
] as const satisfies readonly (keyof TourInsert)[];

const UPSERT_SET = {
  ...Object.fromEntries(UPDATED_KEYS.map((key) => [key, sql.raw(`excluded.${tours[key].name}`)])),
  updatedAt: sql`now()`,
};

/** Rows per INSERT statement (about 20 parameters each, well under PostgreSQL's 65,535). */
const UPSERT_BATCH = 1000;

/** Inserts or replaces tours by product code, in batches. */
export async function upsertTours(db: Db, rows: TourInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await db
      .insert(tours)
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflictDoUpdate({ target: tours.productCode, set: UPSERT_SET });
  }
}

/** Removes tours by product code (a provider's inactive products): how many, and where. */
export async function deleteTours(
  db: Db,
  productCodes: string[],
): Promise<{ count: number; destinationCodes: number[] }> {
  if (productCodes.length === 0) return { count: 0, destinationCodes: [] };
  const result = await db.execute<{ destination_code: number }>(
    sql`DELETE FROM tours WHERE product_code = ANY(${sql.param(productCodes)}::text[])
        RETURNING destination_code`,
  );
  return {
    count: result.rows.length,
    destinationCodes: [...new Set(result.rows.map((row) => row.destination_code))],
  };
}

/** The destinations of these product codes as stored now (before an upsert moves them). */
export async function selectTourDestinationCodes(
  db: Db,
  productCodes: string[],
): Promise<number[]> {
  if (productCodes.length === 0) return [];
  const result = await db.execute<{ destination_code: number }>(
    sql`SELECT DISTINCT destination_code FROM tours
        WHERE product_code = ANY(${sql.param(productCodes)}::text[])`,
  );
  return result.rows.map((row) => row.destination_code);
}

/** Is the tours table empty (the sample catalogue loads only then)? */
export async function hasTours(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM tours LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * Sets the image of sample tours (by product code) where it changed; real tours are never
 * touched. Returns how many rows changed.
 */
export async function updateSampleTourImages(
  db: Db,
  images: readonly { productCode: string; imageUrl: string | null }[],
): Promise<number> {
  if (images.length === 0) return 0;
  const values = sql.join(
    images.map((image) => sql`(${image.productCode}, ${image.imageUrl})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    UPDATE tours SET image_url = v.image_url
    FROM (VALUES ${values}) AS v(product_code, image_url)
    WHERE tours.product_code = v.product_code
      AND tours.source = 'sample'
      AND tours.image_url IS DISTINCT FROM v.image_url`);
  return result.rowCount ?? 0;
}

/** True when any tour came from elsewhere than the sample catalogue (Viator, an import). */
export async function hasNonSampleTours(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM tours WHERE source <> 'sample' LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * Recomputes `destinations.tour_count`, `avg_rating` and the USD price range of the given
 * destinations (every destination that has or had tours when `codes` is null) from their tours,
 * in one statement. `usdPerEur` turns the stored euro prices into the catalogue's USD range.
 */
export async function refreshDestinationTourStats(
  db: Db,
  { codes, usdPerEur }: { codes: number[] | null; usdPerEur: number },
): Promise<void> {
  if (codes !== null && codes.length === 0) return;
  const targets =
    codes === null
      ? sql`SELECT code FROM destinations WHERE tour_count > 0
            UNION SELECT DISTINCT destination_code FROM tours`
      : sql`SELECT unnest(${sql.param(codes)}::int[])`;
  await db.execute(sql`
    UPDATE destinations d SET
      tour_count = s.tour_count,
      avg_rating = s.avg_rating,
      price_min = s.price_min,
      price_max = s.price_max,
      updated_at = now()
    FROM (
      SELECT target.code,
        count(t.product_code)::int AS tour_count,
        round(avg(t.rating) FILTER (WHERE t.rating IS NOT NULL)::numeric, 2)::real AS avg_rating,
        round((min(t.price_eur) * ${usdPerEur})::numeric, 2)::float8 AS price_min,
        round((max(t.price_eur) * ${usdPerEur})::numeric, 2)::float8 AS price_max
      FROM (${targets}) AS target(code)
      LEFT JOIN tours t ON t.destination_code = target.code
      GROUP BY target.code
    ) s
    WHERE d.code = s.code
      AND (d.tour_count, d.avg_rating, d.price_min, d.price_max)
        IS DISTINCT FROM (s.tour_count, s.avg_rating, s.price_min, s.price_max)`);
}

/** Rewrites every tour's euro price from the stored rates (after the rates changed). */
export async function repriceTours(db: Db): Promise<number> {
  const result = await db.execute(sql`
    UPDATE tours t SET price_eur = t.price_from / r.rate_per_eur
    FROM currency_rates r
    WHERE r.currency = t.currency AND t.currency <> 'EUR'
      AND t.price_eur IS DISTINCT FROM t.price_from / r.rate_per_eur`);
  return result.rowCount ?? 0;
}

/** Every catalogue destination's code and slug (an import resolves its rows against them). */
export async function selectDestinationSlugs(db: Db): Promise<{ code: number; slug: string }[]> {
  const result = await db.execute<{ code: number; slug: string }>(
    sql`SELECT code, slug FROM destinations`,
  );
  return result.rows;
}

/** Product codes of a source's tours (an import with --replace removes those not in the file). */
export async function selectProductCodes(db: Db, source: TTourSource): Promise<string[]> {
  const result = await db.execute<{ product_code: string }>(
    sql`SELECT product_code FROM tours WHERE source = ${source}`,
  );
  return result.rows.map((row) => row.product_code);
}
