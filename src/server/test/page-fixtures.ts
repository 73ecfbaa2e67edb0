import type { Database, Db } from '../../db/client.ts';
import { destinations } from '../../db/schema/index.ts';

/**
 * Catalogue rows for the destination pages' tests (the real catalogue is built at start from
 * GeoNames; tests write only the places they need).
 */

type DbLike = Db | Database;
const dbOf = (db: DbLike): Db => ('db' in db ? db.db : db);

export const LISBON = {
  code: 2267057,
  slug: 'lisbon',
  name: 'Lisbon',
  asciiName: 'lisbon',
  type: 'city',
  countryCode: 'PT',
  latitude: 38.71667,
  longitude: -9.13333,
  population: 517_802,
} as const;

export const PORTUGAL = {
  code: 620,
  slug: 'portugal',
  name: 'Portugal',
  asciiName: 'portugal',
  type: 'country',
  countryCode: 'PT',
  latitude: 39.5,
  longitude: -8,
  population: 10_300_000,
} as const;

export const CANCUN = {
  code: 684,
  slug: 'cancun',
  name: 'Cancún',
  asciiName: 'cancun',
  type: 'city',
  countryCode: 'MX',
  latitude: 21.17429,
  longitude: -86.84656,
  population: 542_043,
} as const;

export const LONDON = {
  code: 2643743,
  slug: 'london',
  name: 'London',
  asciiName: 'london',
  type: 'city',
  countryCode: 'GB',
  latitude: 51.50853,
  longitude: -0.12574,
  population: 8_961_989,
} as const;

export async function buildDestination(
  db: DbLike,
  values: typeof destinations.$inferInsert,
): Promise<void> {
  await dbOf(db).insert(destinations).values(values).onConflictDoNothing();
}
