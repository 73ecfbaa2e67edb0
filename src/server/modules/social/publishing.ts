import type { FastifyBaseLogger } from 'fastify';
import { composeCaption, type TSocialPlatform } from '../../../contract/social-rules.ts';
import { normalizeTags, POST_TAG_MAX_LENGTH, POST_TAGS_MAX } from '../../../contract/posts.ts';
import type { Db } from '../../../db/client.ts';
import { insertPost } from '../../../db/queries/posts.ts';
import { findSocialAccount } from '../../../db/queries/social-accounts.ts';
import {
  claimDuePost,
  findCampaign,
  mergeCheckpoint,
  movePost,
  type CampaignPostRow,
} from '../../../db/queries/social-campaigns.ts';
import type { AppConfig } from '../../config.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { PublishResult, SocialMediaItem } from '../../providers/social/social.ts';
import { failed } from '../../providers/social/social.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { afterAttempt, PUBLISH_RETRY, type TokenBuckets } from './publish-policy.ts';
import { choosePublisher, liveBuckets } from './publishers.ts';
import { readStored } from './stored-media.ts';
import { refreshAccount } from './tokens-refresh.ts';

/**
 * Publishing a campaign post exactly once (issue 26 §5). A post is taken by moving it to
 * `publishing` with a lease (`next_attempt_at`) in one conditional update, so only one worker
 * holds it; each step a platform lets us name is saved in `checkpoint` before the next step
 * (the publishers do this through `saveCheckpoint`); the outcome is written only while the post
 * is still `publishing`. A worker that dies mid-publish leaves the lease to run out: the next
 * run takes the post again and the publisher resumes from the checkpoint (an Instagram
 * container is polled, a TikTok publish id fetched, a tweet that may have left looked up)
 * instead of posting twice.
 */
export const PUBLISH_LEASE_MS = 3 * 60_000;

export type PublishDeps = {
  db: Db;
  storage: Storage;
  config: AppConfig;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Each live account's pace; the process's own buckets unless given. */
  buckets?: TokenBuckets;
  /**
   * Crash injection for the exactly-once tests: called after each checkpoint is stored and after
   * the platform answered, before the outcome is written. A throw there is a worker dying.
   */
  faults?: {
    afterCheckpoint?(step: Record<string, string>): void | Promise<void>;
    afterResult?(): void;
  };
};

/** The absolute address a platform fetches a stored file from. */
function publicUrl(config: AppConfig, url: string): string {
  return url.startsWith('http') ? url : `${(config.baseUrl ?? '').replace(/\/$/, '')}${url}`;
}

function mediaOf(deps: PublishDeps, row: CampaignPostRow): SocialMediaItem[] {
  return row.media.map((item) => ({
    ...item,
    url: publicUrl(deps.config, item.url),
    read: () => readStored(deps.storage, item.url),
  }));
}

/** Writes an attempt's outcome (only while this attempt still holds the post). */
async function recordOutcome(
  deps: PublishDeps,
  row: CampaignPostRow,
  result: PublishResult,
  mode: 'live' | 'sandbox',
): Promise<CampaignPostRow | undefined> {
  const next = afterAttempt(result, row.attempts);
  const now = Date.now();
  const lease = row.nextAttemptAt;
  switch (next.status) {
    case 'published':
      return movePost(
        deps.db,
        row.id,
        ['publishing'],
        {
          status: 'published',
          mode,
          platformPostId: next.platformPostId,
          postUrl: next.url,
          publishedAt: new Date(now),
          nextAttemptAt: null,
          error: null,
          retryable: false,
        },
        lease,
      );
    case 'publishing':
      // Still processing on the platform: poll again later (a poll is not another attempt).
      return movePost(
        deps.db,
        row.id,
        ['publishing'],
        {
          mode,
          attempts: Math.max(0, row.attempts - 1),
          nextAttemptAt: new Date(now + next.retryInMs),
        },
        lease,
      );
    case 'scheduled': {
      const moved = await movePost(
        deps.db,
        row.id,
        ['publishing'],
        {
          status: 'scheduled',
          mode,
          nextAttemptAt: new Date(now + next.retryInMs),
          error: next.error,
          retryable: true,
        },
        lease,
      );
      if (next.refreshToken && mode === 'live') {
        // A refused token is renewed now; only a platform's "grant gone" asks for a reconnect.
        const account = await findSocialAccount(deps.db, {
          platform: row.platform as TSocialPlatform,
        });
        if (account) await refreshAccount(deps, account).catch(() => null);
      }
      return moved;
    }
    case 'failed':
      return movePost(
        deps.db,
        row.id,
        ['publishing'],
        {
          status: 'failed',
          mode,
          nextAttemptAt: null,
          error: next.error,
          // A refused post needs an edit; one that ran out of attempts may be tried again.
          retryable: result.status === 'failed' && result.retryable,
        },
        lease,
      );
  }
}

