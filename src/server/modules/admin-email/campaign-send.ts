import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TEmailTemplateId, TPersonalizations } from '../../../contract/admin-email.ts';
import type { Db } from '../../../db/client.ts';
import { findCampaignStatus } from '../../../db/queries/email-campaigns.ts';
import {
  acquireCampaignLease,
  findLeaseUntil,
  claimRecipients,
  finishCampaignIfSettled,
  releaseCampaignLease,
  requeueInFlight,
  settleRecipient,
  type ClaimedRecipient,
  type Settlement,
} from '../../../db/queries/email-ledger.ts';
import { suppressAddress } from '../../../db/queries/email-suppressions.ts';
import { recordSystemAudit } from '../audit/audit.ts';
import { defineJob } from '../../jobs/define.ts';
import type { JobHandler } from '../../jobs/jobs.ts';
import { MailRefusedError, type MailProvider } from '../../providers/mail/mail.ts';
import { overBounceLimit } from './auto-pause.ts';
import { prepareCampaignMessage, type CampaignMessageBuilder } from './campaign-message.ts';
import { deliverEmbedded } from './embedded-delivery.ts';

/** A worker holds a campaign for this long past its last heartbeat; a dead one's lapses after. */
export const LEASE_SECONDS = 15;
const HEARTBEAT_MS = 5_000;
/** Rows claimed per round; at most `CONCURRENCY` of them are with the provider at once. */
const BATCH = 100;
const CONCURRENCY = 8;
/** A row refused for a temporary reason is tried this many times in all. */
const MAX_ATTEMPTS = 3;

type Deps = {
  db: Db;
  provider: MailProvider;
  from: string;
  origin: string;
  log: FastifyBaseLogger;
};

/** What one row's send came to; a connection failure is thrown instead (the job retries). */
async function sendOne(
  deps: Deps,
  build: CampaignMessageBuilder,
  campaignId: string,
  row: ClaimedRecipient,
): Promise<Settlement> {
  if (row.suppressed) return { status: 'skipped', error: `Suppressed: ${row.suppressed}` };
  const message = build(row);
  try {
    if (deps.provider.kind === 'embedded') {
      // The embedded mailbox is this database: the message and its ledger row commit together.
      await deliverEmbedded(deps.db, { campaignId, userId: row.userId, message });
      return { status: 'sent', providerMessageId: message.messageId ?? message.id };
    }
    const { providerMessageId } = await deps.provider.send(message, deps.log);
    return { status: 'sent', providerMessageId };
  } catch (error) {
    if (error instanceof MailRefusedError) {
      if (error.permanent) {
        await suppressAddress(deps.db, {
          email: row.email,
          reason: 'hard_bounce',
          detail: error.message.slice(0, 500),
        });
        return { status: 'bounced', error: error.message };
      }
      return row.attempts >= MAX_ATTEMPTS
        ? { status: 'failed', error: error.message }
        : { status: 'pending', error: error.message };
    }
    throw error;
  }
}

/** Runs `items` through `fn`, `limit` at a time; the first thrown error is rethrown after all settle. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  let failure: unknown;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (error) {
        failure ??= error;
      }
    }
  });
  await Promise.all(lanes);
  if (failure !== undefined) throw failure;
}

/**
 * Sends a campaign through its ledger until every row is settled, the campaign is paused, or
 * another worker holds it. Exclusive by lease (heartbeat every 5 s); taking a lease over
 * re-queues the rows a dead worker had in flight. Each row is settled as soon as the provider
 * answers, so a crash leaves at most the in-flight rows in doubt.
 */
