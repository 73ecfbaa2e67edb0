import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { computeDayFigures } from '../../../db/queries/admin-activity.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { addDays } from './utc-days.ts';

const { db } = await createTestDatabase();
// Members who signed up long before the days under test (their sign-up day is not in range).
const members = await Promise.all(
  Array.from({ length: 6 }, () =>
    buildUser(db, {
      createdAt: new Date('2030-01-01T00:00:00Z'),
      lastActiveAt: new Date('2030-01-01T00:00:00Z'),
    }),
  ),
);
const FROM = '2031-06-01';
const TO = '2031-06-20';

/** Distinct members active in the `length` days ending `day`, counted the obvious way. */
function naive(activity: Array<[number, string]>, day: string, length: number): number {
  const first = addDays(day, -(length - 1));
  return new Set(activity.filter(([, d]) => d >= first && d <= day).map(([m]) => m)).size;
}

it('counts DAU, WAU, MAU and the six-day count like distinct counts over each window', async () => {
  const dayIndex = fc.integer({ min: -35, max: 19 });
  const rows = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 5 }), dayIndex), {
    selector: ([m, d]) => `${m}:${d}`,
    maxLength: 60,
  });
  await fc.assert(
    fc.asyncProperty(rows, async (picked) => {
      const activity = picked.map(([m, d]): [number, string] => [m, addDays(FROM, d)]);
      await db.execute(sql`DELETE FROM member_activity_days WHERE day > '2030-01-01'`);
      for (const [m, day] of activity) {
        await db.execute(
          sql`INSERT INTO member_activity_days (user_id, day) VALUES (${members[m]!.id}, ${day})`,
        );
      }
      const figures = await computeDayFigures(db, {
        from: FROM,
        to: TO,
        activity: 'stored',
        windowDays: 30,
      });
      for (const row of figures) {
        expect([row.dau, row.wau, row.mau, row.activePrior6d]).toEqual([
          naive(activity, row.day, 1),
          naive(activity, row.day, 7),
          naive(activity, row.day, 30),
          naive(activity, row.day, 6),
        ]);
      }
    }),
    { numRuns: 25 },
  );
});
