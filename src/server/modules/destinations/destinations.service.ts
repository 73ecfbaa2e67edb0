import crypto from 'node:crypto';
import exifr from 'exifr';
import i18nCountries from 'i18n-iso-countries';
import { continents, countries } from 'countries-list';
import sharp from 'sharp';
import {
  POPULAR_DESTINATIONS_COUNT,
  VISUAL_SEARCH_MAX_SUGGESTIONS,
  type TDestination,
  type TTravelMap,
  type TVisualSearchResult,
} from '../../../contract/destinations.ts';
import type { Db } from '../../../db/client.ts';
import {
  catalogueBuilt,
  destinationExists,
  findDestinationBySlug,
  findDestinationsByCodes,
  listMemberDestinations,
  listDestinationPostCounts,
  listDestinationTableStats,
  type DestinationTableStats,
  NO_STATS,
  type DestinationStats,
  listUnlinkedMemberLocations,
} from '../../../db/queries/destinations.ts';
import { findProfileForViewer } from '../../../db/queries/people.ts';
import type { MemberContext } from '../../context.ts';
import { isValidCoordinate } from '../../geo/geocoder.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import type { AiProvider } from '../../providers/ai/ai.ts';
import { countryCodeOf } from '../people/countries.ts';
import {
  catalogue,
  catalogueCountryName,
  destinationsNear,
  matchLocationText,
  nameIndex,
  searchName,
} from './catalogue.ts';
import { FEATURED_SLUGS } from './regions.ts';
import { presentDestination } from './destinations.presenter.ts';
import { rankPopularDestinations } from './popular.ts';
import { refreshingPerDatabase } from './refreshing.ts';

export const DESTINATION_NOT_FOUND_MESSAGE = 'Destination not found';
export const UNKNOWN_DESTINATION_MESSAGE = 'Choose a destination from the suggestions';
/** The world as the Travel Map counts it: the 193 UN members and its 2 observer states. */
export const WORLD_COUNTRIES = 195;

/**
 * How long autocomplete and popular destinations reuse the table's changing columns (tours,
 * ratings, prices, images): suggestions then need no query at all. After this, the next request
 * refreshes them in the background and is answered from the previous copy.
 */
export const DESTINATION_STATS_TTL_MS = 15_000;
/**
 * The same for the public post counts per destination, which read every public post (2.5–3.3 s
 * on the bench database's million): refreshed every 5 minutes, not every 15 seconds.
 */
export const DESTINATION_POST_COUNTS_TTL_MS = 5 * 60_000;

type StatsSnapshot = { byCode: Map<number, DestinationStats>; tourCounts: Map<number, number> };

const tableStats = refreshingPerDatabase(listDestinationTableStats, DESTINATION_STATS_TTL_MS);
const postCounts = refreshingPerDatabase(listDestinationPostCounts, DESTINATION_POST_COUNTS_TTL_MS);
/** The last merge of the two, reused while neither has been refreshed. */
const merged = new WeakMap<
  object,
  { table: Map<number, DestinationTableStats>; counts: Map<number, number>; stats: StatsSnapshot }
>();

function mergeStats(
  table: Map<number, DestinationTableStats>,
  counts: Map<number, number>,
): StatsSnapshot {
  const byCode = new Map<number, DestinationStats>();
  const tourCounts = new Map<number, number>();
  for (const [code, entry] of table) {
    byCode.set(code, { ...entry, postCount: counts.get(code) ?? 0 });
    if (entry.tourCount > 0) tourCounts.set(code, entry.tourCount);
  }
  for (const [code, postCount] of counts)
    if (!byCode.has(code)) byCode.set(code, { ...NO_STATS, postCount });
  return { byCode, tourCounts };
}

/** Every destination's tours, rating, prices, image and public post count, from memory. */
async function destinationStatsOf(db: Db): Promise<StatsSnapshot> {
  const [table, counts] = await Promise.all([tableStats.get(db), postCounts.get(db)]);
  const last = merged.get(db);
  if (last?.table === table && last.counts === counts) return last.stats;
  const stats = mergeStats(table, counts);
  merged.set(db, { table, counts, stats });
  return stats;
}

/** Drops the cached destination stats (after a tours import, and in tests). */
export function forgetDestinationStats(db: Db): void {
  tableStats.forget(db);
  postCounts.forget(db);
}

