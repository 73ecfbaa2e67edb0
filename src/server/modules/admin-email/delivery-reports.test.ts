import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { listAuditRoute } from '../../../contract/audit.ts';
import { inboxRoute } from '../../../contract/admin-inbox.ts';
import { emailCampaignRoute, sendWelcomeAllRoute } from '../../../contract/admin-email.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/** The outgoing side: a local SMTP server that keeps each message's raw header block. */
async function startSink() {
  const headersTo = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n') + 2);
        for (const rcpt of session.envelope.rcptTo) headersTo.set(rcpt.address, head);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, headersTo };
}

const sink = await startSink();
const { app, database } = await createTestApp({
  smtpUrl: `smtp://127.0.0.1:${sink.port}`,
  smtpListenPort: 0,
  mailFrom: 'Roamly <hello@roamly.example>',
  baseUrl: 'https://roamly.example',
});
await app.ready();
const db = database.db;
const admin = await buildMember(database, { role: 'admin' });
const asAdmin = { cookie: admin.cookie };
const receiverPort = app.smtpReceiver?.port;
if (!receiverPort) throw new Error('the SMTP receiver did not start');
// The reporting MTA delivering its report to the platform's own mailbox.
const mta = nodemailer.createTransport({ host: '127.0.0.1', port: receiverPort, secure: false });
afterAll(() => mta.close());

let reportCount = 0;
/** Sends a raw report as an MTA would, and returns its Message-ID. */
async function deliverReport(build: (messageId: string) => string): Promise<string> {
  reportCount += 1;
  const messageId = `<report-${reportCount}.${Date.now()}@mx.member.example>`;
  await mta.sendMail({
    envelope: { from: '', to: 'hello@roamly.example' },
    raw: build(messageId).replace(/\r?\n/g, '\r\n'),
  });
  return messageId;
}

/** An RFC 3464 delivery status notification quoting the original's headers. */
function dsn(opts: { to: string; action: string; status: string; quoted: string }) {
  return (messageId: string) => `From: Mail Delivery System <MAILER-DAEMON@mx.member.example>
To: hello@roamly.example
Subject: Undelivered Mail Returned to Sender
Date: ${new Date().toUTCString()}
Message-ID: ${messageId}
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
 boundary="dsn-boundary-7f3a"

This is a MIME-encapsulated message.

--dsn-boundary-7f3a
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.member.example.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

--dsn-boundary-7f3a
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.member.example
X-Postfix-Queue-ID: 4Z9xQk1r2Tz9sWQ
Arrival-Date: ${new Date().toUTCString()}

Final-Recipient: rfc822; ${opts.to}
Original-Recipient: rfc822;${opts.to}
Action: ${opts.action}
Status: ${opts.status}
Remote-MTA: dns; inbound.member.example
Diagnostic-Code: smtp; ${opts.status.startsWith('5') ? '550' : '450'} ${opts.status} <${opts.to}>:
    Recipient address rejected: User unknown in virtual mailbox table

--dsn-boundary-7f3a
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

${opts.quoted}
--dsn-boundary-7f3a--
`;
}

/** An RFC 5965 abuse report; `quoted` is the original's headers (none: only Original-Rcpt-To). */
function arf(opts: { to: string; quoted: string | null }) {
  return (messageId: string) => `From: Feedback Loop <fbl@isp.example>
To: hello@roamly.example
Subject: FW: Welcome to Roamly
Date: ${new Date().toUTCString()}
Message-ID: ${messageId}
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="arf-part"

--arf-part
Content-Type: text/plain; charset="US-ASCII"
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP
192.0.2.1 on ${new Date().toUTCString()}.

--arf-part
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ISP-FBL/2.1
Version: 1
Original-Mail-From: <bounces@roamly.example>
Original-Rcpt-To: <${opts.to}>
Arrival-Date: ${new Date().toUTCString()}
Source-IP: 192.0.2.1
${
  opts.quoted === null
    ? ''
    : `
--arf-part
Content-Type: message/rfc822
Content-Disposition: inline

${opts.quoted}
Welcome to Roamly!
`
}
--arf-part--
`;
}

