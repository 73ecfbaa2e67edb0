import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attachmentRoute,
  deleteEmailRoute,
  FILL_ALL_FIELDS,
  inboxRoute,
  markReadRoute,
  replyEmailRoute,
  sendEmailRoute,
  type TInboxEmail,
} from '../../../contract/admin-inbox.ts';
import { objectAuditRoute } from '../../../contract/audit.ts';
import { sendHelpMessageRoute } from '../../../contract/help.ts';
import { partnerInquiryRoute } from '../../../contract/marketplace.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { deliverMail } from '../account/account-test-helpers.ts';
import { ingestMail, type IncomingMail } from './ingest.ts';

/** A local SMTP server the platform's mail provider delivers to, keeping what it receives. */
async function startSmtpSink() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received };
}

const sink = await startSmtpSink();
const { app } = await createTestApp({
  smtpUrl: `smtp://127.0.0.1:${sink.port}`,
  mailFrom: 'Roamly <hello@roamly.example>',
});
const admin = await buildMember(app.deps.database, { role: 'admin' });
const member = await buildMember(app.deps.database);
const deps = () => ({ db: app.deps.database.db, storage: app.deps.storage, log: app.log });

let sequence = 0;
function incoming(overrides: Partial<IncomingMail> = {}): IncomingMail {
  sequence += 1;
  return {
    source: 'smtp',
    messageId: `<m${sequence}.${Date.now()}@traveller.example>`,
    from: { address: 'ana@traveller.example', name: 'Ana Traveller' },
    to: 'hello@roamly.example',
    subject: `Question ${sequence}`,
    text: `Hello, this is message ${sequence} with a body long enough to be cut in the preview.`,
    date: new Date(Date.UTC(2026, 10, 1, 9, sequence)),
    ...overrides,
  };
}

