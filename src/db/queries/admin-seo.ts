import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TSeoPageStatus } from '../../contract/seo.ts';
import type { Db } from '../client.ts';
import { jobRuns, seoPages } from '../schema/index.ts';
import { postVisibleToEveryone } from './visibility.ts';

/**
 * The operator's SEO pages (issue 24 §2): the admin list, one page, writes, and the catalogue
 * facts the AI meta writer reads for a batch of destinations in three queries.
 */

export type SeoPageRecord = typeof seoPages.$inferSelect;
export type SeoPageValues = Omit<typeof seoPages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Where the next page starts: the last row's updated_at (as PostgreSQL prints it) and id. */
export type SeoPagesCursor = { key: string; id: string };

const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * A page of the list, newest change first. The search is a substring of path or title (the
 * trigram index on lower(path || ' ' || title)); the order is the (status,) updated_at, id index.
 */
export async function listSeoPages(
  db: Db,
  params: {
    q: string | undefined;
    status: TSeoPageStatus | undefined;
    after: SeoPagesCursor | null;
    limit: number;
  },
): Promise<(SeoPageRecord & { cursorKey: string })[]> {
  const conditions: SQL[] = [];
  if (params.q) {
    conditions.push(
      sql`lower(${seoPages.path} || ' ' || ${seoPages.title}) LIKE ${`%${likeEscape(params.q.toLowerCase())}%`}`,
    );
  }
  if (params.status) conditions.push(sql`${seoPages.status} = ${params.status}`);
  if (params.after) {
    conditions.push(
      sql`(${seoPages.updatedAt}, ${seoPages.id}) < (${params.after.key}::timestamptz, ${params.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: seoPages.id,
      path: seoPages.path,
      title: seoPages.title,
      description: seoPages.description,
      content: sql<string>`''`,
      keywords: seoPages.keywords,
      schemaMarkup: sql<string | null>`NULL`,
      ogImage: seoPages.ogImage,
      priority: seoPages.priority,
      changeFreq: seoPages.changeFreq,
      status: seoPages.status,
      destination: seoPages.destination,
      destinationId: seoPages.destinationId,
      createdAt: seoPages.createdAt,
      updatedAt: seoPages.updatedAt,
      cursorKey: sql<string>`${seoPages.updatedAt}::text`,
    })
    .from(seoPages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${seoPages.updatedAt} DESC NULLS LAST, ${seoPages.id} DESC NULLS LAST`)
    .limit(params.limit);
}

export async function findSeoPage(db: Db, { id }: { id: string }): Promise<SeoPageRecord | null> {
  const [row] = await db.select().from(seoPages).where(eq(seoPages.id, id)).limit(1);
  return row ?? null;
}

/** For an update: the row locked until the transaction ends, so two saves never interleave. */
export async function lockSeoPage(db: Db, { id }: { id: string }): Promise<SeoPageRecord | null> {
  const [row] = await db.select().from(seoPages).where(eq(seoPages.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function seoPathTaken(
  db: Db,
  { path, exceptId }: { path: string; exceptId: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(
      exceptId ? and(eq(seoPages.path, path), ne(seoPages.id, exceptId)) : eq(seoPages.path, path),
    )
    .limit(1);
  return !!row;
}

export async function insertSeoPage(db: Db, values: SeoPageValues): Promise<SeoPageRecord> {
  const [row] = await db.insert(seoPages).values(values).returning();
  return row!;
}

export async function updateSeoPage(
  db: Db,
  { id, values }: { id: string; values: Partial<SeoPageValues> },
): Promise<SeoPageRecord> {
  const [row] = await db
    .update(seoPages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(seoPages.id, id))
    .returning();
  return row!;
}

/** Every title and description in use (pages but `exceptIds`), for the uniqueness rule. */
export async function seoMetaInUse(
  db: Db,
): Promise<{ id: string; title: string; description: string }[]> {
  return db
    .select({ id: seoPages.id, title: seoPages.title, description: seoPages.description })
    .from(seoPages);
}

/** Pages that are about a place (`destination/{slug}/…`), oldest first: what regenerate-all rewrites. */
export async function destinationSeoPages(db: Db): Promise<SeoPageRecord[]> {
  return db
    .select()
    .from(seoPages)
    .where(sql`${seoPages.path} ~ '^destinations?/[^/]+'`)
    .orderBy(seoPages.createdAt, seoPages.id);
}

export async function seoPagesByPaths(
  db: Db,
  { paths }: { paths: string[] },
): Promise<SeoPageRecord[]> {
  if (paths.length === 0) return [];
  return db
    .select()
    .from(seoPages)
    .where(sql`${seoPages.path} = ANY(${sql.param(paths)}::text[])`);
}

// ---- Catalogue facts for the meta writer, batched ----

export type MetaDestinationRow = {
  code: number;
  slug: string;
  name: string;
  type: 'city' | 'region' | 'country';
  countryCode: string | null;
  latitude: number;
  longitude: number;
  tourCount: number;
  avgRating: number | null;
  priceMin: number | null;
};

const META_DESTINATION_COLUMNS = sql`code, slug, name, type, country_code AS "countryCode",
  latitude, longitude, tour_count AS "tourCount", avg_rating AS "avgRating", price_min AS "priceMin"`;

function toMetaDestination(row: MetaDestinationRow): MetaDestinationRow {
  return {
    ...row,
    code: Number(row.code),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    tourCount: Number(row.tourCount),
    avgRating: row.avgRating === null ? null : Number(row.avgRating),
    priceMin: row.priceMin === null ? null : Number(row.priceMin),
  };
}

/** Spec 3 §9's 'first 100 destinations': the most popular (most tours, then biggest). */
export async function firstDestinations(
  db: Db,
  { limit }: { limit: number },
): Promise<MetaDestinationRow[]> {
  const { rows } = await db.execute<MetaDestinationRow>(sql`
    SELECT ${META_DESTINATION_COLUMNS} FROM destinations
    ORDER BY tour_count DESC, population DESC, code
    LIMIT ${limit}`);
  return rows.map(toMetaDestination);
}

export async function destinationsByCodes(
  db: Db,
  { codes }: { codes: number[] },
): Promise<MetaDestinationRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.execute<MetaDestinationRow>(sql`
    SELECT ${META_DESTINATION_COLUMNS} FROM destinations
    WHERE code = ANY(${sql.param(codes)}::int[])`);
  return rows.map(toMetaDestination);
}

export async function destinationsBySlugs(
  db: Db,
  { slugs }: { slugs: string[] },
): Promise<MetaDestinationRow[]> {
  if (slugs.length === 0) return [];
  const { rows } = await db.execute<MetaDestinationRow>(sql`
    SELECT ${META_DESTINATION_COLUMNS} FROM destinations
    WHERE slug = ANY(${sql.param(slugs)}::text[])`);
  return rows.map(toMetaDestination);
}

/** The three most reviewed tour titles of each destination, in one query. */
export async function topTourTitles(
  db: Db,
  { codes, perDestination }: { codes: number[]; perDestination: number },
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (codes.length === 0) return result;
  const { rows } = await db.execute<{ code: number; title: string }>(sql`
    SELECT d.code, t.title
    FROM unnest(${sql.param(codes)}::int[]) AS d(code)
    CROSS JOIN LATERAL (
      SELECT title FROM tours
      WHERE destination_code = d.code
      ORDER BY review_count DESC, rating DESC NULLS LAST, product_code
      LIMIT ${perDestination}
    ) t`);
  for (const row of rows) {
    const code = Number(row.code);
    result.set(code, [...(result.get(code) ?? []), row.title]);
  }
  return result;
}

/** Members' public posts made at each destination (member activity), in one query. */
export async function publicPostCounts(
  db: Db,
  { codes }: { codes: number[] },
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (codes.length === 0) return result;
  const { rows } = await db.execute<{ code: number; count: number }>(sql`
    SELECT p.destination_code AS code, count(*)::int AS count
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.destination_code = ANY(${sql.param(codes)}::int[]) AND ${postVisibleToEveryone()}
    GROUP BY p.destination_code`);
  for (const row of rows) result.set(Number(row.code), Number(row.count));
  return result;
}

/** Pages by id, locked until the transaction ends (applying approved meta). */
export async function lockSeoPages(db: Db, { ids }: { ids: string[] }): Promise<SeoPageRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(seoPages)
    .where(sql`${seoPages.id} = ANY(${sql.param(ids)}::uuid[])`)
    .for('update');
}

/**
 * A meta run's row before its first attempt (issue 24): the run is readable (queued, its kind
 * and provider) from the moment it is sent; the first attempt's `beginJobRun` takes it over.
 */
export async function insertQueuedJobRun(
  db: Db,
  values: { jobId: string; name: string; total: number | null; result: unknown },
): Promise<void> {
  await db.insert(jobRuns).values({ ...values, state: 'queued', attempts: 0, done: 0 });
}
