import { inArray, sql } from 'drizzle-orm';
import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import type { Db } from '../../../db/client.ts';
import {
  listPostsToMeasure,
  saveMetrics,
  updateCampaign,
  type CampaignPostRow,
} from '../../../db/queries/social-campaigns.ts';
import { posts } from '../../../db/schema/index.ts';
import type { AppConfig } from '../../config.ts';
import { defineJob } from '../../jobs/define.ts';
import { readInsights, type PostMetrics } from '../../providers/social/insights.ts';
import { choosePublisher } from './publishers.ts';

/**
 * Campaign analytics (issue 26 §7): every 30 minutes the numbers of the posts published in the
 * last 30 days are read — from each platform's insights API for live posts, from Roamly's own
 * likes and comments (and the author's followers as reach) for Roamly posts. Sandbox posts were
 * never published anywhere, so they have none. One batch per platform, never one read per post
 * where the API takes many.
 */
const MEASURE_LIMIT = 500;

async function roamlyMetrics(db: Db, rows: CampaignPostRow[]): Promise<Map<string, PostMetrics>> {
  const ids = rows.map((row) => row.platformPostId).filter((id): id is string => !!id);
  const found = new Map<string, PostMetrics>();
  if (ids.length === 0) return found;
  const numbers = await db
    .select({
      id: posts.id,
      likes: posts.likesCount,
      comments: posts.commentsCount,
      reach: sql<number>`(SELECT count(*)::int FROM follows f WHERE f.following_id = ${posts.userId})`,
    })
    .from(posts)
    .where(inArray(posts.id, ids));
  for (const row of numbers) {
    found.set(row.id, { likes: row.likes, comments: row.comments, reach: row.reach });
  }
  return found;
}

export async function refreshCampaignInsights({
  db,
  config,
}: {
  db: Db;
  config: AppConfig;
}): Promise<{ measured: number; campaigns: number }> {
  const rows = await listPostsToMeasure(db, { limit: MEASURE_LIMIT });
  const byPlatform = new Map<string, CampaignPostRow[]>();
  for (const row of rows) {
    if (!row.platformPostId) continue;
    byPlatform.set(row.platform, [...(byPlatform.get(row.platform) ?? []), row]);
  }
  let measured = 0;
  const campaigns = new Set<number>();
  for (const [platform, group] of byPlatform) {
    let numbers: Map<string, PostMetrics>;
    if (platform === 'roamly') {
      numbers = await roamlyMetrics(db, group);
    } else {
      const chosen = await choosePublisher({ db, config }, platform as TSocialPlatform);
      if (chosen.kind !== 'ready' || chosen.mode !== 'live') continue;
      numbers = await readInsights(
        platform as TSocialPlatform,
        chosen.auth,
        group.map((row) => row.platformPostId!),
        config.social.urls,
        { linkedinVersion: config.social.linkedinVersion },
      ).catch(() => new Map<string, PostMetrics>());
    }
    const found = group.flatMap((row) => {
      const metrics = numbers.get(row.platformPostId!);
      return metrics ? [{ id: row.id, campaignId: row.campaignId, ...metrics }] : [];
    });
    await saveMetrics(db, found);
    measured += found.length;
    for (const row of found) campaigns.add(row.campaignId);
  }
  for (const id of campaigns) await updateCampaign(db, id, { analyticsUpdatedAt: new Date() });
  return { measured, campaigns: campaigns.size };
}

export const socialInsightsJob = defineJob({
  name: 'social-insights',
  policy: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  schedule: { cron: '*/30 * * * *', everySeconds: 1800 },
  create:
    ({ db, config }) =>
    async () =>
      refreshCampaignInsights({ db, config }),
});