/** Publishes on the operator's own Roamly account: a real post in the feed, in one transaction. */
async function publishOnRoamly(
  deps: PublishDeps,
  row: CampaignPostRow,
): Promise<CampaignPostRow | undefined> {
  const campaign = await findCampaign(deps.db, row.campaignId);
  if (!campaign?.createdBy) {
    return movePost(deps.db, row.id, ['publishing'], {
      status: 'failed',
      mode: 'roamly',
      nextAttemptAt: null,
      error: 'The operator account that created this campaign no longer exists.',
      retryable: false,
    });
  }
  const userId = campaign.createdBy;
  const published = await deps.db
    .transaction(async (tx) => {
      const { id: postId } = await insertPost(tx, {
        userId,
        content: composeCaption(row.caption, row.hashtags),
        location: row.destination,
        tags: normalizeTags(row.hashtags)
          .filter((tag) => tag.length <= POST_TAG_MAX_LENGTH)
          .slice(0, POST_TAGS_MAX),
        travelInsights: [],
        imageUrl: row.imageUrl,
        videoUrl: null,
        aiCaptions: [],
        privacy: 'public',
        allowComments: true,
        saveToHighlights: false,
        youtubeConsent: false,
        travelCategories: [],
        destinationCode: null,
      });
      const moved = await movePost(
        tx,
        row.id,
        ['publishing'],
        {
          status: 'published',
          mode: 'roamly',
          platformPostId: postId,
          postUrl: `/posts/${postId}`,
          publishedAt: new Date(),
          nextAttemptAt: null,
          error: null,
          retryable: false,
        },
        row.nextAttemptAt,
      );
      // Another worker recorded this post first: nothing of this attempt may stay.
      if (!moved) throw new LostPost();
      return { moved, postId };
    })
    .catch((error: unknown) => {
      if (error instanceof LostPost) return undefined;
      throw error;
    });
  if (!published) return undefined;
  await deps.bus
    .publish({ type: 'post.created', postId: published.postId, userId })
    .catch(() => undefined);
  return published.moved;
}

class LostPost extends Error {}

/**
 * One attempt at a post this worker holds (status `publishing`). Answers the post as recorded
 * afterwards (undefined when another worker took it over).
 */
export async function attemptPublish(
  deps: PublishDeps,
  row: CampaignPostRow,
): Promise<CampaignPostRow | undefined> {
  if (row.attempts > PUBLISH_RETRY.maxAttempts + 2) {
    // Taken again and again without an outcome (workers dying on it): stop for the operator.
    return movePost(deps.db, row.id, ['publishing'], {
      status: 'failed',
      nextAttemptAt: null,
      error: `Publishing stopped after ${row.attempts} attempts without an answer.`,
      retryable: true,
    });
  }
  if (row.platform === 'roamly') return publishOnRoamly(deps, row);
  const platform = row.platform as TSocialPlatform;
  const chosen = await choosePublisher(deps, platform);
  if (chosen.kind === 'unavailable') {
    return recordOutcome(deps, row, failed(chosen.message, { retryable: true }), 'live');
  }
  const { publisher, auth, mode } = chosen;
  if (mode === 'live') {
    const wait = (deps.buckets ?? liveBuckets).take(`${platform}:${auth.accountId}`);
    if (wait > 0) {
      // The account's pace: back to the queue until a token frees up (not an attempt).
      return movePost(
        deps.db,
        row.id,
        ['publishing'],
        {
          status: 'scheduled',
          attempts: Math.max(0, row.attempts - 1),
          nextAttemptAt: new Date(Date.now() + wait),
        },
        row.nextAttemptAt,
      );
    }
  }
  const result = await publisher.publish(
    auth,
    {
      idempotencyKey: row.idempotencyKey,
      contentType: row.contentType,
      text: composeCaption(row.caption, row.hashtags),
      media: mediaOf(deps, row),
      checkpoint: row.checkpoint,
    },
    {
      log: deps.log,
      async saveCheckpoint(step) {
        if (!(await mergeCheckpoint(deps.db, row.id, { ...step }, row.nextAttemptAt))) {
          throw new LostPost();
        }
        await deps.faults?.afterCheckpoint?.({ ...step });
      },
    },
  );
  deps.faults?.afterResult?.();
  if (result.status === 'failed') {
    deps.log.warn({ postId: row.id, platform, message: result.message }, 'social publish failed');
  }
  return recordOutcome(deps, row, result, mode);
}

/**
 * The job's work: every due post, one at a time, until none is left or the run's time is up
 * (the next minute's run goes on). A post whose attempt throws keeps its lease and is taken
 * again when the lease runs out, like one whose worker died.
 */
export async function publishDuePosts(
  deps: PublishDeps,
  { budgetMs = 50_000, max = 100 }: { budgetMs?: number; max?: number } = {},
): Promise<{ attempted: number; published: number; errors: number }> {
  const started = Date.now();
  const counts = { attempted: 0, published: 0, errors: 0 };
  while (counts.attempted < max && Date.now() - started < budgetMs) {
    const row = await claimDuePost(deps.db, { leaseMs: PUBLISH_LEASE_MS });
    if (!row) break;
    counts.attempted += 1;
    try {
      const after = await attemptPublish(deps, row);
      if (after?.status === 'published') counts.published += 1;
    } catch (error) {
      counts.errors += 1;
      deps.log.error({ err: error, postId: row.id }, 'social publish attempt stopped');
      if (deps.faults) throw error;
    }
  }
  return counts;
}
