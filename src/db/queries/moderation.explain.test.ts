import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { reportsAgainstStatement } from './admin-member-detail.ts';
import { closedCasesStatement, openCasesStatement } from './moderation-cases.ts';

/**
 * The queue pages walk their partial indexes in order (no sort of every open case), and each
 * case's report figures come from post_reports_case_id_idx: 20,000 cases, a quarter open, with
 * two reports each.
 */
const database = await createTestDatabase();

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO users (email, first_name) SELECT 'reporter' || g || '@example.com', 'R' || g
    FROM generate_series(1, 200) g`);
  await database.db.execute(sql`
    INSERT INTO moderation_cases (target_type, target_id, status, rank_key, opened_at, closed_at)
    SELECT 'post', gen_random_uuid(),
      CASE WHEN g % 4 = 0 THEN 'open' WHEN g % 4 = 1 THEN 'resolved' ELSE 'dismissed' END,
      random() * 40 - g / 10.0, now() - g * interval '1 minute',
      CASE WHEN g % 4 = 0 THEN NULL ELSE now() - g * interval '30 seconds' END
    FROM generate_series(1, 20000) g`);
  await database.db.execute(sql`
    INSERT INTO post_reports (target_type, target_id, case_id, reporter_id, reason)
    SELECT 'post', mc.target_id, mc.id, u.id, 'spam'
    FROM moderation_cases mc
    JOIN LATERAL (SELECT id FROM users ORDER BY random() LIMIT 2) u ON TRUE`);
  // Each case's author: one of the 200 members (about 100 cases each).
  await database.db.execute(sql`
    UPDATE moderation_cases mc SET subject_id = u.id
    FROM (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS n FROM users) u
    WHERE u.n = abs(hashtext(mc.id::text)) % 200`);
  await database.db.execute(sql`ANALYZE`);
}, 120_000);

async function planOf(statement: SQL): Promise<string> {
  const result = await database.db.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`);
  return JSON.stringify(result.rows[0]);
}

describe('moderation queue plans', () => {
  it('open cases walk moderation_cases_queue_idx, also after a cursor', async () => {
    for (const after of [undefined, { rank: 0, id: '00000000-0000-4000-8000-000000000000' }]) {
      const plan = await planOf(openCasesStatement({ limit: 20, after }));
      expect(plan).toContain('moderation_cases_queue_idx');
      expect(plan).toContain('post_reports_case_id_idx');
      // The only sort left orders the 21 rows of the page, after the limit.
      expect(plan).not.toMatch(/"Seq Scan"[^{}]*"Relation Name":"moderation_cases"/);
    }
  });

  it('closed cases walk moderation_cases_closed_idx', async () => {
    const plan = await planOf(closedCasesStatement({ status: 'resolved', limit: 20 }));
    expect(plan).toContain('moderation_cases_closed_idx');
    expect(plan).not.toMatch(/"Seq Scan"[^{}]*"Relation Name":"moderation_cases"/);
  });
});

describe('reports against a member (the member page)', () => {
  it('reads the member’s cases by moderation_cases_subject_idx, then their reports by case', async () => {
    const result = await database.db.execute<{ id: string }>(sql`SELECT id FROM users LIMIT 1`);
    const userId = result.rows[0]!.id;
    for (const after of [undefined, { key: String(Date.now() * 1000), id: userId }]) {
      const plan = await planOf(reportsAgainstStatement({ userId, limit: 10, after }));
      expect(plan).toContain('moderation_cases_subject_idx');
      expect(plan).toContain('post_reports_case_id_idx');
      expect(plan).not.toMatch(/"Seq Scan"[^{}]*"Relation Name":"(moderation_cases|post_reports)"/);
    }
  });
});

describe('moderation queue plans: the page is cut first', () => {
  it('sorts at most the page, never every open case', async () => {
    const plan = JSON.parse(await planOf(openCasesStatement({ limit: 20 }))) as {
      'QUERY PLAN': [{ Plan: PlanNode }];
    };
    const sorts: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (
        node['Node Type'] === 'Sort' &&
        node['Sort Key']?.some((key) => key.includes('rank_key'))
      ) {
        sorts.push(node);
      }
      node.Plans?.forEach(walk);
    };
    walk(plan['QUERY PLAN'][0].Plan);
    expect(sorts.every((node) => node['Plan Rows'] <= 21)).toBe(true);
  });
});

type PlanNode = {
  'Node Type': string;
  'Plan Rows': number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};
