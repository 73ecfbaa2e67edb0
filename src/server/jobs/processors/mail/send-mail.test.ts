import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { findMailMessage } from '../../../../db/queries/mail.ts';
import type { MailProvider, OutgoingMail } from '../../../providers/mail/mail.ts';
import { createTestApp } from '../../../test/app.ts';
import { createSendMailProcessor, INTERRUPTED_DELIVERY } from './send-mail.ts';

const { app, database } = await createTestApp();
await app.ready();
const log = pino({ level: 'silent' });

/** A provider that records what it sends and fails while `failures` lasts. */
function recordingProvider(failures = 0) {
  const sent: OutgoingMail[] = [];
  let remaining = failures;
  const provider: MailProvider = {
    kind: 'smtp',
    async send(message) {
      if (remaining > 0) {
        remaining -= 1;
        throw new Error('connection refused');
      }
      sent.push(message);
      return { providerMessageId: `<${message.id}@test>` };
    },
    async close() {},
  };
  return { provider, sent };
}

let counter = 0;
async function queueMail(dedupeKey = `test:${(counter += 1)}`) {
  const created = await app.deps.mail.queue(database.db, {
    dedupeKey,
    kind: 'test',
    userId: null,
    to: 'someone@example.com',
    subject: 'Hello',
    text: 'Follow https://roamly.example/x?token=abc',
  });
  const { rows } = await database.pool.query<{ id: string }>(
    'SELECT id FROM mail_messages WHERE dedupe_key = $1',
    [dedupeKey],
  );
  return { created, id: rows[0]?.id ?? '' };
}

const attempt = (retryCount: number) => ({ id: 'job', retryCount, retryLimit: 5 });

describe('mail-send processor', () => {
  it('queues a dedupe key once: a second call neither stores nor sends anything', async () => {
    const first = await queueMail('welcome:1');
    const second = await queueMail('welcome:1');
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.id).toBe(first.id);
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'mail-send' AND data->>'messageId' = $1",
      [first.id],
    );
    expect(rows[0]).toEqual({ jobs: 1 });
  });

  it('sends once: a repeated job for a sent message does nothing', async () => {
    const { id } = await queueMail();
    const { provider, sent } = recordingProvider();
    const run = createSendMailProcessor({ db: database.db, provider, log });
    await run({ messageId: id }, attempt(0));
    await run({ messageId: id }, attempt(1));
    expect(sent).toHaveLength(1);
    expect(await findMailMessage(database.db, { id })).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      providerMessageId: `<${id}@test>`,
    });
  });

  it('keeps the message queued between failed attempts and fails it after the last', async () => {
    const { id } = await queueMail();
    const { provider, sent } = recordingProvider(10);
    const run = createSendMailProcessor({ db: database.db, provider, log });
    await expect(run({ messageId: id }, attempt(0))).rejects.toThrow('connection refused');
    expect(await findMailMessage(database.db, { id })).toMatchObject({
      status: 'queued',
      provider: null,
      error: 'connection refused',
    });
    await expect(run({ messageId: id }, attempt(5))).rejects.toThrow('connection refused');
    expect(await findMailMessage(database.db, { id })).toMatchObject({
      status: 'failed',
      error: 'connection refused',
    });
    expect(sent).toHaveLength(0);
  });

  it('never resends after an attempt died mid-send (claimed, never finished)', async () => {
    const { id } = await queueMail();
    await database.pool.query("UPDATE mail_messages SET provider = 'smtp' WHERE id = $1", [id]);
    const { provider, sent } = recordingProvider();
    const run = createSendMailProcessor({ db: database.db, provider, log });
    await run({ messageId: id }, attempt(1));
    expect(sent).toHaveLength(0);
    expect(await findMailMessage(database.db, { id })).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_DELIVERY,
    });
  });

  it('the embedded provider marks the message sent and logs its link', async () => {
    const { id } = await queueMail();
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const run = createSendMailProcessor({
      db: database.db,
      provider: app.deps.mail.provider,
      log: capture,
    });
    await run({ messageId: id }, attempt(0));
    expect(await findMailMessage(database.db, { id })).toMatchObject({
      status: 'sent',
      provider: 'embedded',
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        mailId: id,
        link: 'https://roamly.example/x?token=abc',
        msg: 'E-mail delivered to the embedded mailbox',
      }),
    );
  });
});
