import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * The e2e server's own embedded PostgreSQL (its data directory is ours: playwright.config.ts).
 * Specs use it to create state the product has no screen for yet — such as other travellers'
 * messages — instead of faking the API that reads it.
 */
function e2eDatabaseUrl(): string {
  const root = path.join(path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'), 'pg');
  const password = readFileSync(path.join(root, 'password'), 'utf8').trim();
  // postmaster.pid: line 4 is the port the cluster listens on.
  const port = readFileSync(path.join(root, 'data', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/roamly`;
}

export async function withE2eDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives the member one conversation per entry of `unread`, each with that many unread messages
 * from a new traveller. Returns the total.
 */
export async function giveUnreadMessages(memberEmail: string, unread: number[]): Promise<number> {
  return withE2eDatabase(async (client) => {
    await client.query('BEGIN');
    const member = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      memberEmail,
    ]);
    const memberId = member.rows[0]?.id;
    if (!memberId) throw new Error(`no e2e member ${memberEmail}`);
    for (const [index, count] of unread.entries()) {
      const sender = await client.query<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name, email_verified_at)
         VALUES ($1, 'Traveller', $2, now()) RETURNING id`,
        [`e2e-sender-${Date.now()}-${index}@example.test`, String(index + 1)],
      );
      // The pair is stored ordered (user_a_id < user_b_id).
      const conversation = await client.query<{ id: string }>(
        `INSERT INTO conversations (user_a_id, user_b_id)
         VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid)) RETURNING id`,
        [memberId, sender.rows[0]?.id],
      );
      await client.query(
        `INSERT INTO messages (conversation_id, sender_id, recipient_id, content)
         SELECT $1, $2, $4, 'Message ' || n FROM generate_series(1, $3::int) AS n`,
        [conversation.rows[0]?.id, sender.rows[0]?.id, count, memberId],
      );
    }
    await client.query('COMMIT');
    return unread.reduce((sum, n) => sum + n, 0);
  });
}

/** Removes every conversation of the member (so specs that count unread start from zero). */
export async function clearConversations(memberEmail: string): Promise<void> {
  await withE2eDatabase((client) =>
    client.query(
      `DELETE FROM conversations WHERE user_a_id = (SELECT id FROM users WHERE email = $1)
         OR user_b_id = (SELECT id FROM users WHERE email = $1)`,
      [memberEmail],
    ),
  );
}

/**
 * Lets a blog post's scheduled time pass at once: its `publish_at` moves to a second ago (the
 * published date follows it), as if the clock had run on to it.
 */
export async function letScheduledTimeArrive(slug: string): Promise<void> {
  const { rowCount } = await withE2eDatabase((client) =>
    client.query(
      `UPDATE blog_posts SET publish_at = now() - interval '1 second'
         WHERE slug = $1 AND status = 'scheduled'`,
      [slug],
    ),
  );
  if (rowCount !== 1) throw new Error(`no scheduled e2e blog post ${slug}`);
}

/**
 * Sends the server's queue the run of a periodic job its scheduler sends at the next cron slot
 * (every minute at best), so a spec does not wait for the clock: the server's worker (it polls
 * every second) runs it as it runs the scheduled one. The schedule itself is tested in
 * src/server/jobs/schedules.test.ts.
 */
export async function sendScheduledJobNow(name: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: e2eDatabaseUrl(),
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
    max: 1,
  });
  await boss.start();
  try {
    const id = await boss.send(name, {});
    if (!id) throw new Error(`the e2e queue did not take a ${name} job`);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
