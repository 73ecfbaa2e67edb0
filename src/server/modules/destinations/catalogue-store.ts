import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  catalogue as defaultCatalogue,
  CATALOGUE_VERSION,
  destinationsNear,
  matchLocationText,
  type Catalogue,
  type CatalogueRow,
} from './catalogue.ts';

/**
 * Writes the catalogue into the destinations table: at every start, but only when the table does
 * not hold this CATALOGUE_VERSION's rows yet (the first start, or after an upgrade), in one
 * transaction under an advisory lock, so two processes starting together write it once. Columns
 * kept by others (tours, ratings, prices, image) are never overwritten. Rows a newer build no
 * longer has stay (posts and tours may point at them) under a '~code' slug.
 *
 * After a build, posts made before it are linked once: by their photo's GPS, else by their
 * free-text location.
 */

const CATALOGUE_LOCK_ID = 7_304_912;
const BATCH = 2_000;
/** Catalogue rows per upsert statement (~24,000 rows: five statements). */
const UPSERT_BATCH = 5_000;

export type CatalogueBuild = { built: boolean; rows: number; linkedPosts: number; ms: number };

export async function ensureCatalogue(
  db: Db,
  options: { catalogue?: Catalogue } = {},
): Promise<CatalogueBuild> {
  const started = Date.now();
  const cat = options.catalogue ?? defaultCatalogue();
  const count = async (tx: Db) => {
    const result = await tx.execute<{ current: number }>(
      sql`SELECT count(*)::int AS current FROM destinations WHERE catalogue_version = ${CATALOGUE_VERSION}`,
    );
    return result.rows[0]?.current ?? 0;
  };
  // The usual start: already built, one indexed count and no lock.
  if ((await count(db)) === cat.rows.length) {
    return { built: false, rows: cat.rows.length, linkedPosts: 0, ms: Date.now() - started };
  }
  const built = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`);
    if ((await count(tx)) === cat.rows.length) return false;
    // Free every slug first: a rebuild may hand a slug to another place.
    await tx.execute(sql`UPDATE destinations SET slug = '~' || code::text`);
    await upsertCatalogueRows(tx, cat.rows);
    return true;
  });
  const linkedPosts = built ? await linkUnlinkedPosts(db, cat) : 0;
  if (built) await db.execute(sql`ANALYZE destinations`);
  return { built, rows: cat.rows.length, linkedPosts, ms: Date.now() - started };
}

/**
 * Inserts or updates the rows, each batch in one statement whose rows are one JSON parameter that
 * PostgreSQL unpacks (jsonb_to_recordset). Drizzle building a 2,000-row VALUES list per batch was
 * most of the first start's catalogue time (~24,000 rows); PostgreSQL parses the JSON in a
 * fraction of it. Batches keep each statement far inside the pool's statement and reply limits on
 * a busy machine. Columns kept by others (tours, ratings, prices, image) are not touched.
 */
export async function upsertCatalogueRows(tx: Db, rows: readonly CatalogueRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + UPSERT_BATCH));
    await tx.execute(sql`
      INSERT INTO destinations (code, slug, name, ascii_name, type, country_code, admin1,
        latitude, longitude, population, catalogue_version)
      SELECT r.code, r.slug, r.name, r."asciiName", r.type, r."countryCode", r.admin1,
        r.latitude, r.longitude, r.population, ${CATALOGUE_VERSION}::int
      FROM jsonb_to_recordset(${batch}::jsonb) AS r(code int, slug text, name text,
        "asciiName" text, type text, "countryCode" text, admin1 text, latitude float8,
        longitude float8, population int)
      ON CONFLICT (code) DO UPDATE SET
        slug = excluded.slug, name = excluded.name, ascii_name = excluded.ascii_name,
        type = excluded.type, country_code = excluded.country_code, admin1 = excluded.admin1,
        latitude = excluded.latitude, longitude = excluded.longitude,
        population = excluded.population, catalogue_version = excluded.catalogue_version,
        updated_at = now()`);
  }
}

/**
 * Links posts that have no destination yet: the nearest catalogue destination of their first
 * geotagged photo, else the destination their free-text location names. Returns how many.
 */
export async function linkUnlinkedPosts(db: Db, cat: Catalogue = defaultCatalogue()) {
  let linked = 0;
  const geotagged = await db.execute<{ id: string; latitude: number; longitude: number }>(sql`
    SELECT DISTINCT ON (p.id) p.id,
      (m.exif->>'latitude')::float8 AS latitude, (m.exif->>'longitude')::float8 AS longitude
    FROM posts p JOIN media m ON m.post_id = p.id
    WHERE p.destination_code IS NULL
      AND jsonb_typeof(m.exif->'latitude') = 'number' AND jsonb_typeof(m.exif->'longitude') = 'number'
    ORDER BY p.id, m.created_at`);
  const byPost: { id: string; code: number }[] = [];
  for (const row of geotagged.rows) {
    const best = destinationsNear(cat, row.latitude, row.longitude)[0];
    if (best) byPost.push({ id: row.id, code: best.code });
  }
  for (let i = 0; i < byPost.length; i += BATCH) {
    const values = byPost
      .slice(i, i + BATCH)
      .map(({ id, code }) => sql`(${id}::uuid, ${code}::int)`);
    const result = await db.execute(sql`
      UPDATE posts p SET destination_code = v.code
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, code)
      WHERE p.id = v.id AND p.destination_code IS NULL
        AND EXISTS (SELECT 1 FROM destinations d WHERE d.code = v.code)`);
    linked += result.rowCount ?? 0;
  }

  const texts = await db.execute<{ location: string }>(sql`
    SELECT DISTINCT location FROM posts
    WHERE destination_code IS NULL AND location IS NOT NULL AND btrim(location) <> ''`);
  const byText: { location: string; code: number }[] = [];
  for (const { location } of texts.rows) {
    const match = matchLocationText(cat, location);
    if (match) byText.push({ location, code: match.code });
  }
  for (let i = 0; i < byText.length; i += BATCH) {
    const values = byText
      .slice(i, i + BATCH)
      .map(({ location, code }) => sql`(${location}::text, ${code}::int)`);
    const result = await db.execute(sql`
      UPDATE posts p SET destination_code = v.code
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(location, code)
      WHERE p.location = v.location AND p.destination_code IS NULL
        AND EXISTS (SELECT 1 FROM destinations d WHERE d.code = v.code)`);
    linked += result.rowCount ?? 0;
  }
  return linked;
}
