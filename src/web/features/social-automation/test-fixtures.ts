/**
 * Test-only records of the automation page's API (the contract's shapes); tests override what
 * they are about.
 */
import type {
  TCampaign,
  TCampaignPost,
  TServiceStatus,
} from '../../../contract/social-campaigns.ts';
import type { TSocialAccount } from '../../../contract/social-media.ts';
import { SOCIAL_PLATFORMS } from '../../../contract/social-rules.ts';
import type { TPreviewPost } from './preview-overlay.tsx';

export const STATUS: TServiceStatus = {
  contentGenerator: true,
  videoGenerator: false,
  services: { anthropic: false, runway: false },
  textProvider: 'local',
  imageProvider: 'local',
  alerts: [],
};

export const accounts = (overrides: Partial<Record<string, Partial<TSocialAccount>>> = {}) =>
  SOCIAL_PLATFORMS.map((platform): TSocialAccount => ({
    platform,
    connected: false,
    mode: null,
    status: null,
    username: null,
    oauthAvailable: false,
    connectedAt: null,
    expiresAt: null,
    lastError: null,
    ...overrides[platform],
  }));

export function campaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    id: 7,
    name: 'Lisbon spring',
    description: 'Trams and tiles of Lisbon',
    referenceImageUrl: null,
    openaiFileId: null,
    strategy: 'destination_highlights',
    targetPlatforms: ['twitter', 'roamly'],
    contentTypes: ['image'],
    schedulingRules: {
      frequency: 'daily',
      timesPerDay: 2,
      preferredTimes: ['09:00'],
      timezone: 'UTC',
    },
    contentSettings: {
      tone: 'inspirational',
      includeHashtags: true,
      hashtagCount: 15,
      brandingElements: [],
    },
    isActive: true,
    totalPosts: 4,
    successfulPosts: 3,
    failedPosts: 1,
    successRate: 75,
    analytics: {
      totalPosts: 4,
      publishedPosts: 3,
      engagementData: { avgLikes: 12.5, totalReach: 4200 },
      updatedAt: null,
    },
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function post(overrides: Partial<TCampaignPost> = {}): TCampaignPost {
  return {
    id: 31,
    campaignId: 7,
    number: 1,
    platform: 'twitter',
    contentType: 'image',
    content: { caption: 'Golden hour over the Tagus.', hashtags: [] },
    hashtags: ['lisbon', 'travel'],
    destination: 'Lisbon',
    imageUrl: null,
    mediaUrls: [],
    imageCredits: [],
    status: 'ready',
    mode: null,
    scheduledFor: null,
    publishedAt: null,
    postId: null,
    postUrl: null,
    attempts: 0,
    error: null,
    retryable: false,
    problems: [],
    metrics: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const previewPost = (overrides: Partial<TPreviewPost> = {}): TPreviewPost => ({
  ...post(),
  content: 'Golden hour over the Tagus.',
  ...overrides,
});
