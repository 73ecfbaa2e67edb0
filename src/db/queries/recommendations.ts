import { eq, inArray } from 'drizzle-orm';
import type { TDestinationType } from '../../contract/destinations.ts';
import type { Db } from '../client.ts';
import { destinations, users } from '../schema/index.ts';

/** The travel profile the recommendation engine reads (settings → Travel Profile). */
export async function findTravelProfile(db: Db, params: { userId: string }) {
  const [row] = await db
    .select({
      travelStyle: users.travelStyle,
      travelInterests: users.travelInterests,
      favoriteDestinations: users.favoriteDestinations,
      languages: users.languages,
    })
    .from(users)
    .where(eq(users.id, params.userId))
    .limit(1);
  return row ?? null;
}

export type CandidateRow = {
  code: number;
  slug: string;
  name: string;
  type: TDestinationType;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  tourCount: number;
};

/** Catalogue entries by slug (the engine's profiled destinations). */
export async function destinationsBySlugs(
  db: Db,
  params: { slugs: readonly string[] },
): Promise<CandidateRow[]> {
  if (params.slugs.length === 0) return [];
  return db
    .select({
      code: destinations.code,
      slug: destinations.slug,
      name: destinations.name,
      type: destinations.type,
      countryCode: destinations.countryCode,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
      tourCount: destinations.tourCount,
    })
    .from(destinations)
    .where(inArray(destinations.slug, [...params.slugs]));
}
