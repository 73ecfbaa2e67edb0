import type { z } from 'zod';
import type {
  TCampaignPost,
  ZEditCampaignPostBody,
  ZScheduleContentBody,
} from '../../../contract/social-campaigns.ts';
import {
  checkSocialPost,
  PLATFORM_RULES,
  type SocialMedia,
  type TCampaignPostStatus,
  type TPublishTarget,
  type TSocialPlatform,
} from '../../../contract/social-rules.ts';
import {
  countScheduledBetween,
  deleteCampaignPost,
  findCampaign,
  findCampaignPost,
  insertCampaignPosts,
  movePost,
  nextPostNumber,
  type CampaignPostRow,
} from '../../../db/queries/social-campaigns.ts';
import type { StoredSocialMedia } from '../../../db/schema/social-campaigns.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { sniffBuffer } from '../uploads/media-type.ts';
import { recordAudit } from '../audit/audit.ts';
import { presentCampaignPost } from './campaigns.presenter.ts';
import { choosePublisher, liveBuckets } from './publishers.ts';
import { attemptPublish, PUBLISH_LEASE_MS, type PublishDeps } from './publishing.ts';
import { readStored, storageKeyOf } from './stored-media.ts';
import sharp from 'sharp';

/**
 * What the operator does to one post (spec 3 §4 preview buttons; issue 26 §4–5): schedule (the
 * rules and the platform's quota checked again), edit, delete, retry, publish now. Each move is a
 * conditional update from the states the state machine allows, so two clicks, or a click racing
 * the publisher job, cannot both win.
 */
type AdminContext = ServiceContext & { viewer: { id: string } };

export const POST_NOT_FOUND = 'Post not found';
/** A time this far in the past still counts as "now" (a slow form, clock skew). */
const PAST_GRACE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function loadPost(ctx: ServiceContext, id: number): Promise<CampaignPostRow> {
  const row = await findCampaignPost(ctx.db, id);
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

function problemsOf(
  row: Pick<CampaignPostRow, 'platform' | 'contentType' | 'caption' | 'hashtags' | 'media'>,
) {
  return checkSocialPost(row.platform, {
    contentType: row.contentType,
    caption: row.caption,
    hashtags: row.hashtags,
    media: row.media as SocialMedia[],
  });
}

/**
 * Instagram allows 50 posts in 24 hours per account: what the platform (or its sandbox) says is
 * left now, less the posts already booked in the 24 hours before the new time.
 */
async function checkQuota(ctx: ServiceContext, row: CampaignPostRow, at: Date): Promise<void> {
  if (row.platform !== 'instagram') return;
  const chosen = await choosePublisher(ctx, 'instagram');
  if (chosen.kind !== 'ready') return;
  const remaining = await chosen.publisher.remainingQuota(chosen.auth, { log: ctx.log });
  if (remaining === null) return;
  const booked = await countScheduledBetween(ctx.db, {
    platform: 'instagram',
    from: new Date(at.getTime() - DAY_MS),
    to: at,
    exceptId: row.id,
  });
  const left = at.getTime() - Date.now() < DAY_MS ? remaining - booked : 50 - booked;
  if (left <= 0) {
    throw conflict(
      'Instagram allows 50 posts in 24 hours and this account has none left for that time. Choose a later time.',
    );
  }
}

function futureTime(value: string): Date {
  const at = new Date(value);
  if (at.getTime() < Date.now() - PAST_GRACE_MS) throw badRequest('Choose a time in the future.');
  return at;
}

async function scheduleRow(ctx: AdminContext, row: CampaignPostRow, at: Date) {
  const problems = problemsOf(row);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  await checkQuota(ctx, row, at);
  return ctx.tx(async (tx) => {
    const moved = await movePost(tx.db, row.id, ['ready', 'scheduled'], {
      status: 'scheduled',
      scheduledFor: at,
      nextAttemptAt: at,
      problems: [],
    });
    if (!moved)
      throw conflict(
        `This post is ${(await loadPost(tx, row.id)).status} and cannot be scheduled now.`,
      );
    await recordAudit(tx, {
      action: 'social.post.schedule',
      objectType: 'social_campaign_post',
      objectId: String(row.id),
      reason: null,
      before: { status: row.status, scheduledFor: row.scheduledFor?.toISOString() ?? null },
      after: { status: 'scheduled', scheduledFor: at.toISOString() },
    });
    return moved;
  });
}

export async function schedulePost(
  ctx: AdminContext,
  id: number,
  { scheduledFor }: { scheduledFor: string },
): Promise<{ success: true; post: TCampaignPost }> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await loadPost(ctx, id);
  const at = futureTime(scheduledFor);
  if (row.status !== 'ready' && row.status !== 'scheduled') {
    throw conflict(`This post is ${row.status} and cannot be scheduled now.`);
  }
  return { success: true, post: presentCampaignPost(await scheduleRow(ctx, row, at)) };
}

