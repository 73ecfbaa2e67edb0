import { emailCampaignRoute, sendWelcomeAllRoute } from '../src/contract/admin-email.ts';
import { routeUrl } from '../src/contract/route.ts';
import {
  adminCookie,
  dataDirClient,
  seedVerifiedMembers,
  startCountingSink,
} from '../src/server/modules/admin-email/campaign-test-helpers.ts';
import { startBenchServer } from './server.ts';

/** Issue 23 §4: the welcome campaign sends at least 100 messages a second. */
export const CAMPAIGN_BUDGET_PER_SECOND = 100;

/**
 * The welcome campaign to `members` verified members (100,000 by default) through SMTP to a
 * local sink that only counts, on a production server of its own (its own DATA_DIR, SMTP_URL
 * pointed at the sink). Measured from the confirm to the campaign reading finished; every
 * member must have received exactly one message.
 */
export async function benchWelcomeCampaign({
  dataDir,
  members = Number(process.env.BENCH_CAMPAIGN_MEMBERS ?? 100_000),
}: {
  dataDir: string;
  members?: number;
}): Promise<{ markdown: string; met: boolean }> {
  const sink = await startCountingSink();
  const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.MAIL_FROM = 'Roamly <hello@bench.roamly.test>';
  const server = await startBenchServer(dataDir);
  Object.assign(process.env, saved);
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
  const client = await dataDirClient(dataDir);
  try {
    // A rerun starts from nobody welcomed and nobody suppressed.
    await client.query("DELETE FROM email_campaigns WHERE kind = 'welcome'");
    await client.query('DELETE FROM email_suppressions');
    await seedVerifiedMembers(client, members, 'bench-campaign');
    const cookie = await adminCookie(client, 'campaign-admin@bench.roamly.test');
    const post = (body: unknown) =>
      fetch(`${server.url}${sendWelcomeAllRoute.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const dry = (await (await post({ dryRun: true })).json()) as { recipientCount: number };
    console.log(`Welcome campaign to ${dry.recipientCount} members…`);
    const started = Date.now();
    const response = await post({ dryRun: false, reason: 'Bench' });
    if (!response.ok) throw new Error(`campaign did not start: ${await response.text()}`);
    const { campaignId, recipientCount } = (await response.json()) as {
      campaignId: string;
      recipientCount: number;
    };
    const url = `${server.url}${routeUrl(emailCampaignRoute, { campaignId })}`;
    for (;;) {
      const body = (await (await fetch(url, { headers: { cookie } })).json()) as {
        campaign: { status: string; sent: number; failed: number };
      };
      if (body.campaign.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    const perSecond = recipientCount / seconds;
    let wrong = 0;
    for (const ids of sink.byRecipient.values()) if (ids.length !== 1) wrong += 1;
    const missing = recipientCount - sink.byRecipient.size;
    const met = perSecond >= CAMPAIGN_BUDGET_PER_SECOND && wrong === 0 && missing === 0;
    const markdown = [
      '| welcome campaign | members | seconds | messages/s | sink messages/s | not exactly one | missing | budget |',
      '|---|---|---|---|---|---|---|---|',
      `| SMTP to a local sink | ${recipientCount} | ${seconds.toFixed(1)} | ${perSecond.toFixed(0)} | ${sink.rate().toFixed(0)} | ${wrong} | ${missing} | ≥ ${CAMPAIGN_BUDGET_PER_SECOND}/s ${met ? '✓' : '✗'} |`,
    ].join('\n');
    return { markdown, met };
  } finally {
    await client.end();
    await server.stop();
    await sink.close();
  }
}
