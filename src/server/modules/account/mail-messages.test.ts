import { describe, expect, it } from 'vitest';
import { listMailMessagesRoute } from '../../../contract/account.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { deliverMail } from './account-test-helpers.ts';

const { app, database } = await createTestApp();

describe('GET /api/admin/mail/messages (the embedded mailbox, for the operator)', () => {
  it('is for admins only', async () => {
    expect((await injectRoute(app, listMailMessagesRoute, {})).status).toBe(401);
    const member = await buildMember(database);
    const refused = await injectRoute(app, listMailMessagesRoute, { cookie: member.cookie });
    expect(refused.status).toBe(403);
  });

  it('lists outgoing mail newest first, filtered by recipient', async () => {
    const admin = await buildMember(database, { role: 'admin' });
    for (const to of ['first@example.com', 'second@example.com']) {
      await app.deps.mail.queue(database.db, {
        dedupeKey: `note:${to}`,
        kind: 'note',
        userId: null,
        to,
        subject: `For ${to}`,
        text: 'Hello',
      });
    }
    await deliverMail(app);
    const all = await injectRoute(app, listMailMessagesRoute, { cookie: admin.cookie });
    expect(all.status).toBe(200);
    expect(all.body.messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(all.body.messages[0]).toMatchObject({
      subject: 'For second@example.com',
      status: 'sent',
      provider: 'embedded',
      from: 'Roamly <no-reply@roamly.local>',
    });

    const one = await injectRoute(app, listMailMessagesRoute, {
      cookie: admin.cookie,
      query: { to: 'FIRST@example.com' },
    });
    expect(one.body.messages.map((m) => m.to)).toEqual(['first@example.com']);
  });
});
