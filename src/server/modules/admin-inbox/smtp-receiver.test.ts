import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxRoute, sendEmailRoute, type TInboxEmail } from '../../../contract/admin-inbox.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

// Port 0: the receiver takes any free port, as SMTP_LISTEN_PORT would name a fixed one.
const { app } = await createTestApp({
  smtpListenPort: 0,
  mailFrom: 'Roamly <hello@roamly.example>',
});
await app.ready();
const port = app.smtpReceiver?.port;
if (!port) throw new Error('the SMTP receiver did not start');
const admin = await buildMember(app.deps.database, { role: 'admin' });
const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false });
afterAll(() => transport.close());

async function inbox(): Promise<{ emails: TInboxEmail[]; channels: unknown[] }> {
  const response = await injectRoute(app, inboxRoute, {
    query: { limit: 100 },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('the embedded SMTP receiver (SMTP_LISTEN_PORT)', () => {
  it('stores a message with its HTML sanitised and its attachment, and reports healthy', async () => {
    const info = await transport.sendMail({
      from: 'Ana Traveller <ana@traveller.example>',
      to: 'hello@roamly.example',
      subject: 'Photos from Porto',
      text: 'Here are the photos.',
      html: '<p>Here are the <b>photos</b>.</p><script>alert(1)</script>',
      attachments: [
        { filename: 'porto.txt', content: 'Ribeira at dusk', contentType: 'text/plain' },
      ],
    });
    const { emails, channels } = await inbox();
    const email = emails.find((item) => item.messageId === info.messageId);
    expect(email).toMatchObject({
      from: 'ana@traveller.example',
      fromName: 'Ana Traveller',
      to: 'hello@roamly.example',
      subject: 'Photos from Porto',
      isRead: false,
      folder: 'inbox',
    });
    expect(email?.html).toContain('<b>photos</b>');
    expect(email?.html).not.toContain('script');
    expect(email?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['porto.txt', 'text/plain'],
    ]);
    expect(channels).toEqual([
      expect.objectContaining({
        source: 'smtp',
        lastSuccessAt: expect.any(String),
        lastError: null,
      }),
    ]);
  });

  it('the same message delivered twice (a sender retrying) is stored once', async () => {
    const message = {
      from: 'ben@traveller.example',
      to: 'hello@roamly.example',
      subject: 'Twice',
      text: 'Sent twice by a retrying server.',
      messageId: `<retry-${Date.now()}@traveller.example>`,
    };
    await transport.sendMail(message);
    await transport.sendMail(message);
    const { emails } = await inbox();
    expect(emails.filter((item) => item.messageId === message.messageId)).toHaveLength(1);
  });

  it('a reply to mail the operator sent joins its thread', async () => {
    const sent = await injectRoute(app, sendEmailRoute, {
      body: { to: 'cleo@traveller.example', subject: 'Your booking', body: '<p>Confirmed.</p>' },
      cookie: admin.cookie,
    });
    expect(sent.status).toBe(201);
    const original = sent.body.email;
    const info = await transport.sendMail({
      from: 'cleo@traveller.example',
      to: 'hello@roamly.example',
      subject: 'Re: Your booking',
      text: 'Thank you!',
      inReplyTo: original.messageId,
      references: [original.messageId],
    });
    const reply = (await inbox()).emails.find((item) => item.messageId === info.messageId);
    expect(reply?.threadId).toBe(original.threadId);
  });
});