async function inbox(folder: 'inbox' | 'sent' = 'inbox'): Promise<TInboxEmail[]> {
  const response = await injectRoute(app, inboxRoute, {
    query: { folder, limit: 100 },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
  return response.body.emails;
}

describe('the mailbox: threading, de-duplication and tombstones', () => {
  it('stores a message once however often it is delivered (restart, re-sync)', async () => {
    const mail = incoming();
    const first = await ingestMail(deps(), mail);
    const again = await ingestMail(deps(), { ...mail, source: 'imap' });
    // The same id written without brackets still matches.
    const bare = await ingestMail(deps(), { ...mail, messageId: mail.messageId?.slice(1, -1) });
    expect(first.status).toBe('stored');
    expect(again.status).toBe('duplicate');
    expect(bare.status).toBe('duplicate');
    expect((await inbox()).filter((email) => email.messageId === mail.messageId)).toHaveLength(1);
  });

  it('a message without Message-ID gets a stable one, so a re-sync does not duplicate it', async () => {
    const mail = incoming({ messageId: null });
    expect((await ingestMail(deps(), mail)).status).toBe('stored');
    expect((await ingestMail(deps(), mail)).status).toBe('duplicate');
  });

  it('threads by In-Reply-To and References, even when a reply arrives before its parent', async () => {
    const root = incoming();
    const child = incoming({ inReplyTo: root.messageId, references: root.messageId });
    const grandchild = incoming({
      inReplyTo: child.messageId,
      references: `${root.messageId} ${child.messageId}`,
    });
    // The child arrives first; the root then adopts the child's thread.
    const storedChild = await ingestMail(deps(), child);
    const storedRoot = await ingestMail(deps(), root);
    const storedGrandchild = await ingestMail(deps(), grandchild);
    const unrelated = await ingestMail(deps(), incoming());
    if (
      storedChild.status !== 'stored' ||
      storedRoot.status !== 'stored' ||
      storedGrandchild.status !== 'stored' ||
      unrelated.status !== 'stored'
    ) {
      throw new Error('expected all four stored');
    }
    expect(storedRoot.row.threadId).toBe(storedChild.row.threadId);
    expect(storedGrandchild.row.threadId).toBe(storedChild.row.threadId);
    expect(unrelated.row.threadId).not.toBe(storedChild.row.threadId);
    expect(storedGrandchild.row.references).toEqual([root.messageId, child.messageId]);
  });

  it('a deleted message is never imported again, and the deletion is audited', async () => {
    const mail = incoming();
    const stored = await ingestMail(deps(), mail);
    if (stored.status !== 'stored') throw new Error('not stored');
    const response = await injectRoute(app, deleteEmailRoute, {
      params: { id: stored.row.id },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect((await ingestMail(deps(), mail)).status).toBe('deleted');
    expect((await inbox()).some((email) => email.messageId === mail.messageId)).toBe(false);
    const again = await injectRoute(app, deleteEmailRoute, {
      params: { id: stored.row.id },
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
    const audit = await injectRoute(app, objectAuditRoute, {
      params: { objectType: 'email', objectId: stored.row.id },
      cookie: admin.cookie,
    });
    expect(audit.body.items.map((item) => item.action)).toEqual(['inbox.delete']);
  });

  it('sanitises HTML before storing it: no script, no handlers, no javascript: links', async () => {
    const mail = incoming({
      html: '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    });
    await ingestMail(deps(), mail);
    const email = (await inbox()).find((item) => item.messageId === mail.messageId);
    expect(email?.html).toContain('<b>there</b>');
    expect(email?.html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('lists attachments and serves them only as downloads, never rendered', async () => {
    const mail = incoming({
      attachments: [
        {
          filename: 'itinerary.html',
          contentType: 'text/html',
          content: Buffer.from('<script>alert(1)</script>'),
        },
        {
          filename: 'ticket.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4'),
        },
      ],
    });
    await ingestMail(deps(), mail);
    const email = (await inbox()).find((item) => item.messageId === mail.messageId);
    expect(
      email?.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    ).toEqual([
      { filename: 'itinerary.html', contentType: 'text/html' },
      { filename: 'ticket.pdf', contentType: 'application/pdf' },
    ]);
    const [html, pdf] = email?.attachments ?? [];
    if (!html || !pdf || !email) throw new Error('attachments missing');
    const download = await app.inject({
      method: 'GET',
      url: html.url,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="itinerary.html"/,
    );
    expect(download.body).toBe('<script>alert(1)</script>');
    const anonymous = await app.inject({ method: 'GET', url: pdf.url });
    expect(anonymous.statusCode).toBe(401);
    const missing = await injectRoute(app, attachmentRoute, {
      params: { id: email.id, attachmentId: '00000000-0000-4000-8000-000000000000' },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(404);
  });
});

describe('the platform’s own messages land in the inbox', () => {
  it('a Help Center request and a partner enquiry arrive as unread mail from the sender', async () => {
    const help = await injectRoute(app, sendHelpMessageRoute, {
      body: {
        name: 'Maya Lopez',
        email: 'maya@example.com',
        topic: 'bug',
        message: 'The map does not load on my phone.',
      },
      remoteAddress: clientAddress(),
    });
    expect(help.status).toBe(201);
    const partner = await injectRoute(app, partnerInquiryRoute, {
      body: {
        name: 'Sam Seller',
        email: 'sam@company.example',
        company: 'Luggage Co',
        message: 'We would like to advertise our bags.',
      },
      cookie: member.cookie,
      remoteAddress: clientAddress(),
    });
    expect(partner.status).toBe(201);
    const emails = await inbox();
    const fromMaya = emails.find((email) => email.from === 'maya@example.com');
    expect(fromMaya).toMatchObject({
      fromName: 'Maya Lopez',
      subject: 'Help Center: Something is broken',
      body: 'The map does not load on my phone.',
      isRead: false,
    });
    const fromSam = emails.find((email) => email.from === 'sam@company.example');
    expect(fromSam?.subject).toBe('Help Center: Advertising and partnerships');
    expect(fromSam?.body).toContain('Company: Luggage Co');
  });
});

describe('reading, composing and replying', () => {
  it('refuses members and visitors', async () => {
    expect((await injectRoute(app, inboxRoute, { query: {} })).status).toBe(401);
    expect((await injectRoute(app, inboxRoute, { query: {}, cookie: member.cookie })).status).toBe(
      403,
    );
    const send = await injectRoute(app, sendEmailRoute, {
      body: { to: 'x@example.com', subject: 'Hi', body: '<p>Hi</p>' },
      cookie: member.cookie,
    });
    expect(send.status).toBe(403);
  });

  it('marks a message read once (audited once), and 404s an unknown one', async () => {
    const stored = await ingestMail(deps(), incoming());
    if (stored.status !== 'stored') throw new Error('not stored');
    for (let i = 0; i < 2; i += 1) {
      const response = await injectRoute(app, markReadRoute, {
        params: { id: stored.row.id },
        cookie: admin.cookie,
      });
      expect(response.body).toEqual({ ok: true });
    }
    expect((await inbox()).find((email) => email.id === stored.row.id)?.isRead).toBe(true);
    const audit = await injectRoute(app, objectAuditRoute, {
      params: { objectType: 'email', objectId: stored.row.id },
      cookie: admin.cookie,
    });
    expect(audit.body.items.map((item) => item.action)).toEqual(['inbox.markRead']);
    const unknown = await injectRoute(app, markReadRoute, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers the spec’s message when a field is empty', async () => {
    for (const body of [
      { to: '', subject: 'Hi', body: '<p>Hi</p>' },
      { to: 'a@example.com', subject: '  ', body: '<p>Hi</p>' },
      { to: 'a@example.com', subject: 'Hi', body: '<p><br></p>' },
    ]) {
      const response = await injectRoute(app, sendEmailRoute, { body, cookie: admin.cookie });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: FILL_ALL_FIELDS });
    }
    const bad = await injectRoute(app, sendEmailRoute, {
      body: { to: 'not-an-address', subject: 'Hi', body: '<p>Hi</p>' },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: '“not-an-address” is not an e-mail address.' });
  });

  it('composes: sent through the mail provider, sanitised, stored in Sent, audited', async () => {
    const response = await injectRoute(app, sendEmailRoute, {
      body: {
        to: 'guest@traveller.example',
        subject: 'Welcome aboard',
        body: '<p>Hello <strong>guest</strong></p><img src="https://cdn.example/p.jpg" alt="Lisbon"><script>x()</script>',
      },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Email sent' });
    const sent = response.body.email;
    expect(sent.folder).toBe('sent');
    expect(sent.html).not.toContain('script');
    await deliverMail(app);
    const delivered = sink.received.find((mail) => mail.subject === 'Welcome aboard');
    expect(delivered?.messageId).toBe(sent.messageId);
    expect(delivered?.html).toContain('<strong>guest</strong>');
    // Built with react-email like every other mail: a whole document around what was written;
    // Sent keeps the body as written.
    expect(delivered?.html).toMatch(/^<!DOCTYPE html/i);
    expect(sent.html).not.toMatch(/<html/i);
    expect(delivered?.text).toContain('Hello guest');
    const listed = (await inbox('sent')).find((email) => email.id === sent.id);
    expect(listed?.delivery).toEqual({ status: 'sent', error: null });
    const audit = await injectRoute(app, objectAuditRoute, {
      params: { objectType: 'email', objectId: sent.id },
      cookie: admin.cookie,
    });
    expect(audit.body.items.map((item) => item.action)).toEqual(['inbox.send']);
  });

  it('replies in the thread with In-Reply-To and References, by id or by Message-ID', async () => {
    const root = incoming({ subject: 'Trip to Porto' });
    const child = incoming({
      subject: 'Re: Trip to Porto',
      inReplyTo: root.messageId,
      references: root.messageId,
    });
    await ingestMail(deps(), root);
    const stored = await ingestMail(deps(), child);
    if (stored.status !== 'stored') throw new Error('not stored');
    const response = await injectRoute(app, replyEmailRoute, {
      body: {
        to: 'ana@traveller.example',
        subject: 'Re: Trip to Porto',
        body: '<p>Sure!</p><blockquote>Hello</blockquote>',
        inReplyTo: stored.row.id,
      },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Reply sent');
    expect(response.body.email.threadId).toBe(stored.row.threadId);
    await deliverMail(app);
    const delivered = sink.received.find(
      (mail) => mail.messageId === response.body.email.messageId,
    );
    expect(delivered?.inReplyTo).toBe(child.messageId);
    expect(delivered?.references).toEqual([root.messageId, child.messageId]);

    const byMessageId = await injectRoute(app, replyEmailRoute, {
      body: {
        to: 'ana@traveller.example',
        subject: 'Re: x',
        body: 'Again',
        inReplyTo: root.messageId ?? '',
      },
      cookie: admin.cookie,
    });
    expect(byMessageId.status).toBe(201);
    const gone = await injectRoute(app, replyEmailRoute, {
      body: { to: 'a@example.com', subject: 'Re: x', body: 'Hi', inReplyTo: '<nobody@nowhere>' },
      cookie: admin.cookie,
    });
    expect(gone.status).toBe(404);
  });

  it('pages newest first without repeats', async () => {
    const first = await injectRoute(app, inboxRoute, {
      query: { limit: 3 },
      cookie: admin.cookie,
    });
    expect(first.body.emails).toHaveLength(3);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await injectRoute(app, inboxRoute, {
      query: { limit: 3, cursor: first.body.nextCursor ?? undefined },
      cookie: admin.cookie,
    });
    const ids = new Set(first.body.emails.map((email) => email.id));
    expect(second.body.emails.some((email) => ids.has(email.id))).toBe(false);
    const bad = await injectRoute(app, inboxRoute, {
      query: { cursor: 'nonsense' },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
