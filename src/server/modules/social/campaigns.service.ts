import type { z } from 'zod';
import {
  CAMPAIGN_LIMITS,
  type TCampaign,
  type TCampaignPost,
  type TServiceStatus,
  type ZCreateCampaignBody,
  type ZUpdateCampaignBody,
} from '../../../contract/social-campaigns.ts';
import {
  campaignTotals,
  findCampaign,
  insertCampaign,
  listCampaignPosts,
  listCampaigns,
  listOverduePosts,
  listScheduledPosts,
  updateCampaign,
  type CampaignRow,
} from '../../../db/queries/social-campaigns.ts';
import type { AppConfig } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { presentCampaign, presentCampaignPost } from './campaigns.presenter.ts';
import { isKnownTimeZone } from './schedule-slots.ts';
import { readVendorFileId, REFERENCE_PREFIX } from './reference-image.ts';
import { storageKeyOf } from './stored-media.ts';

/**
 * Campaigns (spec 3 §2, §3, §5; issue 26 §2): create with the form's rules, list with totals,
 * success rate and analytics, pause or resume, and the reads of their posts. Admins only; every
 * change is audited with the change itself.
 */
type AdminContext = ServiceContext & { viewer: { id: string } };

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

async function present(ctx: ServiceContext, row: CampaignRow): Promise<TCampaign> {
  const totals = await campaignTotals(ctx.db, [row.id]);
  return presentCampaign(row, totals.get(row.id)!);
}

async function loadCampaign(ctx: ServiceContext, id: number): Promise<CampaignRow> {
  const row = await findCampaign(ctx.db, id);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

export async function listAllCampaigns(ctx: AdminContext): Promise<{ campaigns: TCampaign[] }> {
  authorize(ctx.viewer, 'admin.access', null);
  const rows = await listCampaigns(ctx.db);
  const totals = await campaignTotals(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { campaigns: rows.map((row) => presentCampaign(row, totals.get(row.id)!)) };
}

export async function createCampaign(
  ctx: AdminContext,
  input: z.output<typeof ZCreateCampaignBody>,
): Promise<{ success: true; campaign: TCampaign }> {
  authorize(ctx.viewer, 'admin.access', null);
  const rules = input.schedulingRules;
  if (!isKnownTimeZone(rules.timezone)) {
    throw badRequest(
      `Unknown time zone: ${rules.timezone}. Use an IANA zone such as Europe/London.`,
    );
  }
  const referenceKey = input.referenceImageUrl ? storageKeyOf(input.referenceImageUrl) : null;
  if (input.referenceImageUrl && !referenceKey?.startsWith(REFERENCE_PREFIX)) {
    throw badRequest('Upload the reference image first; use the address the upload returned.');
  }
  if (referenceKey && !(await ctx.storage.stat(referenceKey))) {
    throw badRequest('The reference image was not found; upload it again.');
  }
  const openaiFileId = referenceKey ? await readVendorFileId(ctx.storage, referenceKey) : null;
  const row = await ctx.tx(async (tx) => {
    const saved = await insertCampaign(tx.db, {
      name: input.name,
      description: input.description || null,
      referenceImageUrl: input.referenceImageUrl ?? null,
      openaiFileId,
      strategy: input.strategy,
      targetPlatforms: [...new Set(input.targetPlatforms)],
      contentTypes: [...new Set(input.contentTypes)],
      schedulingRules: {
        ...rules,
        preferredTimes: [...new Set(rules.preferredTimes)].sort(),
      },
      contentSettings: input.contentSettings,
      createdBy: ctx.viewer.id,
    });
    await recordAudit(tx, {
      action: 'social.campaign.create',
      objectType: 'social_campaign',
      objectId: String(saved.id),
      reason: null,
      before: null,
      after: {
        name: saved.name,
        strategy: saved.strategy,
        targetPlatforms: saved.targetPlatforms,
        contentTypes: saved.contentTypes,
      },
    });
    return saved;
  });
  return { success: true, campaign: await present(ctx, row) };
}

export async function changeCampaign(
  ctx: AdminContext,
  id: number,
  input: z.output<typeof ZUpdateCampaignBody>,
): Promise<{ success: true; campaign: TCampaign }> {
  authorize(ctx.viewer, 'admin.access', null);
  const changes: Parameters<typeof updateCampaign>[2] = {};
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description || null;
  if (Object.keys(changes).length === 0) {
    throw badRequest('Send isActive, name or description to change.');
  }
  const row = await ctx.tx(async (tx) => {
    const before = await loadCampaign(tx, id);
    const saved = (await updateCampaign(tx.db, id, changes))!;
    const action =
      changes.isActive === false && before.isActive
        ? 'social.campaign.pause'
        : changes.isActive === true && !before.isActive
          ? 'social.campaign.resume'
          : 'social.campaign.update';
    await recordAudit(tx, {
      action,
      objectType: 'social_campaign',
      objectId: String(id),
      reason: null,
      before: Object.fromEntries(
        Object.keys(changes).map((key) => [key, before[key as keyof CampaignRow]]),
      ),
      after: changes,
    });
    return saved;
  });
  return { success: true, campaign: await present(ctx, row) };
}

export async function campaignPosts(
  ctx: AdminContext,
  id: number,
): Promise<{ posts: TCampaignPost[] }> {
  authorize(ctx.viewer, 'admin.access', null);
  await loadCampaign(ctx, id);
  return { posts: (await listCampaignPosts(ctx.db, id)).map(presentCampaignPost) };
}

export async function campaignPreview(ctx: AdminContext, id: number) {
  const { posts } = await campaignPosts(ctx, id);
  return {
    success: true as const,
    posts: posts.map((post) => ({
      ...post,
      // Spec 3 §3: the preview's content is one string, as the platform would receive it.
      content: [post.content.caption, post.hashtags.map((tag) => `#${tag}`).join(' ')]
        .filter(Boolean)
        .join('\n\n'),
    })),
  };
}

export async function scheduledPosts(
  ctx: AdminContext,
  { limit }: { limit: number },
): Promise<{ posts: TCampaignPost[] }> {
  authorize(ctx.viewer, 'admin.access', null);
  return { posts: (await listScheduledPosts(ctx.db, limit)).map(presentCampaignPost) };
}

/** Which writer and image maker run, from the configuration alone. */
export function contentProviders(config: Pick<AppConfig, 'anthropic' | 'openai'>) {
  return {
    textProvider: config.anthropic ? 'anthropic' : config.openai ? 'openai' : 'local',
    imageProvider: config.openai ? 'openai' : 'local',
  };
}

export async function serviceStatus(ctx: AdminContext): Promise<TServiceStatus> {
  authorize(ctx.viewer, 'admin.access', null);
  const overdue = await listOverduePosts(ctx.db, {
    graceMs: CAMPAIGN_LIMITS.overdueAlertMs,
    limit: 50,
  });
  return {
    // The offline writer and composer always run; no video generator is configured.
    contentGenerator: true,
    videoGenerator: false,
    services: { anthropic: ctx.config.anthropic !== undefined, runway: false },
    ...contentProviders(ctx.config),
    alerts: overdue.map((row) => ({
      postId: row.postId,
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      platform: row.platform,
      scheduledFor: row.scheduledFor!.toISOString(),
      status: row.status,
      error: row.error,
    })),
  };
}
