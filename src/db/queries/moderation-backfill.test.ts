import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOpenCases } from './moderation-cases.ts';
import { openCaseFor, refreshCaseRank } from './moderation.ts';
import { moderationCases, postReports } from '../schema/index.ts';
import { createTestDatabase } from '../../server/test/database.ts';
import { buildPost } from '../../server/test/content-factories.ts';
import { buildUser } from '../../server/test/factories.ts';

/**
 * Migration 0040 puts the post reports filed before the queue existed into cases. Its backfill
 * block is run here on reports written the old way (no case) and must rank them exactly as the
 * app ranks a new case.
 */
const database = await createTestDatabase();
const backfill = readFileSync(
  new URL('../migrations/0040_moderation_queue.sql', import.meta.url),
  'utf8',
)
  .split('-- backfill:start')[1]!
  .split('-- backfill:end')[0]!
  .split('--> statement-breakpoint');

describe('migration 0040 backfill', () => {
  it('groups old reports into one open case per post with the app’s rank', async () => {
    const author = await buildUser(database);
    const [a, b] = [await buildUser(database), await buildUser(database)];
    const post = await buildPost(database, { userId: author.id });
    const other = await buildPost(database, { userId: author.id });
    await database.db.insert(postReports).values([
      { postId: post.id, targetId: post.id, reporterId: a.id, reason: 'spam' },
      { postId: post.id, targetId: post.id, reporterId: b.id, reason: 'hate' },
      { postId: other.id, targetId: other.id, reporterId: a.id, reason: 'spam' },
    ]);
    // The statements' first line is a comment; each runs as it will at boot.
    for (const statement of backfill) await database.db.execute(sql.raw(statement));

    const cases = await database.db.select().from(moderationCases);
    expect(cases.map((row) => [row.targetId, row.subjectId, row.status]).sort()).toEqual(
      [
        [post.id, author.id, 'open'],
        [other.id, author.id, 'open'],
      ].sort(),
    );
    const reports = await database.db.select().from(postReports);
    expect(reports.every((row) => row.caseId !== null)).toBe(true);
    const migrated = cases.find((row) => row.targetId === post.id)!;
    const rank = migrated.rankKey;
    await refreshCaseRank(database.db, migrated.id);
    const [again] = await database.db
      .select({ rankKey: moderationCases.rankKey })
      .from(moderationCases)
      .where(eq(moderationCases.id, migrated.id));
    expect(again!.rankKey).toBeCloseTo(rank, 6);
    const queue = await listOpenCases(database.db, { limit: 10 });
    expect(queue.map((row) => row.targetId)).toEqual([post.id, other.id]);
    // A new report of the same post joins the migrated case.
    expect(
      await openCaseFor(database.db, {
        targetType: 'post',
        targetId: post.id,
        subjectId: author.id,
      }),
    ).toBe(migrated.id);
  });
});