/**
 * GET /api/search/autocomplete: typo-tolerant trigram matching over the catalogue's names (in
 * memory, name-index.ts), ranked by match, population and tours, with the tours, rating, prices,
 * image and post counts of the table (cached, see DESTINATION_STATS_TTL_MS).
 */
export async function autocomplete(
  ctx: MemberContext,
  input: { q: string; limit: number; type?: TDestination['type'] },
): Promise<TDestination[]> {
  const { byCode, tourCounts } = await destinationStatsOf(ctx.db);
  const hits = nameIndex().search(searchName(input.q), {
    limit: input.limit,
    type: input.type,
    tourCounts,
  });
  return hits.map(({ row }) =>
    presentDestination({ ...row, ...(byCode.get(row.code) ?? NO_STATS) }),
  );
}

/** The popular list of each stats snapshot: ranking it (thousands of candidates) once, not per request. */
const popularOf = new WeakMap<StatsSnapshot, TDestination[]>();

/**
 * GET /api/destinations/popular: 6, by tours and member posts (featured ones on a quiet site),
 * ranked in memory from the cached stats (at most DESTINATION_STATS_TTL_MS old, see popular.ts).
 */
export async function listPopularDestinations(ctx: MemberContext): Promise<TDestination[]> {
  const snapshot = await destinationStatsOf(ctx.db);
  const known = popularOf.get(snapshot);
  if (known) return known;
  const ranked = rankPopularDestinations({
    catalogue: catalogue(),
    stats: snapshot.byCode,
    featured: FEATURED_SLUGS,
    limit: POPULAR_DESTINATIONS_COUNT,
  }).map(({ row, stats }) => presentDestination({ ...row, ...(stats ?? NO_STATS) }));
  popularOf.set(snapshot, ranked);
  return ranked;
}

/** GET /api/destinations/:slug (the slug already normalised by the contract). */
export async function getDestination(ctx: MemberContext, slug: string): Promise<TDestination> {
  const row = slug ? await findDestinationBySlug(ctx.db, slug) : null;
  if (!row) throw notFound(DESTINATION_NOT_FOUND_MESSAGE);
  return presentDestination(row);
}

/** The photo's GPS position from its EXIF (JPEG, PNG, WebP, HEIC), or null. */
export async function photoGps(
  image: Buffer,
): Promise<{ latitude: number; longitude: number } | null> {
  const gps = (await exifr.gps(image).catch(() => undefined)) as
    { latitude?: unknown; longitude?: unknown } | undefined;
  if (!gps || !isValidCoordinate(gps.latitude, gps.longitude)) return null;
  return { latitude: gps.latitude as number, longitude: gps.longitude as number };
}

const PREVIEW_SIZE = 768;

