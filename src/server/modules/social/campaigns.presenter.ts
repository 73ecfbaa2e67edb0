import type { TCampaign, TCampaignPost } from '../../../contract/social-campaigns.ts';
import type {
  CampaignPostRow,
  CampaignRow,
  CampaignTotals,
} from '../../../db/queries/social-campaigns.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Spec 3 §9: successful posts over the posts that reached an outcome, as a rounded percent. */
export function successRate(totals: Pick<CampaignTotals, 'publishedPosts' | 'failedPosts'>) {
  const decided = totals.publishedPosts + totals.failedPosts;
  return decided === 0 ? 0 : Math.round((totals.publishedPosts / decided) * 100);
}

export function presentCampaign(row: CampaignRow, totals: CampaignTotals): TCampaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    referenceImageUrl: row.referenceImageUrl,
    openaiFileId: row.openaiFileId,
    strategy: row.strategy as TCampaign['strategy'],
    targetPlatforms: row.targetPlatforms,
    contentTypes: row.contentTypes,
    schedulingRules: row.schedulingRules,
    contentSettings: row.contentSettings,
    isActive: row.isActive,
    totalPosts: totals.totalPosts,
    successfulPosts: totals.publishedPosts,
    failedPosts: totals.failedPosts,
    successRate: successRate(totals),
    analytics: {
      totalPosts: totals.totalPosts,
      publishedPosts: totals.publishedPosts,
      engagementData: {
        avgLikes:
          totals.measuredPosts === 0
            ? 0
            : Math.round((totals.likes / totals.measuredPosts) * 10) / 10,
        totalReach: totals.reach,
      },
      updatedAt: iso(row.analyticsUpdatedAt),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCampaignPost(row: CampaignPostRow): TCampaignPost {
  return {
    id: row.id,
    campaignId: row.campaignId,
    number: row.number,
    platform: row.platform,
    contentType: row.contentType,
    content: { caption: row.caption, hashtags: row.hashtags },
    hashtags: row.hashtags,
    destination: row.destination,
    imageUrl: row.imageUrl,
    mediaUrls: row.media.map((item) => item.url),
    imageCredits: row.imageCredits,
    status: row.status,
    mode: row.mode,
    scheduledFor: iso(row.scheduledFor),
    publishedAt: iso(row.publishedAt),
    postId: row.platformPostId,
    postUrl: row.postUrl,
    attempts: row.attempts,
    error: row.error,
    retryable: row.status === 'failed' && row.retryable,
    problems: row.problems,
    metrics:
      row.likes === null
        ? null
        : { likes: row.likes, comments: row.comments ?? 0, reach: row.reach ?? 0 },
    createdAt: row.createdAt.toISOString(),
  };
}
