import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { executePrepared, executeShape, placeholder } from './prepared.ts';

const database = await createTestDatabase();
afterEach(() => vi.restoreAllMocks());

/** `ids`: a placeholder, or an array as one parameter. */
const statement = (ids: unknown) =>
  sql`SELECT x::text AS id, ${'2026-01-02 03:04:05+00'}::timestamptz AS at, 3::int AS n
    FROM unnest(${ids}::text[]) x ORDER BY x`;

describe('prepared statements through node-postgres', () => {
  it('are sent named on the pool, with timestamps as text and arrays as one parameter', async () => {
    const spy = vi.spyOn(database.pool, 'query');
    const { rows } = await executeShape<{ id: string; at: string; n: number }>(
      database.db,
      'test:prepared',
      () => statement(placeholder('ids')),
      { ids: ['b', 'a'] },
    );
    expect(rows).toEqual([
      { id: 'a', at: '2026-01-02 03:04:05+00', n: 3 },
      { id: 'b', at: '2026-01-02 03:04:05+00', n: 3 },
    ]);
    const [config] = spy.mock.calls[0] ?? [];
    expect((config as { name?: string }).name).toMatch(/^r_/);
  });

  it('answer the same inside a transaction (unnamed there: its connection is not exposed)', async () => {
    const outside = await executePrepared(database.db, statement(sql.param(['c', 'a'])));
    const inside = await database.db.transaction((tx) =>
      executePrepared(tx, statement(sql.param(['c', 'a']))),
    );
    expect(inside.rows).toEqual(outside.rows);
    expect(inside.rows).toHaveLength(2);
  });
});
