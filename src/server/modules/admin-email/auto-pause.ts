import type { Db } from '../../../db/client.ts';
import { autoPauseCampaign, countRecentProblems } from '../../../db/queries/email-ledger.ts';
import { recordSystemAudit } from '../audit/audit.ts';

/** Spec: pause when bounces and complaints pass 2 % of the last 500 sends. */
export const PAUSE_WINDOW = 500;
export const PAUSE_RATE = 0.02;

/**
 * Pauses the campaign (and says so in the audit log) when the bounce limit is passed. Checked by
 * the sender after every batch and by the report handler when a late bounce or complaint arrives.
 */
export async function overBounceLimit(db: Db, campaignId: string): Promise<boolean> {
  const { problems, sends } = await countRecentProblems(db, { campaignId, window: PAUSE_WINDOW });
  if (problems <= PAUSE_WINDOW * PAUSE_RATE) return false;
  const reason = `Paused by itself: ${problems} bounces and complaints in the last ${sends} sends (more than 2 % of ${PAUSE_WINDOW}). Check the failures before resuming.`;
  if (await autoPauseCampaign(db, { campaignId, reason })) {
    await recordSystemAudit(db, {
      action: 'campaign.pause',
      objectType: 'email_campaign',
      objectId: campaignId,
      reason,
      before: { status: 'running' },
      after: { status: 'paused' },
    });
  }
  return true;
}
