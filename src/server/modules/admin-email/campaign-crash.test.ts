import { afterAll, describe, expect, it } from 'vitest';
import { emailCampaignRoute, sendWelcomeAllRoute } from '../../../contract/admin-email.ts';
import { routeUrl } from '../../../contract/route.ts';
import { exited, realServer } from '../../test/server-process.ts';
import {
  adminCookie,
  dataDirClient,
  seedVerifiedMembers,
  startCountingSink,
} from './campaign-test-helpers.ts';

const MEMBERS = 3000;
const sink = await startCountingSink();
afterAll(() => sink.close());
const server = await realServer('campaign-crash');
const env = {
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_FROM: 'Roamly <hello@roamly.test>',
};

/** Polls a real condition (bounded): the sink's count, the campaign's state. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the welcome campaign across a kill -9', () => {
  it(
    'a restart finishes it with one message per member, re-sending only the rows in flight',
    { timeout: 300_000 },
    async () => {
      const first = server.start(env);
      await server.waitForHealth(first);
      // The embedded PostgreSQL goes down with the killed server: one client per server life.
      const seeding = await dataDirClient(server.dataDir);
      await seedVerifiedMembers(seeding, MEMBERS, 'crash');
      const cookie = await adminCookie(seeding, 'crash-admin@sink.test');
      await seeding.end();
      {
        const started = await fetch(`${server.base}${sendWelcomeAllRoute.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ dryRun: false, reason: 'Crash test' }),
        });
        expect(started.status, await started.clone().text()).toBe(200);
        const { campaignId, recipientCount } = (await started.json()) as {
          campaignId: string;
          recipientCount: number;
        };
        expect(recipientCount).toBe(MEMBERS + 1);

        // Mid-campaign: the process dies without any chance to clean up.
        await until('the first messages', () => sink.total() >= 400, 60_000);
        first.child.kill('SIGKILL');
        await exited(first.child);
        const atKill = sink.total();
        expect(atKill).toBeLessThan(recipientCount);

        const second = server.start(env);
        await server.waitForHealth(second);
        const url = `${server.base}${routeUrl(emailCampaignRoute, { campaignId })}`;
        await until('the campaign to finish', async () => {
          const response = await fetch(url, { headers: { cookie } });
          const body = (await response.json()) as { campaign: { status: string } };
          return body.campaign.status === 'finished';
        });

        const client = await dataDirClient(server.dataDir);
        const { rows } = await client.query<{ email: string; status: string; attempts: number }>(
          'SELECT email, status, attempts FROM email_campaign_recipients WHERE campaign_id = $1',
          [campaignId],
        );
        await client.end();
        expect(rows).toHaveLength(recipientCount);
        expect(rows.every((row) => row.status === 'sent')).toBe(true);
        const retried = new Set(rows.filter((row) => row.attempts > 1).map((row) => row.email));
        // At most one batch was claimed when the process died.
        expect(retried.size).toBeLessThanOrEqual(100);
        for (const row of rows) {
          const ids = sink.byRecipient.get(row.email) ?? [];
          expect(ids.length, row.email).toBeGreaterThanOrEqual(1);
          // One message per member: every copy carries the same Message-ID.
          expect(new Set(ids).size, row.email).toBe(1);
          // A second copy is only possible for a row that was with the mail server at the kill.
          if (!retried.has(row.email)) expect(ids, row.email).toHaveLength(1);
        }
        const duplicates = sink.total() - recipientCount;
        expect(duplicates).toBeLessThanOrEqual(8);
        console.log(
          `kill -9 after ${atKill} deliveries; ${retried.size} in-flight rows re-sent, ${duplicates} duplicate deliveries`,
        );
        second.child.kill('SIGTERM');
        await exited(second.child);
      }
    },
  );
});
