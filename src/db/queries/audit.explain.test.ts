import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { auditEntriesQuery, type AuditFilters } from './audit.ts';

/** The audit log is read newest first, whole or by one filter: each walks its own index. */

const database = await createTestDatabase();

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO audit_log (actor_label, action, object_type, object_id, created_at)
    SELECT 'Ops', 'action.' || (g % 20), 'type' || (g % 10), (g % 2000)::text,
      now() - g * interval '1 minute'
    FROM generate_series(1, 40000) g`);
  await database.db.execute(sql`ANALYZE audit_log`);
});

async function planOf(filters: AuditFilters): Promise<string> {
  const query = auditEntriesQuery(database.db, { filters, limit: 25 }).toSQL();
  const result = await database.pool.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
  return JSON.stringify(result.rows[0]);
}

describe('audit log plans', () => {
  it.each([
    [{}, 'audit_log_created_at_idx'],
    [{ action: 'action.7' }, 'audit_log_action_idx'],
  ] as const)('%o walks %s without sorting', async (filters, index) => {
    const plan = await planOf(filters);
    expect(plan).toContain(index);
    expect(plan).not.toContain('"Sort"');
    expect(plan).not.toContain('"Seq Scan"');
  });

  it("reads one object's history from audit_log_object_idx", async () => {
    // Twenty rows: the planner may fetch them by bitmap and sort them, which is as cheap.
    const plan = await planOf({ objectType: 'type3', objectId: '13' });
    expect(plan).toContain('audit_log_object_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });
});
