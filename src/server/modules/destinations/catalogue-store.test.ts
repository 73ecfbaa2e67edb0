import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.ts';
import * as schema from '../../../db/schema/index.ts';
import { destinations } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { CATALOGUE_VERSION, type CatalogueRow } from './catalogue.ts';
import { upsertCatalogueRows } from './catalogue-store.ts';

const { db, pool } = await createTestDatabase();

function place(code: number, overrides: Partial<CatalogueRow> = {}): CatalogueRow {
  return {
    code,
    slug: `place-${code}`,
    name: `Place ${code}`,
    asciiName: `place ${code}`,
    type: 'city',
    countryCode: 'PT',
    admin1: '14',
    latitude: 38.7223,
    longitude: -9.1393,
    population: code,
    ...overrides,
  };
}

/** Runs `work` on one connection and returns how many statements it sent. */
async function countStatements(work: (tx: Db) => Promise<void>): Promise<number> {
  const client = await pool.connect();
  const query = vi.spyOn(client, 'query');
  try {
    await work(drizzle(client, { schema }));
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
    client.release();
  }
}

describe('upsertCatalogueRows (the first start writes ~24,000 of them)', () => {
  it('writes 12,000 rows in three statements, each field as given', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => place(1_000_000 + i));
    rows[0] = place(1_000_000, {
      name: 'L\'Aquila "centro" — Cancún',
      asciiName: "l'aquila centro cancun",
      type: 'region',
      countryCode: null,
      admin1: null,
      latitude: -33.868_82,
      longitude: 151.209_29,
      population: 2_147_483_647,
    });
    expect(await countStatements((tx) => upsertCatalogueRows(tx, rows))).toBe(3);

    const written = await db
      .select()
      .from(destinations)
      .where(inArray(destinations.code, [1_000_000, 1_011_999]));
    expect(written.length).toBe(2);
    const first = written.find((row) => row.code === 1_000_000);
    expect(first).toMatchObject({
      ...rows[0],
      catalogueVersion: CATALOGUE_VERSION,
      tourCount: 0,
      imageUrl: null,
    });
    expect(written.find((row) => row.code === 1_011_999)).toMatchObject(rows[11_999]!);
  });

  it('rewrites the catalogue columns of a row it meets again and keeps the ones others own', async () => {
    const code = 2_000_000;
    await upsertCatalogueRows(db, [place(code)]);
    await db
      .update(destinations)
      .set({ tourCount: 7, imageUrl: '/uploads/own.webp', catalogueVersion: 0 })
      .where(eq(destinations.code, code));

    await upsertCatalogueRows(db, [place(code, { name: 'Renamed', slug: 'renamed-place' })]);
    const [row] = await db.select().from(destinations).where(eq(destinations.code, code));
    expect(row).toMatchObject({
      name: 'Renamed',
      slug: 'renamed-place',
      catalogueVersion: CATALOGUE_VERSION,
      tourCount: 7,
      imageUrl: '/uploads/own.webp',
    });
  });
});
