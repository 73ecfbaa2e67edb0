import { describe, expect, it } from 'vitest';
import { emailCampaignRoute, sendWelcomeAllRoute } from '../../../contract/admin-email.ts';
import { freePort } from '../../../db/embedded-postgres.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

// Nothing listens on this port: the mail server is down.
const { app, database } = await createTestApp({
  smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
  mailFrom: 'Roamly <hello@roamly.example>',
});

describe('a campaign while the mail server is down', () => {
  it('sends nothing, loses nothing, keeps running and says why', async () => {
    const admin = await buildMember(database, { role: 'admin' });
    await buildUser(database);
    const start = await injectRoute(app, sendWelcomeAllRoute, {
      cookie: admin.cookie,
      body: { dryRun: false, reason: 'Launch' },
    });
    const campaignId = start.body.campaignId ?? '';
    await app.deps.jobs.drain();
    const read = await injectRoute(app, emailCampaignRoute, {
      cookie: admin.cookie,
      params: { campaignId },
    });
    expect(read.body.campaign).toMatchObject({
      status: 'running',
      sent: 0,
      failed: 0,
      remaining: start.body.recipientCount,
    });
    expect(read.body.failures[0]).toMatchObject({ status: 'pending' });
    expect(read.body.failures[0]?.error).toMatch(/ECONNREFUSED/);
  });
});