async function previewOf(image: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(image, { limitInputPixels: 100_000_000, failOn: 'error' })
      .rotate()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * POST /api/search/visual: destinations for a photo (already checked to be an image). Its GPS
 * gives the nearest catalogue city, a travel region around it and its country; without GPS the
 * ai provider's analysis is asked where it is and its answer matched against the catalogue.
 */
export async function visualSearch(
  ctx: MemberContext,
  provider: AiProvider,
  image: Buffer,
): Promise<TVisualSearchResult> {
  const cat = catalogue();
  const gps = await photoGps(image);
  if (gps) {
    const near = destinationsNear(cat, gps.latitude, gps.longitude);
    const rows = await findDestinationsByCodes(
      ctx.db,
      near.slice(0, VISUAL_SEARCH_MAX_SUGGESTIONS).map((row) => row.code),
    );
    if (rows.length > 0) {
      return { suggestedDestinations: rows.map(presentDestination), source: 'gps' };
    }
  }
  const preview = await previewOf(image);
  if (!preview) throw badRequest('This image could not be read. Please try another photo.');
  const analysis = await provider.analyzeMedia(
    {
      kind: 'image',
      image: preview,
      latitude: null,
      longitude: null,
      takenAt: null,
      seed: crypto.createHash('sha256').update(image).digest('hex'),
    },
    { log: ctx.log },
  );
  const match = analysis.location ? matchLocationText(cat, analysis.location) : null;
  const codes = match ? [match.code] : [];
  if (match && match.type !== 'country' && match.countryCode) {
    const country = cat.rows.find(
      (row) => row.type === 'country' && row.countryCode === match.countryCode,
    );
    if (country) codes.push(country.code);
  }
  const rows = await findDestinationsByCodes(ctx.db, codes);
  ctx.log.info(
    { provider: analysis.provider, found: rows.length },
    'visual search: no GPS, used the image analysis',
  );
  return {
    suggestedDestinations: rows.map(presentDestination),
    source: rows.length > 0 ? 'analysis' : 'none',
  };
}

/**
 * The destination code a new post stores: the one the member chose from the autocomplete (it
 * must exist), else the nearest destination of its photo's GPS, else the destination its
 * free-text location names exactly ('Lisbon, Portugal'), else none.
 */
export async function resolvePostDestination(
  db: Db,
  input: {
    destinationCode?: number | null;
    location?: string | null;
    gps?: { latitude: number; longitude: number } | null;
  },
): Promise<number | null> {
  if (input.destinationCode !== undefined && input.destinationCode !== null) {
    if (!(await destinationExists(db, input.destinationCode))) {
      throw badRequest(UNKNOWN_DESTINATION_MESSAGE);
    }
    return input.destinationCode;
  }
  if (!input.gps && !input.location) return null;
  // No catalogue in this database (yet): nothing to link to, and nothing to compute.
  if (!(await catalogueBuilt(db))) return null;
  const cat = catalogue();
  const found =
    (input.gps ? destinationsNear(cat, input.gps.latitude, input.gps.longitude)[0] : null) ??
    (input.location ? matchLocationText(cat, input.location) : null);
  if (!found) return null;
  return (await destinationExists(db, found.code)) ? found.code : null;
}

const continentName = (alpha2: string): string | null => {
  const key = (countries as Partial<Record<string, { continent: string }>>)[alpha2]?.continent;
  return key ? ((continents as Record<string, string>)[key] ?? null) : null;
};

/**
 * GET /api/users/:id/travel-map, and the same count for home's Countries Visited: the countries
 * of the destinations of the member's posts that the viewer may see (a post not linked to the
 * catalogue counts by the country its location names), their continents, the cities, and the
 * share of the world's WORLD_COUNTRIES.
 */
/** A member's travel map as the viewer may see it; 404 when the profile is not theirs to see. */
export async function memberTravelMap(ctx: MemberContext, userId: string): Promise<TTravelMap> {
  const profile = await findProfileForViewer(ctx.db, { id: userId, viewerId: ctx.viewer.id });
  if (!profile) throw notFound('User not found');
  authorize(ctx.viewer, 'profile.view', {
    id: profile.id,
    suspended: profile.suspendedAt !== null,
    blockedViewer: profile.blockedViewer,
  });
  return travelMap(ctx.db, { userId, viewerId: ctx.viewer.id });
}

export async function travelMap(
  db: Db,
  { userId, viewerId }: { userId: string; viewerId: string },
): Promise<TTravelMap> {
  const [linked, unlinked] = await Promise.all([
    listMemberDestinations(db, { userId, viewerId }),
    listUnlinkedMemberLocations(db, { userId, viewerId }),
  ]);
  const countryPosts = new Map<string, number>();
  const add = (code: string | null, posts: number) => {
    if (!code) return;
    countryPosts.set(code, (countryPosts.get(code) ?? 0) + posts);
  };
  for (const row of linked) add(row.countryCode, row.postCount);
  for (const row of unlinked) add(countryCodeOf(row.location), row.postCount);

  const countryList = [...countryPosts.entries()]
    .map(([code, postCount]) => ({
      code,
      numericCode: i18nCountries.alpha2ToNumeric(code) ?? null,
      name: catalogueCountryName(code) ?? code,
      continent: continentName(code),
      postCount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const continentList = [
    ...new Set(countryList.flatMap((country) => country.continent ?? [])),
  ].sort((a, b) => a.localeCompare(b, 'en'));
  const cities = linked
    .filter((row) => row.type === 'city')
    .map((row) => ({
      id: row.code,
      name: row.name,
      slug: row.slug,
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
      postCount: row.postCount,
    }));
  return {
    countries: countryList,
    cities,
    continents: continentList,
    worldShare: Math.min(1, countryList.length / WORLD_COUNTRIES),
    worldCountries: WORLD_COUNTRIES,
  };
}
