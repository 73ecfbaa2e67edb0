import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  claimDueSandboxRenewals,
  recordPaymentEvent,
  setPremiumUntil,
  updateSubscription,
  type SubscriptionRow,
} from '../../../db/queries/subscriptions.ts';
import { defineJob } from '../../jobs/define.ts';
import { addOneMonth } from '../../providers/payments/sandbox.ts';
import type { EventBus } from '../../realtime/bus.ts';

/** The sweep runs every 15 minutes and renews periods ending within the next 30. */
export const RENEWAL_LOOKAHEAD_MS = 30 * 60 * 1000;
const BATCH = 100;

type Outcome = 'renewed' | 'declined' | 'ended' | 'skipped';

/**
 * One due subscription: a cancelled one ends; otherwise the stored card is charged for the next
 * month (the period follows on from the last, or starts now when the server was off for longer
 * than a period). The event id is the subscription and the period it pays, so a run repeated
 * after a crash charges nothing twice.
 */
async function renewOne(db: Db, row: SubscriptionRow): Promise<Outcome> {
  const end = row.currentPeriodEnd;
  if (!end) return 'skipped';
  if (row.cancelAtPeriodEnd) {
    await updateSubscription(db, {
      id: row.id,
      changes: { status: 'canceled', cancelAtPeriodEnd: false },
    });
    return 'ended';
  }
  const fresh = await recordPaymentEvent(db, {
    provider: 'sandbox',
    eventId: `evt_renew_${row.providerSubscriptionId}_${end.getTime()}`,
    type: row.sandboxRenewalDeclines ? 'invoice.payment_failed' : 'invoice.paid',
    userId: row.userId,
  });
  if (!fresh) return 'skipped';
  if (row.sandboxRenewalDeclines) {
    // Premium_until is left as it was: access lapses at the end of the paid period.
    await updateSubscription(db, { id: row.id, changes: { status: 'past_due' } });
    return 'declined';
  }
  const now = new Date();
  const start = addOneMonth(end).getTime() > now.getTime() ? end : now;
  const next = addOneMonth(start);
  await updateSubscription(db, {
    id: row.id,
    changes: { currentPeriodStart: start, currentPeriodEnd: next },
  });
  await setPremiumUntil(db, { userId: row.userId, until: next, mode: 'extend' });
  return 'renewed';
}

/**
 * The `subscriptions-renew` job: renews every due sandbox subscription, one transaction each,
 * batch after batch until none is due. Stripe renews its own and tells us by webhook.
 */
export function createSubscriptionsRenewProcessor({
  db,
  bus,
  log,
}: {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
}) {
  return async () => {
    const counts: Record<Outcome, number> = { renewed: 0, declined: 0, ended: 0, skipped: 0 };
    for (let more = true; more;) {
      const changed = await db.transaction(async (tx) => {
        const rows = await claimDueSandboxRenewals(tx, {
          lookaheadMs: RENEWAL_LOOKAHEAD_MS,
          limit: BATCH,
        });
        const members: string[] = [];
        for (const row of rows) {
          const outcome = await tx.transaction((savepoint) => renewOne(savepoint, row));
          counts[outcome] += 1;
          if (outcome !== 'skipped') members.push(row.userId);
        }
        more = rows.length === BATCH && members.length > 0;
        return members;
      });
      for (const userId of changed) {
        await bus.publish({ type: 'user.updated', userId }).catch((error: unknown) => {
          log.warn({ err: error }, 'publishing a plan change failed');
        });
      }
    }
    if (counts.renewed + counts.declined + counts.ended > 0) {
      log.info(counts, 'Sandbox subscriptions renewed');
    }
    return counts;
  };
}

/**
 * Every 15 minutes, only without Stripe (Stripe renews its own and sends webhooks). Each renewal
 * is idempotent, so a failed run is the next run's work.
 */
export const subscriptionsRenewJob = defineJob({
  name: 'subscriptions-renew',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  schedule: { cron: '*/15 * * * *', everySeconds: 15 * 60, enabled: (config) => !config.stripe },
  create: ({ db, bus, log }) => createSubscriptionsRenewProcessor({ db, bus, log }),
});
