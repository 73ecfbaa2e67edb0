import { ImapFlow } from 'imapflow';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteEmailRoute, inboxRoute, type TInboxEmail } from '../../../contract/admin-inbox.ts';
import { createTestApp } from '../../test/app.ts';
import { DOVECOT_MISSING, startPrivateDovecot } from '../../test/dovecot.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { parseImapUrl, syncImapFolder } from './imap-sync.ts';

describe.skipIf(DOVECOT_MISSING !== undefined)(
  `IMAP sync against a private Dovecot${DOVECOT_MISSING ? ` (skipped: ${DOVECOT_MISSING})` : ''}`,
  async () => {
    const dovecot = await startPrivateDovecot();
    afterAll(() => dovecot.stop());
    const imapUrl = `imap://${dovecot.user}:${dovecot.password}@127.0.0.1:${dovecot.port}/INBOX`;
    const { app } = await createTestApp({ imapUrl });
    const admin = await buildMember(app.deps.database, { role: 'admin' });
    const target = parseImapUrl(imapUrl);
    const sync = () =>
      syncImapFolder({
        db: app.deps.database.db,
        storage: app.deps.storage,
        log: app.log,
        target,
      });

    /** The account's own client, as another mail program would write to the folder. */
    async function withAccount<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port: dovecot.port,
        secure: false,
        auth: { user: dovecot.user, pass: dovecot.password },
        logger: false,
      });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.logout();
      }
    }

    let counter = 0;
    function rawMessage(subject: string, extra = ''): { raw: string; messageId: string } {
      counter += 1;
      const messageId = `<imap-${counter}-${Date.now()}@traveller.example>`;
      const headers = [
        'From: Ana Traveller <ana@traveller.example>',
        'To: hello@roamly.example',
        `Subject: ${subject}`,
        `Message-ID: ${messageId}`,
        'Date: Sun, 01 Nov 2026 09:00:00 +0000',
        ...(extra ? [extra] : []),
        'Content-Type: text/plain; charset=utf-8',
      ];
      const raw = [...headers, '', `Body of ${subject}.`, ''].join('\r\n');
      return { raw, messageId };
    }

    async function inbox(): Promise<{ emails: TInboxEmail[]; channels: unknown[] }> {
      const response = await injectRoute(app, inboxRoute, {
        query: { limit: 100 },
        cookie: admin.cookie,
      });
      return response.body;
    }

    it('imports new messages by UID, and a second pass imports nothing again', async () => {
      const first = rawMessage('First');
      const second = rawMessage('Second');
      await withAccount(async (client) => {
        await client.append('INBOX', first.raw);
        await client.append('INBOX', second.raw, ['\\Seen']);
      });
      const pass = await sync();
      expect(pass).toMatchObject({ stored: 2, duplicates: 0 });
      const again = await sync();
      expect(again).toMatchObject({ stored: 0, duplicates: 0, lastUid: pass.lastUid });
      const { emails, channels } = await inbox();
      expect(emails.find((item) => item.messageId === first.messageId)?.isRead).toBe(false);
      expect(emails.find((item) => item.messageId === second.messageId)?.isRead).toBe(true);
      expect(channels).toEqual([
        expect.objectContaining({ source: 'imap', lastSuccessAt: expect.any(String) }),
      ]);
    });

    it('leaves the account’s read flags alone, and threads a reply', async () => {
      const root = rawMessage('Porto trip');
      const reply = rawMessage('Re: Porto trip', `In-Reply-To: ${root.messageId}`);
      await withAccount(async (client) => {
        await client.append('INBOX', root.raw);
        await client.append('INBOX', reply.raw);
      });
      await sync();
      const { emails } = await inbox();
      const rootEmail = emails.find((item) => item.messageId === root.messageId);
      expect(emails.find((item) => item.messageId === reply.messageId)?.threadId).toBe(
        rootEmail?.threadId,
      );
      const unseen = await withAccount(async (client) => {
        await client.mailboxOpen('INBOX', { readOnly: true });
        return client.search({ seen: false }, { uid: true });
      });
      // Nothing we imported was marked \Seen on the server.
      expect(Array.isArray(unseen) ? unseen.length : 0).toBeGreaterThanOrEqual(3);
    });

    it('a re-sync from scratch (lost cursor, new UIDVALIDITY) creates no duplicate, and a deleted message stays deleted', async () => {
      const doomed = rawMessage('Spam offer');
      await withAccount((client) => client.append('INBOX', doomed.raw));
      await sync();
      const before = await inbox();
      const target = before.emails.find((item) => item.messageId === doomed.messageId);
      if (!target) throw new Error('not imported');
      const removed = await injectRoute(app, deleteEmailRoute, {
        params: { id: target.id },
        cookie: admin.cookie,
      });
      expect(removed.status).toBe(200);

      // Forget where the sync stood, as a renumbered folder or a re-authorisation would.
      await app.deps.database.pool.query(
        "UPDATE mailbox_sync_state SET validity = NULL, cursor = NULL WHERE source = 'imap'",
      );
      const resync = await sync();
      expect(resync.stored).toBe(0);
      expect(resync.deleted).toBe(1);
      expect(resync.duplicates).toBeGreaterThanOrEqual(4);
      const after = await inbox();
      expect(after.emails.some((item) => item.messageId === doomed.messageId)).toBe(false);
      const ids = after.emails.map((item) => item.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('records a failed sync (wrong password) for the inbox to show', async () => {
      await expect(
        syncImapFolder({
          db: app.deps.database.db,
          storage: app.deps.storage,
          log: app.log,
          target: { ...target, pass: 'wrong' },
        }),
      ).rejects.toThrow();
      const { channels } = await inbox();
      expect(channels).toEqual([
        expect.objectContaining({ source: 'imap', lastError: expect.any(String) }),
      ]);
    });
  },
);
