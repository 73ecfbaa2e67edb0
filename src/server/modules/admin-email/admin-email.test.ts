import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailCampaignRoute,
  emailCampaignsRoute,
  emailDnsRoute,
  emailPreviewRoute,
  emailTemplatesRoute,
  emailUsersRoute,
  pauseCampaignRoute,
  resumeCampaignRoute,
  SEND_TEST_MISSING,
  sendTestEmailRoute,
  sendWelcomeAllRoute,
  unsubscribeLinkRoute,
  unsubscribeRoute,
} from '../../../contract/admin-email.ts';
import { listAuditRoute } from '../../../contract/audit.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
const db = database.db;

const [member, admin] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'admin', firstName: 'Olga' }),
]);
const asAdmin = { cookie: admin.cookie };

async function ledger(campaignId: string) {
  const result = await db.execute<{ email: string; status: string; attempts: number }>(
    sql`SELECT email, status, attempts FROM email_campaign_recipients WHERE campaign_id = ${campaignId}`,
  );
  return result.rows;
}

describe('email management: templates, previews and test sends', () => {
  it('is for admins only', async () => {
    expect((await injectRoute(app, emailTemplatesRoute)).status).toBe(401);
    expect((await injectRoute(app, emailTemplatesRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    const moderator = await buildMember(database, { role: 'moderator' });
    const refused = await injectRoute(app, sendWelcomeAllRoute, {
      cookie: moderator.cookie,
      body: { dryRun: true },
    });
    expect(refused.status).toBe(403);
  });

  it('lists the templates with their variables', async () => {
    const response = await injectRoute(app, emailTemplatesRoute, asAdmin);
    expect(response.status).toBe(200);
    const digest = response.body.templates.find((t) => t.id === 'monthly-digest');
    expect(digest).toMatchObject({ name: 'Monthly digest' });
    expect(digest?.variables).toContain('topDestination');
  });

  it('previews a template with the values given', async () => {
    const response = await injectRoute(app, emailPreviewRoute, {
      ...asAdmin,
      params: { templateId: 'announcement' },
      body: { personalizations: { announcementTitle: 'Maps are here', actionText: 'Open maps' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.subject).toBe('Maps are here');
    expect(response.body.html).toContain('Open maps');
    expect(response.body.text).toContain('Open maps');
  });

  it('sends a test: stored in the mailbox as sent, with the spec’s message', async () => {
    const response = await injectRoute(app, sendTestEmailRoute, {
      ...asAdmin,
      body: {
        templateId: 'welcome',
        testEmail: 'qa@roamly.example',
        personalizations: { firstName: 'Quinn' },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Test email sent to qa@roamly.example',
    });
    const rows = await db.execute<{ subject: string; status: string; html_body: string }>(
      sql`SELECT subject, status, html_body FROM mail_messages WHERE to_address = 'qa@roamly.example'`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      subject: '[Test] Welcome to Roamly, Quinn!',
      status: 'sent',
    });
  });

  it('refuses a test without template or address with the spec’s words', async () => {
    const noAddress = await injectRoute(app, sendTestEmailRoute, {
      ...asAdmin,
      body: { templateId: 'welcome', testEmail: '' },
    });
    expect(noAddress.status).toBe(400);
    expect(noAddress.message).toContain(SEND_TEST_MISSING);
    const unknown = await injectRoute(app, sendTestEmailRoute, {
      ...asAdmin,
      body: { templateId: 'nope', testEmail: 'qa@roamly.example' },
    });
    expect(unknown.status).toBe(404);
  });

  it('shows the DNS records to publish', async () => {
    const response = await injectRoute(app, emailDnsRoute, asAdmin);
    expect(response.status).toBe(200);
    expect(response.body.records.map((r) => r.purpose)).toEqual(['SPF', 'DKIM', 'DMARC']);
    expect(response.body.records[2]?.host).toBe('_dmarc.roamly.local');
    expect(response.body.dkimConfigured).toBe(false);
  });
});

describe('the welcome campaign', () => {
  let campaignId = '';

  it('a dry run counts who receives it and who is left out, and why', async () => {
    const unverified = await buildUser(database, { emailVerifiedAt: null });
    const suspended = await buildUser(database, { suspendedAt: new Date() });
    const unsubscribed = await buildUser(database);
    const bounced = await buildUser(database);
    await db.execute(sql`INSERT INTO email_suppressions (email, reason) VALUES
      (lower(${unsubscribed.email}), 'unsubscribed'), (lower(${bounced.email}), 'hard_bounce')`);
    const response = await injectRoute(app, sendWelcomeAllRoute, {
      ...asAdmin,
      body: { dryRun: true },
    });
    expect(response.status).toBe(200);
    const { rows } = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM users`);
    const total = Number(rows[0]?.n);
    expect(response.body.excluded).toEqual({
      unsubscribed: 1,
      bounced: 1,
      unverified: 1,
      alreadyWelcomed: 0,
      inactive: 1,
    });
    expect(response.body.recipientCount).toBe(total - 4);
    expect(response.body.campaignId).toBeNull();
    expect(await db.execute(sql`SELECT 1 FROM email_campaigns`)).toHaveProperty('rowCount', 0);
    void unverified;
    void suspended;
  });

  it('confirmed: a ledger row per member, sent exactly once, finished only when all settled', async () => {
    const response = await injectRoute(app, sendWelcomeAllRoute, {
      ...asAdmin,
      body: { dryRun: false, reason: 'Launch week', personalizations: { personalMessage: 'Hi!' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    campaignId = response.body.campaignId ?? '';
    const audience = response.body.recipientCount;
    expect(audience).toBeGreaterThan(0);

    const again = await injectRoute(app, sendWelcomeAllRoute, {
      ...asAdmin,
      body: { dryRun: false, reason: 'Double click' },
    });
    expect(again.status).toBe(409);

    const before = await injectRoute(app, emailCampaignRoute, {
      ...asAdmin,
      params: { campaignId },
    });
    expect(before.body.campaign).toMatchObject({ status: 'running', remaining: audience, sent: 0 });

    await app.deps.jobs.drain();
    const rows = await ledger(campaignId);
    expect(rows).toHaveLength(audience);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const mail = await db.execute<{
      to_address: string;
      n: string;
      subject: string;
      text_body: string;
    }>(sql`
      SELECT to_address, count(*) AS n, min(subject) AS subject, min(text_body) AS text_body
      FROM mail_messages WHERE kind = 'campaign' GROUP BY to_address`);
    expect(mail.rows).toHaveLength(audience);
    expect(mail.rows.every((row) => row.n === '1')).toBe(true);
    expect(mail.rows.find((r) => r.to_address === admin.user.email)?.subject).toBe(
      'Welcome to Roamly, Olga!',
    );
    expect(mail.rows[0]?.text_body).toContain('Hi!');
    expect(mail.rows[0]?.text_body).toMatch(
      /https:\/\/roamly\.example\/api\/email\/unsubscribe\?token=[0-9a-f]{64}/,
    );

    const after = await injectRoute(app, emailCampaignsRoute, asAdmin);
    expect(after.body.campaigns[0]).toMatchObject({
      id: campaignId,
      status: 'finished',
      sent: audience,
      remaining: 0,
      failed: 0,
      createdByName: 'Olga Lovelace',
    });
    const audit = await injectRoute(app, listAuditRoute, {
      ...asAdmin,
      query: { objectType: 'email_campaign' },
    });
    expect(audit.body.items.map((i) => i.action).sort()).toEqual([
      'campaign.finish',
      'campaign.start',
    ]);
  });

  it('members already welcomed are left out of the next one', async () => {
    const newcomer = await buildUser(database);
    const dry = await injectRoute(app, sendWelcomeAllRoute, { ...asAdmin, body: { dryRun: true } });
    expect(dry.body.recipientCount).toBe(1);
    expect(dry.body.excluded.alreadyWelcomed).toBeGreaterThan(0);
    const users = await injectRoute(app, emailUsersRoute, {
      ...asAdmin,
      query: { q: newcomer.email },
    });
    expect(users.body.users).toEqual([
      expect.objectContaining({ email: newcomer.email, state: 'subscribed' }),
    ]);
    const all = await injectRoute(app, emailUsersRoute, { ...asAdmin, query: { limit: 2 } });
    expect(all.body.users).toHaveLength(2);
    expect(all.body.nextCursor).not.toBeNull();
    const next = await injectRoute(app, emailUsersRoute, {
      ...asAdmin,
      query: { limit: 2, cursor: all.body.nextCursor ?? '' },
    });
    expect(next.body.users[0]?.id).not.toBe(all.body.users[1]?.id);
    expect(all.body.total).toBeGreaterThan(4);
  });

  it('a GET of the unsubscribe link only leads to the confirm page; a one-click POST unsubscribes', async () => {
    const { rows } = await db.execute<{ unsubscribe_token: string; email: string }>(sql`
      SELECT unsubscribe_token, email FROM email_campaign_recipients
      WHERE campaign_id = ${campaignId} LIMIT 1`);
    const token = rows[0]?.unsubscribe_token ?? '';
    const email = rows[0]?.email ?? '';
    const get = await injectRoute(app, unsubscribeLinkRoute, { query: { token } });
    expect(get.status).toBe(302);
    expect(get.response.headers.location).toBe(`/unsubscribe?token=${token}`);
    const suppressed = sql`SELECT reason FROM email_suppressions WHERE email = lower(${email})`;
    expect((await db.execute(suppressed)).rows).toHaveLength(0);

    const post = await app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ success: true });
    expect((await db.execute(suppressed)).rows).toEqual([{ reason: 'unsubscribed' }]);

    const users = await injectRoute(app, emailUsersRoute, { ...asAdmin, query: { q: email } });
    expect(users.body.users[0]?.state).toBe('unsubscribed');
    const bad = await injectRoute(app, unsubscribeRoute, {
      query: { token: 'x'.repeat(64) },
      body: {},
    });
    expect(bad.status).toBe(404);
  });

  it('pause and resume are audited and need the right state', async () => {
    await buildUser(database);
    const start = await injectRoute(app, sendWelcomeAllRoute, {
      ...asAdmin,
      body: { dryRun: false, reason: 'Second wave' },
    });
    const id = start.body.campaignId ?? '';
    const paused = await injectRoute(app, pauseCampaignRoute, {
      ...asAdmin,
      params: { campaignId: id },
      body: { reason: 'Checking the copy' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.campaign).toMatchObject({ status: 'paused' });
    await app.deps.jobs.drain();
    expect((await ledger(id)).every((row) => row.status === 'pending')).toBe(true);
    const twice = await injectRoute(app, pauseCampaignRoute, {
      ...asAdmin,
      params: { campaignId: id },
      body: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    const resumed = await injectRoute(app, resumeCampaignRoute, {
      ...asAdmin,
      params: { campaignId: id },
      body: { reason: 'Copy is fine' },
    });
    expect(resumed.body.campaign.status).toBe('running');
    await app.deps.jobs.drain();
    const done = await injectRoute(app, emailCampaignRoute, {
      ...asAdmin,
      params: { campaignId: id },
    });
    expect(done.body.campaign).toMatchObject({ status: 'finished', remaining: 0 });
  });
});