/** The image a scheduled text refers to: a stored image, measured so the rules can check it. */
async function mediaFor(
  ctx: ServiceContext,
  url: string | null | undefined,
): Promise<StoredSocialMedia[]> {
  if (!url) return [];
  // Only images made for campaigns (generated or uploaded as a reference): never a member's
  // private original or someone else's upload.
  if (!storageKeyOf(url)?.startsWith('social/')) {
    throw badRequest('Use an image generated or uploaded for a campaign.');
  }
  let bytes: Buffer;
  try {
    bytes = await readStored(ctx.storage, url);
  } catch {
    throw badRequest('The image was not found.');
  }
  const type = await sniffBuffer(bytes.subarray(0, 4100));
  if (!type || type.kind !== 'image') throw badRequest('The image is not a photo.');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest('The image could not be read.');
  return [{ url, kind: 'image', width: meta.width, height: meta.height }];
}

/** Spec 3 §7 schedule: new content for a campaign at a time (its platform's rules first). */
export async function scheduleNewContent(
  ctx: AdminContext,
  input: z.output<typeof ZScheduleContentBody>,
): Promise<{ success: true; post: TCampaignPost }> {
  authorize(ctx.viewer, 'admin.access', null);
  const campaign = await findCampaign(ctx.db, input.campaignId);
  if (!campaign) throw notFound('Campaign not found');
  const platform: TPublishTarget = input.platform ?? campaign.targetPlatforms[0] ?? 'roamly';
  const at = futureTime(input.scheduledFor);
  const media = await mediaFor(ctx, input.imageUrl);
  const contentType = media.length ? ('image' as const) : ('text' as const);
  const draft = { platform, contentType, caption: input.content, hashtags: [] as string[], media };
  const problems = problemsOf(draft);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  const [row] = await ctx.tx(async (tx) => {
    const number = await nextPostNumber(tx.db, campaign.id);
    return insertCampaignPosts(tx.db, [
      {
        campaignId: campaign.id,
        number,
        platform,
        contentType,
        caption: input.content,
        destination: '',
        media,
        imageUrl: media[0]?.url ?? null,
        status: 'ready',
      },
    ]);
  });
  return { success: true, post: presentCampaignPost(await scheduleRow(ctx, row!, at)) };
}

export async function editPost(
  ctx: AdminContext,
  id: number,
  input: z.output<typeof ZEditCampaignPostBody>,
): Promise<{ success: true; post: TCampaignPost }> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await loadPost(ctx, id);
  if (!['ready', 'scheduled', 'failed'].includes(row.status)) {
    throw conflict(
      row.status === 'published'
        ? 'A published post cannot be edited.'
        : `This post is ${row.status} and cannot be edited now.`,
    );
  }
  const cleaned = input.hashtags.map((tag) => tag.trim().replace(/^#/, ''));
  if (cleaned.some((tag) => !/^[\p{L}\p{N}_]+$/u.test(tag))) {
    throw badRequest('A hashtag is letters, digits and underscores only.');
  }
  const hashtags = [...new Set(cleaned)];
  const edited = { ...row, caption: input.caption, hashtags };
  const problems = problemsOf(edited);
  const rules = PLATFORM_RULES[row.platform];
  // Edited content the platform would refuse cannot stay scheduled: it goes back to ready
  // only when it passes; otherwise it is refused with the rules it breaks.
  if (problems.length > 0) throw badRequest(`${rules.label}: ${problems.join(' ')}`);
  const saved = await ctx.tx(async (tx) => {
    const moved = await movePost(tx.db, id, [row.status], {
      caption: input.caption,
      hashtags,
      problems: [],
      // A failed post becomes ready with a fresh start (its checkpoint kept: a half-made
      // container is reused or replaced by the publisher).
      ...(row.status === 'failed'
        ? {
            status: 'ready' as const,
            error: null,
            retryable: false,
            attempts: 0,
            nextAttemptAt: null,
          }
        : {}),
    });
    if (!moved) throw conflict('This post changed meanwhile. Reload and try again.');
    await recordAudit(tx, {
      action: 'social.post.edit',
      objectType: 'social_campaign_post',
      objectId: String(id),
      reason: null,
      before: { caption: row.caption, hashtags: row.hashtags, status: row.status },
      after: { caption: moved.caption, hashtags: moved.hashtags, status: moved.status },
    });
    return moved;
  });
  return { success: true, post: presentCampaignPost(saved) };
}

export async function removePost(ctx: AdminContext, id: number): Promise<{ success: true }> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await loadPost(ctx, id);
  if (row.status === 'publishing')
    throw conflict('This post is being published and cannot be deleted now.');
  await ctx.tx(async (tx) => {
    const removed = await deleteCampaignPost(tx.db, id, [
      'pending',
      'generating',
      'ready',
      'scheduled',
      'published',
      'failed',
    ]);
    if (!removed) throw conflict('This post is being published and cannot be deleted now.');
    await recordAudit(tx, {
      action: 'social.post.delete',
      objectType: 'social_campaign_post',
      objectId: String(id),
      reason: null,
      before: { status: row.status, platform: row.platform, postId: row.platformPostId },
      after: null,
    });
  });
  // The composed images are the post's own; a published one stays on its platform.
  for (const item of row.media) {
    const key = storageKeyOf(item.url);
    if (key?.startsWith('social/campaign-')) await ctx.storage.remove(key).catch(() => undefined);
  }
  return { success: true };
}

