/**
 * Test-only: destination rows and tours written straight to the database, so tour tests do not
 * wait for the whole catalogue build.
 */
import { sql } from 'drizzle-orm';
import { destinationSlug, type TDestinationType } from '../../../contract/destinations.ts';
import type { Db } from '../../../db/client.ts';
import { destinations } from '../../../db/schema/index.ts';
import type { TourInput } from './tour-store.ts';

export type TestDestination = {
  code: number;
  name: string;
  countryCode: string | null;
  type?: TDestinationType;
  latitude?: number;
  longitude?: number;
  population?: number;
  slug?: string;
};

/** The demo destinations the sample catalogue and the Viator fake refer to. */
export const TEST_DESTINATIONS = {
  cancun: { code: 684, name: 'Cancún', countryCode: 'MX', latitude: 21.17, longitude: -86.85 },
  lisbon: { code: 2267057, name: 'Lisbon', countryCode: 'PT', latitude: 38.72, longitude: -9.14 },
  paris: { code: 2988507, name: 'Paris', countryCode: 'FR', latitude: 48.85, longitude: 2.35 },
  tokyo: { code: 1850147, name: 'Tokyo', countryCode: 'JP', latitude: 35.69, longitude: 139.69 },
  london: { code: 2643743, name: 'London', countryCode: 'GB', latitude: 51.51, longitude: -0.13 },
} satisfies Record<string, TestDestination>;

/** Inserts (or leaves) destination rows. */
export async function insertDestinations(db: Db, rows: readonly TestDestination[]) {
  await db
    .insert(destinations)
    .values(
      rows.map((row) => ({
        code: row.code,
        slug: row.slug ?? destinationSlug(row.name),
        name: row.name,
        asciiName: destinationSlug(row.name).replace(/-/g, ' '),
        type: row.type ?? 'city',
        countryCode: row.countryCode,
        latitude: row.latitude ?? 0,
        longitude: row.longitude ?? 0,
        population: row.population ?? 100_000,
      })),
    )
    .onConflictDoNothing();
}

let sequence = 0;

/** A complete tour input; tests override what they are about. */
export function tourInput(overrides: Partial<TourInput> = {}): TourInput {
  sequence += 1;
  return {
    productCode: `TEST-${sequence}`,
    source: 'operator',
    destinationCode: TEST_DESTINATIONS.cancun.code,
    title: `Test tour ${sequence}`,
    shortDescription: 'A tour written by a test.',
    imageUrl: null,
    productUrl: `https://tours.example/${sequence}`,
    category: 'sightseeing',
    tagIds: [],
    rating: 4.5,
    reviewCount: 10,
    durationMinutes: 120,
    durationText: null,
    priceFrom: 50,
    currency: 'USD',
    freeCancellation: false,
    highlights: [],
    providerUpdatedAt: null,
    ...overrides,
  };
}

/** Empties the tours table (and the counts it keeps) between scenarios. */
export async function clearTours(db: Db) {
  await db.execute(sql`DELETE FROM tours`);
  await db.execute(
    sql`UPDATE destinations SET tour_count = 0, avg_rating = NULL, price_min = NULL, price_max = NULL`,
  );
}
