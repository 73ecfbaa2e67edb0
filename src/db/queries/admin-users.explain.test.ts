import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { adminMembersQuery } from './admin-users.ts';

/**
 * The operator's member search must use its indexes, not read every member: the trigram indexes
 * for a name or e-mail fragment, the (created_at, id) index for the newest-first list.
 */

const database = await createTestDatabase();

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO users (email, first_name, last_name)
    SELECT 'search' || g || '@example.com', 'Member', 'Number ' || g FROM generate_series(1, 50000) g`);
  await database.db.execute(sql`ANALYZE users`);
});

/** Every node type and index name of the plan. */
async function planOf(query: SQL): Promise<string> {
  const result = await database.db.execute<{ 'QUERY PLAN': unknown }>(
    sql`EXPLAIN (FORMAT JSON) ${query}`,
  );
  const text = JSON.stringify(result.rows[0]?.['QUERY PLAN']);
  if (process.env.SHOW_PLAN) console.log(text);
  return text;
}

describe('admin member search plans', () => {
  it('finds a name or e-mail fragment through both trigram indexes', async () => {
    const plan = await planOf(
      adminMembersQuery({ q: 'number 4242', sort: 'joined', dir: 'desc', limit: 25 }),
    );
    expect(plan).toContain('users_name_fold_trgm_idx');
    expect(plan).toContain('users_email_trgm_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });

  it('walks users_created_at_id_idx for the newest members, and for the next page', async () => {
    const first = await planOf(adminMembersQuery({ sort: 'joined', dir: 'desc', limit: 25 }));
    expect(first).toContain('users_created_at_id_idx');
    expect(first).not.toContain('"Seq Scan"');
    const next = await planOf(
      adminMembersQuery({
        sort: 'joined',
        dir: 'desc',
        limit: 25,
        after: { key: String(Date.now() * 1000), id: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(next).toContain('users_created_at_id_idx');
  });
});