async function startWelcome() {
  const response = await injectRoute(app, sendWelcomeAllRoute, {
    ...asAdmin,
    body: { dryRun: false, reason: 'Launch' },
  });
  expect(response.status).toBe(200);
  return response.body.campaignId ?? '';
}

async function ledgerRow(campaignId: string, userId: string) {
  const { rows } = await db.execute<{ status: string; error: string | null }>(sql`
    SELECT status, error FROM email_campaign_recipients
    WHERE campaign_id = ${campaignId} AND user_id = ${userId}`);
  return rows[0];
}

async function suppression(email: string) {
  const { rows } = await db.execute<{ reason: string; detail: string | null }>(
    sql`SELECT reason, detail FROM email_suppressions WHERE email = ${email}`,
  );
  return rows[0];
}

async function inboxMessageIds(): Promise<string[]> {
  const response = await injectRoute(app, inboxRoute, { ...asAdmin, query: { limit: 100 } });
  expect(response.status).toBe(200);
  return response.body.emails.map((email) => email.messageId);
}

async function auditOf(email: string) {
  const response = await injectRoute(app, listAuditRoute, {
    ...asAdmin,
    query: { objectType: 'email_address', objectId: email },
  });
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('bounce and complaint reports that arrive as mail', () => {
  it('a permanent DSN marks the campaign row bounced and suppresses the address, once', async () => {
    const gone = await buildUser(database, { firstName: 'Gone' });
    const kept = await buildUser(database);
    const campaignId = await startWelcome();
    await app.deps.jobs.drain();
    const quoted = sink.headersTo.get(gone.email);
    expect(quoted).toMatch(/^X-Roamly-Mail-Id:/im);
    expect(await ledgerRow(campaignId, gone.id)).toMatchObject({ status: 'sent' });

    const report = dsn({ to: gone.email, action: 'failed', status: '5.1.1', quoted: quoted! });
    const reportId = await deliverReport(report);
    expect(await ledgerRow(campaignId, gone.id)).toMatchObject({
      status: 'bounced',
      error: expect.stringMatching(/550 5\.1\.1 .*User unknown/),
    });
    expect(await suppression(gone.email)).toMatchObject({ reason: 'hard_bounce' });
    expect(await ledgerRow(campaignId, kept.id)).toMatchObject({ status: 'sent' });
    expect(await suppression(kept.email)).toBeUndefined();
    expect(await inboxMessageIds()).toContain(reportId);
    const audit = await auditOf(gone.email);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'email.bounce',
        actor: expect.objectContaining({ id: null }),
        objectId: gone.email,
      }),
    ]);

    // The same report redelivered, then a second report about the same recipient: no change.
    await mta.sendMail({
      envelope: { from: '', to: 'hello@roamly.example' },
      raw: report(reportId).replace(/\r?\n/g, '\r\n'),
    });
    const secondId = await deliverReport(report);
    expect(await inboxMessageIds()).toEqual(expect.arrayContaining([reportId, secondId]));
    expect(await auditOf(gone.email)).toHaveLength(1);
    const campaign = await injectRoute(app, emailCampaignRoute, {
      ...asAdmin,
      params: { campaignId },
    });
    expect(campaign.body.campaign).toMatchObject({ bounced: 1, status: 'finished' });
  });

  it('a transient DSN (4.x.x, delayed) changes nothing', async () => {
    const slow = await buildUser(database);
    const campaignId = await startWelcome();
    await app.deps.jobs.drain();
    const quoted = sink.headersTo.get(slow.email)!;
    const reportId = await deliverReport(
      dsn({ to: slow.email, action: 'delayed', status: '4.4.1', quoted }),
    );
    expect(await inboxMessageIds()).toContain(reportId);
    expect(await ledgerRow(campaignId, slow.id)).toMatchObject({ status: 'sent', error: null });
    expect(await suppression(slow.email)).toBeUndefined();
    expect(await auditOf(slow.email)).toEqual([]);
  });

  it('a report about no message the platform sent only lands in the inbox', async () => {
    const stranger = 'nobody.we.know@elsewhere.example';
    const quoted = `From: Someone <someone@elsewhere.example>\nTo: ${stranger}\nSubject: Hi\nMessage-ID: <not-ours-1@elsewhere.example>\n`;
    const bounceId = await deliverReport(
      dsn({ to: stranger, action: 'failed', status: '5.1.1', quoted }),
    );
    const complaintId = await deliverReport(arf({ to: stranger, quoted }));
    expect(await inboxMessageIds()).toEqual(expect.arrayContaining([bounceId, complaintId]));
    expect(await suppression(stranger)).toBeUndefined();
    expect(await auditOf(stranger)).toEqual([]);
  });

  it('abuse complaints mark rows complained, suppress, and 11 in 500 sends pause the campaign', async () => {
    // 510 members; a worker (held lease) has sent to 500 of them, 10 are still to go.
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, email_verified_at)
      SELECT 'fbl' || i || '@member.example', 'Member' || i, 'Fbl', now()
      FROM generate_series(1, 510) i`);
    const campaignId = await startWelcome();
    await db.execute(sql`UPDATE email_campaigns SET lease_owner = 'live-worker',
      lease_until = now() + interval '10 minutes' WHERE id = ${campaignId}`);
    await db.execute(sql`
      UPDATE email_campaign_recipients SET status = 'sent', attempts = 1,
        attempted_at = now() - interval '1 minute',
        provider_message_id = '<campaign.' || campaign_id || '.' || user_id || '@roamly.example>'
      WHERE (campaign_id, user_id) IN (SELECT campaign_id, user_id FROM email_campaign_recipients
        WHERE campaign_id = ${campaignId} ORDER BY user_id LIMIT 500)`);
    const { rows: sent } = await db.execute<{ user_id: string; email: string }>(sql`
      SELECT user_id, email FROM email_campaign_recipients
      WHERE campaign_id = ${campaignId} AND status = 'sent' ORDER BY user_id LIMIT 11`);

    // The message as campaign-message.ts and the SMTP provider write it.
    const quotedFor = (row: { user_id: string; email: string }) =>
      `From: Roamly <hello@roamly.example>\nTo: ${row.email}\nSubject: Welcome to Roamly!\nMessage-ID: <campaign.${campaignId}.${row.user_id}@roamly.example>\nX-Roamly-Mail-Id: ${campaignId}:${row.user_id}\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\nContent-Type: text/plain; charset=utf-8\n`;
    const status = async () =>
      (await injectRoute(app, emailCampaignRoute, { ...asAdmin, params: { campaignId } })).body
        .campaign;

    for (const row of sent.slice(0, 10)) {
      await deliverReport(arf({ to: row.email, quoted: quotedFor(row) }));
    }
    expect(await status()).toMatchObject({ status: 'running', complained: 10 });
    // A report that quotes none of our identifiers names a member we mailed: it could be forged
    // by anyone, so it only lands in the inbox.
    await deliverReport(arf({ to: sent[10]!.email, quoted: null }));
    expect(await status()).toMatchObject({ status: 'running', complained: 10 });
    expect(await suppression(sent[10]!.email)).toBeUndefined();
    await deliverReport(arf({ to: sent[10]!.email, quoted: quotedFor(sent[10]!) }));
    const campaign = await status();
    expect(campaign).toMatchObject({ status: 'paused', complained: 11, sent: 489 });
    expect(campaign.pauseReason).toMatch(/11 bounces and complaints in the last 500 sends/);

    for (const row of sent) {
      expect(await ledgerRow(campaignId, row.user_id)).toMatchObject({ status: 'complained' });
      expect(await suppression(row.email)).toMatchObject({ reason: 'complaint' });
    }
    const audit = await injectRoute(app, listAuditRoute, {
      ...asAdmin,
      query: { objectType: 'email_campaign', objectId: campaignId },
    });
    expect(audit.body.items.map((item) => item.action)).toContain('campaign.pause');
    expect(await auditOf(sent[0]!.email)).toEqual([
      expect.objectContaining({
        action: 'email.complaint',
        actor: expect.objectContaining({ id: null }),
      }),
    ]);
  });
});
