import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Takes (or renews) the campaign's lease for `owner` while the campaign runs. `fresh` says the
 * lease was not already this owner's: rows still in flight belong to a worker that died.
 */
export async function acquireCampaignLease(
  db: Db,
  { id, owner, seconds }: { id: string; owner: string; seconds: number },
): Promise<{ acquired: boolean; fresh: boolean }> {
  const result = await db.execute<{ previous: string | null }>(sql`
    UPDATE email_campaigns c SET lease_owner = ${owner},
      lease_until = now() + make_interval(secs => ${seconds})
    FROM (SELECT id, lease_owner AS previous FROM email_campaigns WHERE id = ${id} FOR UPDATE) p
    WHERE c.id = p.id AND c.status = 'running'
      AND (c.lease_owner IS NULL OR c.lease_owner = ${owner} OR c.lease_until < now())
    RETURNING p.previous`);
  const row = result.rows[0];
  if (!row) return { acquired: false, fresh: false };
  return { acquired: true, fresh: row.previous !== owner };
}

/** Gives the lease back (a paused or finished campaign, a worker handing over to its next job). */
export async function releaseCampaignLease(
  db: Db,
  { id, owner }: { id: string; owner: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE email_campaigns SET lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND lease_owner = ${owner}`);
}

/**
 * Rows a dead worker had claimed: it may or may not have handed them to the provider. They go
 * back to pending and are sent again with the same Message-ID (receivers that saw the first copy
 * drop the second by it). Only the lease holder calls this, so no live worker owns them.
 */
export async function requeueInFlight(db: Db, { campaignId }: { campaignId: string }) {
  const result = await db.execute(sql`
    UPDATE email_campaign_recipients SET status = 'pending',
      error = 'Re-sent after an interrupted attempt (same Message-ID)'
    WHERE campaign_id = ${campaignId} AND status = 'sending'`);
  return result.rowCount ?? 0;
}

export type ClaimedRecipient = {
  userId: string;
  email: string;
  firstName: string | null;
  unsubscribeToken: string;
  attempts: number;
  /** Why the address may no longer receive mail (checked at the moment of sending). */
  suppressed: string | null;
};

/** Claims the next pending rows in member order (the status index), for one batch. */
export async function claimRecipients(
  db: Db,
  { campaignId, limit }: { campaignId: string; limit: number },
): Promise<ClaimedRecipient[]> {
  const result = await db.execute<{
    user_id: string;
    email: string;
    first_name: string | null;
    unsubscribe_token: string;
    attempts: number;
    suppressed: string | null;
  }>(sql`
    WITH claimed AS (
      UPDATE email_campaign_recipients r
      SET status = 'sending', attempts = r.attempts + 1
      FROM (
        SELECT user_id FROM email_campaign_recipients
        WHERE campaign_id = ${campaignId} AND status = 'pending'
        ORDER BY user_id LIMIT ${limit} FOR UPDATE SKIP LOCKED
      ) next
      WHERE r.campaign_id = ${campaignId} AND r.user_id = next.user_id
      RETURNING r.user_id, r.email, r.unsubscribe_token, r.attempts
    )
    SELECT c.user_id, c.email, c.unsubscribe_token, c.attempts, u.first_name,
      s.reason AS suppressed
    FROM claimed c JOIN users u ON u.id = c.user_id
    LEFT JOIN email_suppressions s ON s.email = lower(c.email)
    ORDER BY c.user_id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    unsubscribeToken: row.unsubscribe_token,
    attempts: row.attempts,
    suppressed: row.suppressed,
  }));
}

export type Settlement =
  | { status: 'sent'; providerMessageId: string }
  | { status: 'failed' | 'bounced' | 'skipped'; error: string }
  | { status: 'pending'; error: string };

/** Settles one claimed row right after the provider answered. */
export async function settleRecipient(
  db: Db,
  { campaignId, userId, outcome }: { campaignId: string; userId: string; outcome: Settlement },
): Promise<void> {
  const providerMessageId = outcome.status === 'sent' ? outcome.providerMessageId : null;
  const error = outcome.status === 'sent' ? null : outcome.error;
  await db.execute(sql`
    UPDATE email_campaign_recipients SET status = ${outcome.status},
      provider_message_id = ${providerMessageId}, error = ${error},
      attempted_at = CASE WHEN ${outcome.status} = 'pending' THEN attempted_at ELSE now() END
    WHERE campaign_id = ${campaignId} AND user_id = ${userId} AND status = 'sending'`);
}

/** Bounces and complaints among the campaign's last `window` settled sends. */
export async function countRecentProblems(
  db: Db,
  { campaignId, window }: { campaignId: string; window: number },
): Promise<{ problems: number; sends: number }> {
  const result = await db.execute<{ problems: string; sends: string }>(sql`
    SELECT count(*) FILTER (WHERE status IN ('bounced', 'complained')) AS problems,
      count(*) AS sends
    FROM (
      SELECT status FROM email_campaign_recipients
      WHERE campaign_id = ${campaignId} AND attempted_at IS NOT NULL
        AND status IN ('sent', 'failed', 'bounced', 'complained')
      ORDER BY attempted_at DESC LIMIT ${window}
    ) recent`);
  const row = result.rows[0];
  return { problems: Number(row?.problems ?? 0), sends: Number(row?.sends ?? 0) };
}

/**
 * Marks the campaign finished when its ledger holds the whole audience and none of it is still
 * pending or in flight: a campaign half-sent can never read as finished.
 */
export async function finishCampaignIfSettled(
  db: Db,
  { campaignId }: { campaignId: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE email_campaigns c SET status = 'finished', finished_at = now(),
      lease_owner = NULL, lease_until = NULL
    WHERE c.id = ${campaignId} AND c.status = 'running'
      AND NOT EXISTS (
        SELECT 1 FROM email_campaign_recipients r
        WHERE r.campaign_id = c.id AND r.status IN ('pending', 'sending'))
      AND (SELECT count(*) FROM email_campaign_recipients r WHERE r.campaign_id = c.id)
        = c.audience_count`);
  return (result.rowCount ?? 0) > 0;
}

/** Pauses a running campaign by itself (bounce rate), saying why. */
export async function autoPauseCampaign(
  db: Db,
  { campaignId, reason }: { campaignId: string; reason: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE email_campaigns SET status = 'paused', pause_reason = ${reason},
      lease_owner = NULL, lease_until = NULL
    WHERE id = ${campaignId} AND status = 'running'`);
  return (result.rowCount ?? 0) > 0;
}

export async function findLeaseUntil(db: Db, { id }: { id: string }): Promise<Date | null> {
  const result = await db.execute<{ lease_until: string | null }>(
    sql`SELECT lease_until FROM email_campaigns WHERE id = ${id} AND status = 'running'`,
  );
  const value = result.rows[0]?.lease_until;
  return value ? new Date(value) : null;
}

/** Running campaigns nobody holds (never started, or their worker's lease lapsed). */
export async function listUnheldCampaigns(db: Db, { all }: { all: boolean }): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM email_campaigns WHERE status = 'running'
    ${all ? sql`` : sql`AND (lease_until IS NULL OR lease_until < now())`}`);
  return result.rows.map((row) => row.id);
}
