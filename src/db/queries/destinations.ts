import { eq, sql, type SQL } from 'drizzle-orm';
import type { TDestinationType } from '../../contract/destinations.ts';
import type { Db } from '../client.ts';
import { destinations } from '../schema/index.ts';
import { locationIsShownSql } from './search.ts';
import { postVisibleTo, postsReachEveryoneSql } from './visibility.ts';

/**
 * The destination catalogue's queries (issue 9 §1). Autocomplete picks its candidates in memory
 * (server/modules/destinations/name-index.ts) and reads them here by code; the trigram and prefix
 * indexes of migration 0009 serve lookups by name in SQL (`ascii_name % q`, `LIKE 'q%'`).
 */

export type DestinationRow = typeof destinations.$inferSelect & { postCount: number };

const columns = sql`d.code, d.slug, d.name, d.ascii_name, d.type, d.country_code, d.admin1,
  d.latitude, d.longitude, d.population, d.image_url, d.tour_count, d.avg_rating, d.price_min,
  d.price_max, d.catalogue_version, d.updated_at`;

type RawRow = {
  code: number;
  slug: string;
  name: string;
  ascii_name: string;
  type: TDestinationType;
  country_code: string | null;
  admin1: string | null;
  latitude: number;
  longitude: number;
  population: number;
  image_url: string | null;
  tour_count: number;
  avg_rating: number | null;
  price_min: number | null;
  price_max: number | null;
  catalogue_version: number;
  updated_at: Date | string;
  post_count: number | string | null;
};

const toRow = (row: RawRow): DestinationRow => ({
  code: row.code,
  slug: row.slug,
  name: row.name,
  asciiName: row.ascii_name,
  type: row.type,
  countryCode: row.country_code,
  admin1: row.admin1,
  latitude: row.latitude,
  longitude: row.longitude,
  population: row.population,
  imageUrl: row.image_url,
  tourCount: row.tour_count,
  avgRating: row.avg_rating,
  priceMin: row.price_min,
  priceMax: row.price_max,
  catalogueVersion: row.catalogue_version,
  updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
  postCount: Number(row.post_count ?? 0),
});

/**
 * Posts every member may see at a destination: public, by a member who is not suspended, keeps
 * their profile public and shows their location (the rule of Trending Destinations).
 */
function publicPostsAt(code: SQL): SQL {
  return sql`(SELECT count(*)::int FROM posts pp JOIN users pa ON pa.id = pp.user_id
    WHERE pp.destination_code = ${code} AND pp.privacy = 'public' AND pa.suspended_at IS NULL
      AND ${postsReachEveryoneSql('pa')} AND ${locationIsShownSql('pa')})`;
}

/** What changes in a destination after the catalogue build (the tours import, images, posts). */
export type DestinationStats = Pick<
  DestinationRow,
  'tourCount' | 'avgRating' | 'priceMin' | 'priceMax' | 'imageUrl' | 'postCount'
>;
export const NO_STATS: DestinationStats = {
  tourCount: 0,
  avgRating: null,
  priceMin: null,
  priceMax: null,
  imageUrl: null,
  postCount: 0,
};

/** A destination's own changing columns (the tours import, its image), without post counts. */
export type DestinationTableStats = Omit<DestinationStats, 'postCount'>;

/**
 * The table's changing columns of every destination that has any (tours or an image of its own):
 * a few thousand rows at most, cheap to read, which autocomplete keeps in memory.
 */
export async function listDestinationTableStats(
  db: Db,
): Promise<Map<number, DestinationTableStats>> {
  const result = await db.execute<{
    code: number;
    tour_count: number;
    avg_rating: number | null;
    price_min: number | null;
    price_max: number | null;
    image_url: string | null;
  }>(sql`
    SELECT d.code, d.tour_count, d.avg_rating, d.price_min, d.price_max, d.image_url
    FROM destinations d
    WHERE d.tour_count > 0 OR d.image_url IS NOT NULL`);
  return new Map(
    result.rows.map((row) => [
      row.code,
      {
        tourCount: row.tour_count,
        avgRating: row.avg_rating,
        priceMin: row.price_min,
        priceMax: row.price_max,
        imageUrl: row.image_url,
      },
    ]),
  );
}

