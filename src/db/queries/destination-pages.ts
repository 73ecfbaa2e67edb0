import { sql, type SQL } from 'drizzle-orm';
import type { TDestinationType } from '../../contract/destinations.ts';
import type { TSeoPageStatus } from '../../contract/seo.ts';
import type { Db } from '../client.ts';
import { locationIsShownSql } from './search.ts';
import { postVisibleTo, postVisibleToEveryone } from './visibility.ts';

/**
 * Reads of the public destination and hotel pages: the catalogue entry a URL names, the
 * operator's SEO page of a path, and member posts made at a place (the community strip and the
 * place photo fallback).
 */

export type PageDestinationRow = {
  code: number;
  slug: string;
  name: string;
  type: TDestinationType;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  population: number;
  imageUrl: string | null;
  tourCount: number;
  avgRating: number | null;
  priceMin: number | null;
  priceMax: number | null;
};

const DESTINATION_COLUMNS = sql`code, slug, name, type, country_code AS "countryCode",
  latitude, longitude, population, image_url AS "imageUrl", tour_count AS "tourCount",
  avg_rating AS "avgRating", price_min AS "priceMin", price_max AS "priceMax"`;

/**
 * The destination a page URL names: the catalogue entry with that slug, else the most populous
 * place whose plain name is the slug's words ('sao-paulo' → São Paulo when the slug was made
 * unique with a country), else null.
 */