function publishDeps(ctx: ServiceContext): PublishDeps {
  return { db: ctx.db, storage: ctx.storage, config: ctx.config, bus: ctx.bus, log: ctx.log };
}

/** Takes the post for this request (the same lease the job takes) and makes one attempt. */
async function publishHeld(ctx: AdminContext, row: CampaignPostRow, from: TCampaignPostStatus[]) {
  const held = await movePost(ctx.db, row.id, from, {
    status: 'publishing',
    attempts: row.attempts + 1,
    nextAttemptAt: new Date(Date.now() + PUBLISH_LEASE_MS),
  });
  if (!held) return null;
  await recordAudit(ctx, {
    action: 'social.post.publish',
    objectType: 'social_campaign_post',
    objectId: String(row.id),
    reason: null,
    before: { status: row.status },
    after: { status: 'publishing' },
  });
  const after = await attemptPublish(publishDeps(ctx), held);
  return after ?? (await loadPost(ctx, row.id));
}

/** Refuses a live account's post when its pace allows none now (nothing changes). */
async function checkPace(ctx: ServiceContext, row: CampaignPostRow) {
  if (row.platform === 'roamly') return;
  const chosen = await choosePublisher(ctx, row.platform as TSocialPlatform);
  if (chosen.kind !== 'ready' || chosen.mode !== 'live') return;
  const wait = liveBuckets.peek(`${row.platform}:${chosen.auth.accountId}`);
  if (wait > 0) {
    throw new HttpError(
      429,
      `${PLATFORM_RULES[row.platform].label} is pacing this account: try again in ${Math.ceil(wait / 60_000)} minutes.`,
    );
  }
}

export async function publishNow(ctx: AdminContext, id: number) {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await loadPost(ctx, id);
  if (row.status === 'published') {
    return result(row, 'This post is already published.');
  }
  if (row.status === 'publishing') throw conflict('This post is being published.');
  if (row.status === 'failed') throw conflict('This post failed: retry it or edit it first.');
  if (row.status !== 'ready' && row.status !== 'scheduled') {
    throw conflict('This post is not ready yet.');
  }
  const problems = problemsOf(row);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  await checkPace(ctx, row);
  const after = await publishHeld(ctx, row, ['ready', 'scheduled']);
  if (!after) throw conflict('This post is being published.');
  return result(after, null);
}

function result(row: CampaignPostRow, note: string | null) {
  const post = presentCampaignPost(row);
  const published = row.status === 'published';
  const message =
    note ??
    (published
      ? `Published on ${PLATFORM_RULES[row.platform].label}${row.mode === 'sandbox' ? ' (sandbox)' : ''}.`
      : row.status === 'publishing'
        ? `${PLATFORM_RULES[row.platform].label} is still processing the post; it will be published shortly.`
        : row.status === 'scheduled'
          ? `Publishing failed for now and will be tried again: ${row.error ?? 'the platform did not answer'}`
          : 'Failed to post');
  return {
    success: published || row.status === 'publishing',
    message,
    tweetId: published && row.platform === 'twitter' ? row.platformPostId : null,
    post,
    error: published ? null : row.error,
  };
}

export async function retryPost(
  ctx: AdminContext,
  id: number,
): Promise<{ success: true; post: TCampaignPost }> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await loadPost(ctx, id);
  if (row.status !== 'failed' || !row.retryable) {
    throw conflict(
      row.status === 'failed'
        ? 'This post breaks a platform rule: edit it before trying again.'
        : `This post is ${row.status}; only a failed post can be retried.`,
    );
  }
  const queued = await movePost(ctx.db, id, ['failed'], {
    status: 'scheduled',
    attempts: 0,
    nextAttemptAt: new Date(),
  });
  if (!queued) throw conflict('This post changed meanwhile. Reload and try again.');
  const after = await publishHeld(ctx, queued, ['scheduled']);
  return { success: true, post: presentCampaignPost(after ?? (await loadPost(ctx, id))) };
}