/**
 * The public posts everyone may see per destination. It reads every such post (seconds on a
 * million), so callers keep it for minutes, not per request.
 */
export async function listDestinationPostCounts(db: Db): Promise<Map<number, number>> {
  const result = await db.execute<{ code: number; n: number }>(sql`
    SELECT p.destination_code AS code, count(*)::int AS n
    FROM posts p JOIN users a ON a.id = p.user_id
    WHERE p.destination_code IS NOT NULL AND p.privacy = 'public' AND a.suspended_at IS NULL
      AND ${postsReachEveryoneSql('a')} AND ${locationIsShownSql('a')}
    GROUP BY p.destination_code`);
  return new Map(result.rows.map((row) => [row.code, row.n]));
}

export async function findDestinationBySlug(db: Db, slug: string): Promise<DestinationRow | null> {
  const result = await db.execute<RawRow>(sql`
    SELECT ${columns}, ${publicPostsAt(sql`d.code`)} AS post_count
    FROM destinations d WHERE d.slug = ${slug}`);
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

/** Destinations by code, in the order given (unknown codes are left out). */
export async function findDestinationsByCodes(
  db: Db,
  codes: readonly number[],
): Promise<DestinationRow[]> {
  if (codes.length === 0) return [];
  const result = await db.execute<RawRow>(sql`
    SELECT ${columns}, ${publicPostsAt(sql`d.code`)} AS post_count
    FROM destinations d
    WHERE d.code IN (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`);
  const byCode = new Map(result.rows.map((row) => [row.code, toRow(row)]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export async function destinationExists(db: Db, code: number): Promise<boolean> {
  const rows = await db
    .select({ code: destinations.code })
    .from(destinations)
    .where(eq(destinations.code, code))
    .limit(1);
  return rows.length > 0;
}

/** Whether the catalogue has been written to this database (any row). */
export async function catalogueBuilt(db: Db): Promise<boolean> {
  const rows = await db.select({ code: destinations.code }).from(destinations).limit(1);
  return rows.length > 0;
}

export type TravelMapRow = {
  code: number;
  name: string;
  slug: string;
  type: TDestinationType;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  postCount: number;
};

/**
 * The destinations of a member's posts that the viewer may see (all of them for the member),
 * with how many posts each; nothing for another viewer when the member hides their location.
 */
export async function listMemberDestinations(
  db: Db,
  { userId, viewerId }: { userId: string; viewerId: string },
): Promise<TravelMapRow[]> {
  const result = await db.execute<{
    code: number;
    name: string;
    slug: string;
    type: TDestinationType;
    country_code: string | null;
    latitude: number;
    longitude: number;
    post_count: number;
  }>(sql`
    SELECT d.code, d.name, d.slug, d.type, d.country_code, d.latitude, d.longitude,
      count(*)::int AS post_count
    FROM posts p
    JOIN users a ON a.id = p.user_id
    JOIN destinations d ON d.code = p.destination_code
    WHERE p.user_id = ${userId}
      AND ${postVisibleTo(viewerId, 'p', 'a')}
      AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')})
    GROUP BY d.code
    ORDER BY count(*) DESC, d.name`);
  return result.rows.map((row) => ({
    code: row.code,
    name: row.name,
    slug: row.slug,
    type: row.type,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    postCount: row.post_count,
  }));
}

/** Free-text locations of a member's visible posts that are not linked to the catalogue. */
export async function listUnlinkedMemberLocations(
  db: Db,
  { userId, viewerId }: { userId: string; viewerId: string },
): Promise<{ location: string; postCount: number }[]> {
  const result = await db.execute<{ location: string; post_count: number }>(sql`
    SELECT p.location, count(*)::int AS post_count
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE p.user_id = ${userId} AND p.destination_code IS NULL AND p.location IS NOT NULL
      AND ${postVisibleTo(viewerId, 'p', 'a')}
      AND (p.user_id = ${viewerId} OR ${locationIsShownSql('a')})
    GROUP BY p.location`);
  return result.rows.map((row) => ({ location: row.location, postCount: row.post_count }));
}