export async function runCampaign(
  deps: Deps,
  campaignId: string,
): Promise<{ sent: number; state: 'finished' | 'paused' | 'stopped' | 'held' }> {
  const owner = randomUUID();
  const campaign = await findCampaignStatus(deps.db, { id: campaignId });
  if (!campaign || campaign.status !== 'running') return { sent: 0, state: 'stopped' };
  const lease = await takeLease(deps.db, campaignId, owner);
  if (!lease) return { sent: 0, state: 'held' };
  let lost = false;
  const heartbeat = setInterval(() => {
    acquireCampaignLease(deps.db, { id: campaignId, owner, seconds: LEASE_SECONDS })
      .then((renewed) => (lost ||= !renewed.acquired))
      .catch((error: unknown) => deps.log.warn({ err: error, campaignId }, 'lease renewal failed'));
  }, HEARTBEAT_MS);
  let sent = 0;
  try {
    if (lease.fresh) {
      const requeued = await requeueInFlight(deps.db, { campaignId });
      if (requeued)
        deps.log.warn({ campaignId, requeued }, 'Re-sending rows a dead worker had in flight');
    }
    const build = await prepareCampaignMessage({
      campaignId,
      templateId: campaign.templateId as TEmailTemplateId,
      personalizations: campaign.personalizations as TPersonalizations,
      origin: deps.origin,
      from: deps.from,
    });
    for (;;) {
      // The lease also ends when the operator pauses: the campaign is no longer running.
      const still = await acquireCampaignLease(deps.db, {
        id: campaignId,
        owner,
        seconds: LEASE_SECONDS,
      });
      if (lost || !still.acquired) return { sent, state: 'stopped' };
      const rows = await claimRecipients(deps.db, { campaignId, limit: BATCH });
      if (rows.length === 0) {
        const finished = await finishCampaignIfSettled(deps.db, { campaignId });
        if (finished) {
          await recordSystemAudit(deps.db, {
            action: 'campaign.finish',
            objectType: 'email_campaign',
            objectId: campaignId,
            reason: null,
            before: null,
            after: { status: 'finished' },
          });
        }
        return { sent, state: finished ? 'finished' : 'stopped' };
      }
      await eachLimited(rows, CONCURRENCY, async (row) => {
        let outcome: Settlement;
        try {
          outcome = await sendOne(deps, build, campaignId, row);
        } catch (error) {
          // The provider could not be reached: put the row back, let the job's retry wait.
          const words = error instanceof Error ? error.message : String(error);
          await settle(deps.db, campaignId, row.userId, { status: 'pending', error: words });
          throw error;
        }
        await settle(deps.db, campaignId, row.userId, outcome);
        if (outcome.status === 'sent') sent += 1;
      });
      if (await overBounceLimit(deps.db, campaignId)) return { sent, state: 'paused' };
    }
  } finally {
    clearInterval(heartbeat);
    await releaseCampaignLease(deps.db, { id: campaignId, owner }).catch(() => {});
  }
}

/**
 * The lease, or null while a live worker holds it. A lease about to lapse (its worker died: the
 * process was killed, the machine restarted) is waited for, so a restart resumes within 15 s.
 */
async function takeLease(db: Db, campaignId: string, owner: string) {
  const first = await acquireCampaignLease(db, { id: campaignId, owner, seconds: LEASE_SECONDS });
  if (first.acquired) return first;
  const until = await findLeaseUntil(db, { id: campaignId });
  const wait = until ? until.getTime() - Date.now() + 500 : -1;
  if (wait < 0 || wait > (LEASE_SECONDS + 1) * 1000) return null;
  await new Promise((resolve) => setTimeout(resolve, wait));
  const second = await acquireCampaignLease(db, { id: campaignId, owner, seconds: LEASE_SECONDS });
  return second.acquired ? second : null;
}

const settle = (db: Db, campaignId: string, userId: string, outcome: Settlement) =>
  settleRecipient(db, { campaignId, userId, outcome });

export function createCampaignSendProcessor(deps: Deps): JobHandler<'email-campaign-send'> {
  return async ({ campaignId }) => runCampaign(deps, campaignId);
}

/**
 * Retries cover a provider that is down (5 s doubling, about 3 hours in all); one attempt may
 * run for as long as the campaign. A killed worker's job is picked up again by the resume sweep
 * (at start and every minute), not by pg-boss's expiry.
 */
export const campaignSendJob = defineJob({
  name: 'email-campaign-send',
  policy: { retryLimit: 12, retryDelay: 5, retryBackoff: true, expireInSeconds: 4 * 3600 },
  create: ({ db, mail, config, log }) =>
    createCampaignSendProcessor({
      db,
      provider: mail.provider,
      from: mail.from,
      origin: config.baseUrl ?? `http://localhost:${config.port}`,
      log,
    }),
});
