import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  emailCampaignRoute,
  emailDnsRoute,
  sendTestEmailRoute,
  sendWelcomeAllRoute,
} from '../../../contract/admin-email.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/** A local SMTP server that keeps what it receives and refuses addresses starting "bounce". */
async function startSink() {
  const received: { to: string; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, mail });
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

const sink = await startSink();
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const { app, database } = await createTestApp({
  smtpUrl: `smtp://127.0.0.1:${sink.port}`,
  mailFrom: 'Roamly <hello@roamly.example>',
  baseUrl: 'https://roamly.example',
  dkim: {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    selector: 'mail2026',
    domain: 'roamly.example',
  },
});
const db = database.db;
const admin = await buildMember(database, { role: 'admin', email: 'olga@roamly.example' });
const asAdmin = { cookie: admin.cookie };

async function startWelcome() {
  const response = await injectRoute(app, sendWelcomeAllRoute, {
    ...asAdmin,
    body: { dryRun: false, reason: 'Launch' },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('campaign mail through SMTP', () => {
  it('carries Date, a Message-ID on the sending domain, plain text, one-click unsubscribe and DKIM', async () => {
    const member = await buildUser(database, { firstName: 'Noor' });
    const { campaignId } = await startWelcome();
    await app.deps.jobs.drain();
    const copies = sink.received.filter((r) => r.to === member.email);
    expect(copies).toHaveLength(1);
    const mail = copies[0]!.mail;
    expect(mail.subject).toBe('Welcome to Roamly, Noor!');
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<campaign.${campaignId}.${member.id}@roamly.example>`);
    expect(mail.text).toContain('WELCOME TO ROAMLY, NOOR!');
    expect(mail.html).toContain('Welcome to Roamly, Noor!');
    const header = (key: string) =>
      (mail.headerLines.find((line) => line.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/roamly\.example\/api\/email\/unsubscribe\?token=[0-9a-f]{64}>$/,
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const dkim = header('dkim-signature');
    expect(dkim).toContain('d=roamly.example');
    expect(dkim).toContain('s=mail2026');
    expect(dkim).toMatch(/h=[^;]*list-unsubscribe/i);

    const campaign = await injectRoute(app, emailCampaignRoute, {
      ...asAdmin,
      params: { campaignId: campaignId ?? '' },
    });
    expect(campaign.body.campaign).toMatchObject({ status: 'finished', remaining: 0 });
    const dns = await injectRoute(app, emailDnsRoute, asAdmin);
    const dkimRecord = dns.body.records.find((r) => r.purpose === 'DKIM');
    expect(dkimRecord?.host).toBe('mail2026._domainkey.roamly.example');
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(dkimRecord?.value).toBe(`v=DKIM1; k=rsa; p=${spki}`);
    expect(dns.body.records[0]?.value).toBe('v=spf1 a:127.0.0.1 mx ~all');
  });

  it('a test send reports the server’s refusal in its words', async () => {
    const refused = await injectRoute(app, sendTestEmailRoute, {
      ...asAdmin,
      body: { templateId: 'welcome', testEmail: 'bounce-qa@roamly.example' },
    });
    expect(refused.status).toBe(503);
    expect(refused.message).toMatch(/550.*No such user here/);
    const ok = await injectRoute(app, sendTestEmailRoute, {
      ...asAdmin,
      body: { templateId: 'monthly-digest', testEmail: 'qa@roamly.example' },
    });
    expect(ok.body.success).toBe(true);
    expect(sink.received.filter((r) => r.to === 'qa@roamly.example')).toHaveLength(1);
  });

  it('after a crash, only the rows in flight are sent again, with the same Message-ID', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => buildUser(database)));
    const { campaignId } = await startWelcome();
    // A worker claimed four rows and died (its lease lapsed) before it settled them.
    await db.execute(sql`
      UPDATE email_campaign_recipients SET status = 'sending', attempts = 1
      WHERE (campaign_id, user_id) IN (SELECT campaign_id, user_id FROM email_campaign_recipients
        WHERE campaign_id = ${campaignId} ORDER BY user_id LIMIT 4)`);
    await db.execute(sql`UPDATE email_campaigns SET lease_owner = 'dead-worker',
      lease_until = now() - interval '1 second' WHERE id = ${campaignId}`);
    await app.deps.jobs.drain();
    for (const member of members) {
      expect(sink.received.filter((r) => r.to === member.email)).toHaveLength(1);
    }
    const { rows } = await db.execute<{ attempts: number; n: string }>(sql`
      SELECT attempts, count(*) AS n FROM email_campaign_recipients
      WHERE campaign_id = ${campaignId} AND status = 'sent' GROUP BY attempts ORDER BY attempts`);
    expect(rows).toEqual([
      { attempts: 1, n: '8' },
      { attempts: 2, n: '4' },
    ]);
  });

  it('never runs beside a live worker: a held lease leaves the campaign alone', async () => {
    const member = await buildUser(database);
    const { campaignId } = await startWelcome();
    await db.execute(sql`UPDATE email_campaigns SET lease_owner = 'live-worker',
      lease_until = now() + interval '10 minutes' WHERE id = ${campaignId}`);
    await app.deps.jobs.drain();
    expect(sink.received.filter((r) => r.to === member.email)).toHaveLength(0);
    await db.execute(sql`UPDATE email_campaigns SET lease_owner = NULL, lease_until = NULL
      WHERE id = ${campaignId}`);
    await app.deps.jobs.send('email-campaign-send', { campaignId: campaignId ?? '' });
    await app.deps.jobs.drain();
    expect(sink.received.filter((r) => r.to === member.email)).toHaveLength(1);
  });

  it('hard bounces are suppressed, and past 2 % of the last 500 sends the campaign pauses itself', async () => {
    const good = await Promise.all(Array.from({ length: 5 }, () => buildUser(database)));
    const bouncing = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        buildUser(database, { email: `bounce${i}.${Date.now()}@roamly.example` }),
      ),
    );
    const { campaignId } = await startWelcome();
    await app.deps.jobs.drain();
    const campaign = await injectRoute(app, emailCampaignRoute, {
      ...asAdmin,
      params: { campaignId: campaignId ?? '' },
    });
    expect(campaign.body.campaign.status).toBe('paused');
    expect(campaign.body.campaign.bounced).toBe(11);
    expect(campaign.body.campaign.pauseReason).toMatch(/11 bounces and complaints/);
    expect(campaign.body.failures[0]?.error).toMatch(/550.*No such user here/);
    const { rows } = await db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM email_suppressions WHERE reason = 'hard_bounce'
        AND email LIKE 'bounce%'`);
    expect(Number(rows[0]?.n)).toBe(11);
    expect(good.length + bouncing.length).toBe(16);
    // The suppressed addresses are left out of the next dry run.
    const dry = await injectRoute(app, sendWelcomeAllRoute, { ...asAdmin, body: { dryRun: true } });
    expect(dry.body.excluded.bounced).toBe(11);
  });
});
