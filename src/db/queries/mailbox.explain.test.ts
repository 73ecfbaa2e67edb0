import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/database.ts';
import { mailboxListQuery, unreadCountQuery } from './mailbox.ts';

/** The inbox's list and unread count, polled every 30 s, each walk their own index. */

const database = await createTestDatabase();

beforeAll(async () => {
  await database.db.execute(sql`
    INSERT INTO mailbox_messages (message_id, thread_id, folder, source, from_address, to_address,
      subject, text_body, date, is_read)
    SELECT '<m' || g || '@example.com>', gen_random_uuid(),
      CASE WHEN g % 5 = 0 THEN 'sent' ELSE 'inbox' END, 'smtp', 'a@example.com', 'b@example.com',
      'Subject ' || g, 'Body ' || g, now() - g * interval '1 minute', g % 50 <> 0
    FROM generate_series(1, 30000) g`);
  await database.db.execute(sql`ANALYZE mailbox_messages`);
});

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const result = await database.pool.query(`EXPLAIN (FORMAT JSON) ${text}`, params);
  return JSON.stringify(result.rows[0]);
}

describe('mailbox plans', () => {
  it('a page of a folder walks mailbox_messages_folder_date_idx without sorting', async () => {
    for (const before of [
      undefined,
      { date: new Date(Date.now() - 3_600_000), id: crypto.randomUUID() },
    ]) {
      const plan = await planOf(
        mailboxListQuery(database.db, { folder: 'inbox', before, limit: 50 }),
      );
      expect(plan).toContain('mailbox_messages_folder_date_idx');
      expect(plan).not.toContain('"Sort"');
      expect(plan).not.toContain('"Seq Scan"');
    }
  });

  it('the unread count reads the partial index of unread messages', async () => {
    const plan = await planOf(unreadCountQuery(database.db));
    expect(plan).toContain('mailbox_messages_unread_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });
});
