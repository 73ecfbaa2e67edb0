import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRoute } from '../../../contract/auth.ts';
import { clientAddress, createTestApp, newAccount } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';
import { deliverMail, lastMailTo } from '../../modules/account/account-test-helpers.ts';

/** A local SMTP server that accepts one account's credentials and keeps what it receives. */
async function startSmtpSink() {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'roamly' && auth.password === 's3cret pass') {
        callback(null, { user: 'roamly' });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received, refuse: (count: number) => (refuseNext = count) };
}

const sink = await startSmtpSink();
const { app, database } = await createTestApp({
  smtpUrl: `smtp://roamly:${encodeURIComponent('s3cret pass')}@127.0.0.1:${sink.port}`,
  mailFrom: 'Roamly <hello@roamly.example>',
  baseUrl: 'https://roamly.example',
});

describe('SMTP mail provider (nodemailer against a local SMTP server)', () => {
  it('delivers the verification e-mail of a sign-up, once, and records the server id', async () => {
    const body = newAccount();
    const response = await injectRoute(app, registerRoute, {
      body,
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(201);
    await deliverMail(app);
    await deliverMail(app);

    const delivered = sink.received.filter((r) => r.envelopeTo.includes(body.email));
    expect(delivered).toHaveLength(1);
    const mail = delivered[0]?.mail;
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.from?.value).toEqual([{ name: 'Roamly', address: 'hello@roamly.example' }]);
    expect(mail?.text).toMatch(/https:\/\/roamly\.example\/verify-email\?token=[\w-]{43}/);
    expect(mail?.html).toContain('Confirm my e-mail address');

    const row = await lastMailTo(database, body.email, 'verify-email');
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', error: null });
    expect(row?.providerMessageId).toBe(mail?.messageId);
  });

  it('a refused delivery is retried later and then sent, never twice', async () => {
    sink.refuse(1);
    const body = newAccount();
    await injectRoute(app, registerRoute, { body, remoteAddress: clientAddress() });
    await deliverMail(app);
    const failed = await lastMailTo(database, body.email, 'verify-email');
    expect(failed).toMatchObject({ status: 'queued', provider: null });
    expect(failed?.error).toMatch(/Mailbox temporarily unavailable/);
    expect(sink.received.filter((r) => r.envelopeTo.includes(body.email))).toHaveLength(0);

    // Make the retry due now instead of after the policy's delay.
    await database.pool.query(
      "UPDATE pgboss.job SET start_after = now() WHERE name = 'mail-send' AND state = 'retry'",
    );
    await deliverMail(app);
    expect(sink.received.filter((r) => r.envelopeTo.includes(body.email))).toHaveLength(1);
    expect(await lastMailTo(database, body.email, 'verify-email')).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      error: null,
    });
  });
});