export async function findPageDestination(
  db: Db,
  params: { slug: string },
): Promise<PageDestinationRow | null> {
  const words = params.slug.replace(/-/g, ' ');
  const { rows } = await db.execute<PageDestinationRow>(sql`
    (SELECT ${DESTINATION_COLUMNS}, 0 AS rank FROM destinations WHERE slug = ${params.slug})
    UNION ALL
    (SELECT ${DESTINATION_COLUMNS}, 1 AS rank FROM destinations WHERE ascii_name = ${words}
      ORDER BY (type = 'city') DESC, population DESC, code LIMIT 1)
    ORDER BY rank
    LIMIT 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    code: row.code,
    slug: row.slug,
    name: row.name,
    type: row.type,
    countryCode: row.countryCode,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    population: Number(row.population),
    imageUrl: row.imageUrl,
    tourCount: Number(row.tourCount),
    avgRating: row.avgRating === null ? null : Number(row.avgRating),
    priceMin: row.priceMin === null ? null : Number(row.priceMin),
    priceMax: row.priceMax === null ? null : Number(row.priceMax),
  };
}

export type SeoPageRow = {
  id: string;
  path: string;
  title: string;
  description: string;
  content: string;
  keywords: string;
  schemaMarkup: string | null;
  ogImage: string | null;
  status: TSeoPageStatus;
  destination: string | null;
  destinationId: number | null;
};

/** The first active SEO page among `paths` (in the order given), or null. */
export async function findActiveSeoPage(
  db: Db,
  params: { paths: readonly string[] },
): Promise<SeoPageRow | null> {
  if (params.paths.length === 0) return null;
  const { rows } = await db.execute<SeoPageRow>(sql`
    SELECT id, path, title, description, content, keywords, schema_markup AS "schemaMarkup",
      og_image AS "ogImage", status, destination, destination_id AS "destinationId"
    FROM seo_pages
    WHERE status = 'active' AND path = ANY(${sql.param([...params.paths])}::text[])
    ORDER BY array_position(${sql.param([...params.paths])}::text[], path)
    LIMIT 1`);
  return rows[0] ?? null;
}

/** A place as posts name it: a catalogue code and/or the place's name (and country). */
export type PostPlace = {
  code: number | null;
  type: TDestinationType | null;
  name: string;
  countryCode: string | null;
  countryName: string | null;
};

/**
 * Posts made at a place: linked to its catalogue code (for a country, to any of its cities), or
 * older free-text locations naming it ('Lisbon' or 'Lisbon, Portugal'; 'Portugal' or
 * '…, Portugal' for a country).
 */
function atPlaceSql(place: PostPlace): SQL {
  const name = place.name.trim().toLowerCase();
  const conditions: SQL[] = [
    sql`lower(p.location) = ${name}`,
    sql`lower(p.location) LIKE ${`${likeEscape(name)},%`}`,
  ];
  if (place.code !== null) conditions.push(sql`p.destination_code = ${place.code}`);
  if (place.type === 'country' && place.countryCode) {
    conditions.push(
      sql`p.destination_code IN (SELECT d.code FROM destinations d WHERE d.country_code = ${place.countryCode})`,
    );
  }
  if (place.type === 'country' || (place.countryName && place.type === null)) {
    const country = (place.countryName ?? place.name).trim().toLowerCase();
    conditions.push(sql`lower(p.location) LIKE ${`%, ${likeEscape(country)}`}`);
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

export type PlacePostRow = {
  id: string;
  content: string;
  location: string | null;
  imageUrl: string | null;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  author: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  };
};

/**
 * Member posts at a place with a photo, most liked first: what the viewer may see (everyone's
 * rule for visitors), and only from members who show their location (naming where a post was
 * made is showing it) unless it is the viewer's own.
 */
export async function placePosts(
  db: Db,
  params: { viewerId: string | null; place: PostPlace; limit: number },
): Promise<PlacePostRow[]> {
  const visible = params.viewerId
    ? sql`${postVisibleTo(params.viewerId)} AND (p.user_id = ${params.viewerId} OR ${locationIsShownSql('a')})`
    : sql`${postVisibleToEveryone()} AND ${locationIsShownSql('a')}`;
  const { rows } = await db.execute<{
    id: string;
    content: string;
    location: string | null;
    image_url: string | null;
    likes_count: number;
    comments_count: number;
    created_at: string | Date;
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    profile_image_url: string | null;
  }>(sql`
    SELECT p.id, p.content, p.location, p.image_url, p.likes_count, p.comments_count,
      p.created_at, a.id AS user_id, a.first_name, a.last_name, a.profile_image_url
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE p.image_url IS NOT NULL
      AND ${atPlaceSql(params.place)}
      AND ${visible}
    ORDER BY p.likes_count DESC, p.created_at DESC, p.id DESC
    LIMIT ${params.limit}`);
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    location: row.location,
    imageUrl: row.image_url,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    createdAt: new Date(row.created_at),
    author: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
  }));
}

/**
 * The most liked photo anyone may see that was posted at a place, stored by this site (an
 * upload or a demo photo): the place image when no places provider answers.
 */
export async function bestPlacePhoto(
  db: Db,
  params: { place: PostPlace },
): Promise<{ url: string; authorName: string; postId: string } | null> {
  const { rows } = await db.execute<{
    image_url: string;
    first_name: string | null;
    last_name: string | null;
    id: string;
  }>(sql`
    SELECT p.id, p.image_url, a.first_name, a.last_name
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE p.image_url LIKE '/uploads/%'
      AND ${atPlaceSql(params.place)}
      AND ${postVisibleToEveryone()}
      AND ${locationIsShownSql('a')}
    ORDER BY p.likes_count DESC, p.created_at DESC, p.id DESC
    LIMIT 1`);
  const row = rows[0];
  if (!row) return null;
  const authorName = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'a Roamly member';
  return { url: row.image_url, authorName, postId: row.id };
}

export type TopTourRow = {
  productCode: string;
  title: string;
  productUrl: string | null;
  rating: number | null;
  reviewCount: number;
  priceFrom: number;
  currency: string;
};

/**
 * The most reviewed tours of a destination (for a country, of its places too), for the composed
 * SEO content: reads tours_destination_popularity_idx.
 */
export async function topToursOf(
  db: Db,
  params: { code: number; countryCode: string | null; type: TDestinationType; limit: number },
): Promise<TopTourRow[]> {
  const where =
    params.type === 'country' && params.countryCode
      ? sql`(t.destination_code = ${params.code} OR t.destination_code IN (
          SELECT d.code FROM destinations d WHERE d.country_code = ${params.countryCode}))`
      : sql`t.destination_code = ${params.code}`;
  const { rows } = await db.execute<{
    product_code: string;
    title: string;
    product_url: string | null;
    rating: number | null;
    review_count: number;
    price_from: number;
    currency: string;
  }>(sql`
    SELECT t.product_code, t.title, t.product_url, t.rating, t.review_count, t.price_from, t.currency
    FROM tours t
    WHERE ${where}
    ORDER BY t.review_count DESC, t.rating DESC NULLS LAST, t.product_code
    LIMIT ${params.limit}`);
  return rows.map((row) => ({
    productCode: row.product_code,
    title: row.title,
    productUrl: row.product_url,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.review_count),
    priceFrom: Number(row.price_from),
    currency: row.currency,
  }));
}
