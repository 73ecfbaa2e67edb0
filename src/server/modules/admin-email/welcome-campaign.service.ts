import type { z } from 'zod';
import type { TSendWelcomeResult, ZSendWelcomeBody } from '../../../contract/admin-email.ts';
import {
  countWelcomeAudience,
  createCampaignWithLedger,
  listCampaignFailures,
  listCampaigns,
  setCampaignStatus,
  type AudienceCounts,
} from '../../../db/queries/email-campaigns.ts';
import type { ServiceContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { presentCampaign } from './admin-email.presenter.ts';

const excludedOf = (counts: AudienceCounts) => ({
  unsubscribed: counts.unsubscribed,
  bounced: counts.bounced,
  unverified: counts.unverified,
  alreadyWelcomed: counts.welcomed,
  inactive: counts.inactive,
});

const totalExcluded = (counts: AudienceCounts) =>
  counts.unsubscribed + counts.bounced + counts.unverified + counts.welcomed + counts.inactive;

const members = (n: number) => `${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'}`;

/**
 * The welcome e-mail to every member who should get it. A dry run only counts (who receives it,
 * who is left out and why); the confirmed call writes the campaign and its ledger and queues the
 * send in one transaction, audited with the operator's reason.
 */
export async function sendWelcomeToAll(
  ctx: ServiceContext,
  body: z.output<typeof ZSendWelcomeBody>,
): Promise<TSendWelcomeResult> {
  authorize(ctx.viewer, 'admin.access', null);
  if (body.dryRun) {
    const counts = await countWelcomeAudience(ctx.db);
    return {
      success: true,
      recipientCount: counts.eligible,
      message: `${members(counts.eligible)} will receive the welcome e-mail; ${members(totalExcluded(counts))} left out.`,
      excluded: excludedOf(counts),
      campaignId: null,
    };
  }
  return ctx.tx(async (tx) => {
    const counts = await countWelcomeAudience(tx.db);
    if (counts.eligible === 0) {
      return {
        success: false,
        recipientCount: 0,
        message: 'Nobody to send to: every member is left out or already welcomed.',
        excluded: excludedOf(counts),
        campaignId: null,
      };
    }
    const campaign = await createCampaignWithLedger(tx.db, {
      kind: 'welcome',
      templateId: 'welcome',
      createdBy: tx.viewer?.id ?? null,
      personalizations: { personalMessage: body.personalizations.personalMessage },
    });
    if (!campaign) {
      throw conflict(
        'A welcome campaign is already running or paused: resume or let it finish first.',
      );
    }
    await recordAudit(tx, {
      action: 'campaign.start',
      objectType: 'email_campaign',
      objectId: campaign.id,
      reason: body.reason,
      before: null,
      after: { kind: 'welcome', audienceCount: campaign.audienceCount, ...excludedOf(counts) },
    });
    await tx.jobs.send('email-campaign-send', { campaignId: campaign.id }, { db: tx.db });
    return {
      success: true,
      recipientCount: campaign.audienceCount,
      message: `Sending the welcome e-mail to ${members(campaign.audienceCount)}.`,
      excluded: excludedOf(counts),
      campaignId: campaign.id,
    };
  });
}

/** The latest campaigns, newest first. */
export async function listEmailCampaigns(ctx: ServiceContext) {
  authorize(ctx.viewer, 'admin.access', null);
  const rows = await listCampaigns(ctx.db, { limit: 10 });
  return { campaigns: rows.map(presentCampaign) };
}

export async function getEmailCampaign(
  ctx: ServiceContext,
  { campaignId }: { campaignId: string },
) {
  authorize(ctx.viewer, 'admin.access', null);
  const [row] = await listCampaigns(ctx.db, { id: campaignId, limit: 1 });
  if (!row) throw notFound('Unknown campaign');
  const failures = await listCampaignFailures(ctx.db, { campaignId, limit: 20 });
  return {
    campaign: presentCampaign(row),
    failures: failures.map((f) => ({
      email: f.email,
      status: f.status,
      error: f.error,
      attemptedAt: f.attempted_at ? new Date(f.attempted_at).toISOString() : null,
    })),
  };
}

/** Pause (the worker stops at its next round) or resume (a send job is queued), audited. */
export async function changeCampaignState(
  ctx: ServiceContext,
  {
    campaignId,
    reason,
    action,
  }: { campaignId: string; reason: string; action: 'pause' | 'resume' },
) {
  authorize(ctx.viewer, 'admin.access', null);
  const [from, to] =
    action === 'pause' ? (['running', 'paused'] as const) : (['paused', 'running'] as const);
  await ctx.tx(async (tx) => {
    const changed = await setCampaignStatus(tx.db, {
      id: campaignId,
      from,
      to,
      pauseReason: action === 'pause' ? `Paused by an operator: ${reason}` : null,
    });
    if (!changed) {
      const [current] = await listCampaigns(tx.db, { id: campaignId, limit: 1 });
      if (!current) throw notFound('Unknown campaign');
      throw conflict(
        `This campaign is ${current.status}; only a ${from} campaign can be ${action}d.`,
      );
    }
    await recordAudit(tx, {
      action: `campaign.${action}`,
      objectType: 'email_campaign',
      objectId: campaignId,
      reason,
      before: { status: from },
      after: { status: to },
    });
    if (action === 'resume') {
      await tx.jobs.send('email-campaign-send', { campaignId }, { db: tx.db });
    }
  });
  return { campaign: (await getEmailCampaign(ctx, { campaignId })).campaign };
}
