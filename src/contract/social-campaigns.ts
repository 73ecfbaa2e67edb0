import { z } from 'zod';
import { defineRoute } from './route.ts';
import { CAMPAIGN_POST_STATUSES, PUBLISH_TARGETS, SOCIAL_CONTENT_TYPES } from './social-rules.ts';
import { ZOptionalText, ZText } from './strings.ts';

/**
 * Social-media campaigns, their generated posts, scheduling and publishing (spec 3 §2
 * 'Social-media automation', §3 'Campaign', 'Campaign post', 'Service status', §5 'Campaign form',
 * §7, §9; issue 26 §2–3). Admins only; every route answers `{message}` on an error.
 */

/** Spec 3 §9: the four strategies (multi_city_journey is the second screen's '10 Days, 4 Cities'). */
export const CAMPAIGN_STRATEGIES = [
  'destination_highlights',
  'multi_city_journey',
  'blog_repurpose',
  'seasonal_content',
] as const;
export const CAMPAIGN_FREQUENCIES = ['daily', 'weekly', 'bi-weekly'] as const;
export const CAMPAIGN_TONES = [
  'professional',
  'casual',
  'inspirational',
  'educational',
  'entertaining',
] as const;

/** Spec 3 §9 scheduling and content defaults. */
export const CAMPAIGN_DEFAULTS = {
  frequency: 'daily',
  timesPerDay: 2,
  preferredTimes: ['09:00', '17:00'],
  timezone: 'UTC',
  tone: 'inspirational',
  includeHashtags: true,
  hashtagCount: 15,
  destination: 'London',
} as const;
export const CAMPAIGN_LIMITS = {
  timesPerDay: { min: 1, max: 10 },
  hashtagCount: { min: 5, max: 30 },
  /** Spec 3 §5: the reference image is a jpg or png under 5 MB. */
  referenceImageBytes: 5 * 1024 * 1024,
  /** Hashtags shown on a scheduled post before '+N more'. */
  hashtagsShown: 5,
  /** Issue 26 §3: a post still unpublished this long after its time raises an alert. */
  overdueAlertMs: 5 * 60 * 1000,
} as const;

/** Spec 3 §5 campaign form messages (also the server's 400 messages). */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  platformsRequired: 'Select at least one platform',
  contentTypesRequired: 'Select at least one content type',
  imageTooLarge: 'File too large - Please select an image under 5MB',
} as const;

export const ZPublishTarget = z.enum(PUBLISH_TARGETS);
export const ZSocialContentType = z.enum(SOCIAL_CONTENT_TYPES);
export const ZCampaignPostStatus = z.enum(CAMPAIGN_POST_STATUSES);

const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:00');

export const ZSchedulingRules = z.object({
  frequency: z.enum(CAMPAIGN_FREQUENCIES).default(CAMPAIGN_DEFAULTS.frequency),
  timesPerDay: z
    .number()
    .int()
    .min(CAMPAIGN_LIMITS.timesPerDay.min)
    .max(CAMPAIGN_LIMITS.timesPerDay.max)
    .default(CAMPAIGN_DEFAULTS.timesPerDay),
  preferredTimes: z
    .array(ZClockTime)
    .max(CAMPAIGN_LIMITS.timesPerDay.max)
    .default([...CAMPAIGN_DEFAULTS.preferredTimes]),
  /** An IANA zone; the server refuses one it does not know. */
  timezone: ZText({ min: 1, max: 64 }).default(CAMPAIGN_DEFAULTS.timezone),
});

export const ZContentSettings = z.object({
  tone: z.enum(CAMPAIGN_TONES).default(CAMPAIGN_DEFAULTS.tone),
  includeHashtags: z.boolean().default(CAMPAIGN_DEFAULTS.includeHashtags),
  hashtagCount: z
    .number()
    .int()
    .min(CAMPAIGN_LIMITS.hashtagCount.min)
    .max(CAMPAIGN_LIMITS.hashtagCount.max)
    .default(CAMPAIGN_DEFAULTS.hashtagCount),
  brandingElements: z
    .array(ZText({ min: 1, max: 60 }))
    .max(10)
    .default([]),
});

/** Spec 3 §5: the campaign form; the messages are the form's. */
export const ZCreateCampaignBody = z.object({
  name: z.string().trim().min(1, CAMPAIGN_MESSAGES.nameRequired).max(120),
  description: ZOptionalText({ max: 2000, multiline: true }),
  referenceImageUrl: z.string().max(500).nullish(),
  strategy: z.enum(CAMPAIGN_STRATEGIES),
  targetPlatforms: z
    .array(ZPublishTarget)
    .min(1, CAMPAIGN_MESSAGES.platformsRequired)
    .max(PUBLISH_TARGETS.length),
  contentTypes: z
    .array(ZSocialContentType)
    .min(1, CAMPAIGN_MESSAGES.contentTypesRequired)
    .max(SOCIAL_CONTENT_TYPES.length),
  schedulingRules: ZSchedulingRules.prefault({}),
  contentSettings: ZContentSettings.prefault({}),
});
export type TCreateCampaignBody = z.input<typeof ZCreateCampaignBody>;

/** Pause or resume, rename or re-describe a campaign. */
export const ZUpdateCampaignBody = z.object({
  isActive: z.boolean().optional(),
  name: z.string().trim().min(1, CAMPAIGN_MESSAGES.nameRequired).max(120).optional(),
  description: ZOptionalText({ max: 2000, multiline: true }),
});

export const ZCampaignAnalytics = z.object({
  totalPosts: z.number().int(),
  publishedPosts: z.number().int(),
  engagementData: z.object({ avgLikes: z.number(), totalReach: z.number().int() }),
  /** When the platforms' insights were last read; null before the first read. */
  updatedAt: z.string().nullable(),
});

export const ZCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  referenceImageUrl: z.string().nullable(),
  /** The image model's file id for the reference image, when a vendor holds it. */
  openaiFileId: z.string().nullable(),
  strategy: z.enum(CAMPAIGN_STRATEGIES),
  targetPlatforms: z.array(ZPublishTarget),
  contentTypes: z.array(ZSocialContentType),
  schedulingRules: z.object({
    frequency: z.enum(CAMPAIGN_FREQUENCIES),
    timesPerDay: z.number().int(),
    preferredTimes: z.array(z.string()),
    timezone: z.string(),
  }),
  contentSettings: z.object({
    tone: z.enum(CAMPAIGN_TONES),
    includeHashtags: z.boolean(),
    hashtagCount: z.number().int(),
    brandingElements: z.array(z.string()),
  }),
  isActive: z.boolean(),
  totalPosts: z.number().int(),
  successfulPosts: z.number().int(),
  failedPosts: z.number().int(),
  /** successfulPosts / posts that reached published or failed, as a percent (0 with none). */
  successRate: z.number(),
  analytics: ZCampaignAnalytics,
  createdAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** Who took a photo a generated image is composed from (credited beside the post). */
export const ZImageCredit = z.object({
  author: z.string(),
  /** A Roamly member's handle, or null for a catalogue photo. */
  username: z.string().nullable(),
  licence: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});

export const ZCampaignPost = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  /** Running number of the post in its campaign (the preview's 'post number'). */
  number: z.number().int(),
  platform: ZPublishTarget,
  contentType: ZSocialContentType,
  content: z.object({ caption: z.string(), hashtags: z.array(z.string()) }),
  hashtags: z.array(z.string()),
  destination: z.string(),
  imageUrl: z.string().nullable(),
  mediaUrls: z.array(z.string()),
  imageCredits: z.array(ZImageCredit),
  status: ZCampaignPostStatus,
  /** 'sandbox': checked and recorded only; 'live': the platform's API; 'roamly': our own feed. */
  mode: z.enum(['sandbox', 'live', 'roamly']).nullable(),
  scheduledFor: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The platform's id of the published post (the tweet id on X, the Roamly post id). */
  postId: z.string().nullable(),
  postUrl: z.string().nullable(),
  attempts: z.number().int(),
  /** The platform's or the rules table's words when the post failed; null otherwise. */
  error: z.string().nullable(),
  /** Whether a failed post may be tried again (a terminal failure needs an edit). */
  retryable: z.boolean(),
  /** Rules the post breaks on its platform (empty when it can be scheduled). */
  problems: z.array(z.string()),
  metrics: z
    .object({ likes: z.number().int(), comments: z.number().int(), reach: z.number().int() })
    .nullable(),
  createdAt: z.string(),
});
export type TCampaignPost = z.infer<typeof ZCampaignPost>;

/** Spec 3 §3: in the preview list the content is a plain string. */
export const ZCampaignPreviewPost = ZCampaignPost.omit({ content: true }).extend({
  content: z.string(),
});

export const ZCampaignIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZSocialPostIdParams = z.object({ postId: z.coerce.number().int().positive() });

export const listCampaignsRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/campaigns',
  tags: ['social'],
  summary: 'Every campaign, newest first, with totals, success rate and analytics',
  response: z.object({ campaigns: z.array(ZCampaign) }),
  errors: [401, 403],
});

export const createCampaignRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/campaigns',
  tags: ['social'],
  summary: 'Create a campaign (spec 3 §5 form rules)',
  body: ZCreateCampaignBody,
  response: z.object({ success: z.literal(true), campaign: ZCampaign }),
  status: 201,
  errors: [400, 401, 403],
});

export const updateCampaignRoute = defineRoute({
  method: 'PATCH',
  path: '/api/social-media/campaigns/:id',
  tags: ['social'],
  summary: 'Pause or resume a campaign, or change its name or description',
  params: ZCampaignIdParams,
  body: ZUpdateCampaignBody,
  response: z.object({ success: z.literal(true), campaign: ZCampaign }),
  errors: [400, 401, 403, 404],
});

export const campaignPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/campaigns/:id/posts',
  tags: ['social'],
  summary: 'A campaign’s posts, newest first',
  params: ZCampaignIdParams,
  response: z.object({ posts: z.array(ZCampaignPost) }),
  errors: [401, 403, 404],
});

export const campaignPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/campaigns/:id/preview',
  tags: ['social'],
  summary: 'A campaign’s posts for the Campaign Content Preview (content as one string)',
  params: ZCampaignIdParams,
  response: z.object({ success: z.literal(true), posts: z.array(ZCampaignPreviewPost) }),
  errors: [401, 403, 404],
});

export const scheduledPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/scheduled-posts',
  tags: ['social'],
  summary: 'Posts waiting for their time or being published, soonest first',
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
  response: z.object({ posts: z.array(ZCampaignPost) }),
  errors: [400, 401, 403],
});

/** Spec 3 §3 'Service status', plus the overdue-post alerts of issue 26 §3. */
export const ZServiceStatus = z.object({
  contentGenerator: z.boolean(),
  videoGenerator: z.boolean(),
  services: z.object({ anthropic: z.boolean(), runway: z.boolean() }),
  /** Which writer and image composer run: 'local' offline, else the vendor's name. */
  textProvider: z.string(),
  imageProvider: z.string(),
  /** Posts still not published 5 minutes after their time. */
  alerts: z.array(
    z.object({
      postId: z.number().int(),
      campaignId: z.number().int(),
      campaignName: z.string(),
      platform: ZPublishTarget,
      scheduledFor: z.string(),
      status: ZCampaignPostStatus,
      error: z.string().nullable(),
    }),
  ),
});
export type TServiceStatus = z.infer<typeof ZServiceStatus>;

export const socialServiceStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media/status',
  tags: ['social'],
  summary: 'Which content services run, and posts overdue by more than 5 minutes',
  response: ZServiceStatus,
  errors: [401, 403],
});

export const uploadReferenceImageRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/upload-reference-image',
  tags: ['social'],
  summary: 'Upload a campaign’s reference image (multipart: referenceImage; jpg or png under 5 MB)',
  response: z.object({
    success: z.literal(true),
    referenceImageUrl: z.string(),
    openaiFileId: z.string().nullable(),
  }),
  status: 201,
  errors: [400, 401, 403, 413, 415, 429],
});

/** Spec 3 §7 test-dalle: empty on the test card; a campaign and destination from a campaign. */
export const ZGenerateContentBody = z.object({
  campaignId: z.number().int().positive().optional(),
  destinationName: ZOptionalText({ max: 100 }),
});

export const generateContentRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/test-dalle',
  tags: ['social'],
  summary:
    'Generate content: for a campaign, one post per platform and content type (ready to schedule); without one, a test caption and image',
  body: ZGenerateContentBody,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    aiContent: z.object({ caption: z.string(), hashtags: z.array(z.string()) }),
    imageUrl: z.string().nullable(),
    destination: z.string(),
    scheduledPosts: z.array(ZCampaignPost),
  }),
  errors: [400, 401, 403, 404, 429, 503],
});

/** Spec 3 §7 schedule: new content for a campaign at a time (the test card's call). */
export const ZScheduleContentBody = z.object({
  content: ZText({ min: 1, max: 63_206, multiline: true }),
  imageUrl: z.string().max(500).nullish(),
  scheduledFor: z.string().datetime({ offset: true }),
  campaignId: z.number().int().positive(),
  platform: ZPublishTarget.optional(),
});

export const scheduleContentRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/schedule',
  tags: ['social'],
  summary: 'Schedule new content for a campaign (checked against the platform’s rules first)',
  body: ZScheduleContentBody,
  response: z.object({ success: z.literal(true), post: ZCampaignPost }),
  status: 201,
  errors: [400, 401, 403, 404],
});

export const scheduleCampaignPostRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/posts/:postId/schedule',
  tags: ['social'],
  summary: 'Schedule a ready post at a time (checked against the platform’s rules first)',
  params: ZSocialPostIdParams,
  body: z.object({ scheduledFor: z.string().datetime({ offset: true }) }),
  response: z.object({ success: z.literal(true), post: ZCampaignPost }),
  errors: [400, 401, 403, 404, 409],
});

export const ZEditCampaignPostBody = z.object({
  caption: ZText({ min: 1, max: 63_206, multiline: true }),
  hashtags: z.array(ZText({ min: 1, max: 100 })).max(30),
});

export const editCampaignPostRoute = defineRoute({
  method: 'PATCH',
  path: '/api/social-media/posts/:postId',
  tags: ['social'],
  summary: 'Edit a post’s caption and hashtags (not once published); a failed post becomes ready',
  params: ZSocialPostIdParams,
  body: ZEditCampaignPostBody,
  response: z.object({ success: z.literal(true), post: ZCampaignPost }),
  errors: [400, 401, 403, 404, 409],
});

export const publishCampaignPostRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/posts/:postId/publish',
  tags: ['social'],
  summary: 'Publish a ready post now (exactly once; a second call answers with the same post)',
  params: ZSocialPostIdParams,
  response: z.object({
    success: z.boolean(),
    message: z.string(),
    /** Spec 3 §3: the X post's id when the platform is X. */
    tweetId: z.string().nullable(),
    post: ZCampaignPost,
    error: z.string().nullable(),
  }),
  errors: [401, 403, 404, 409, 429],
});

export const retryCampaignPostRoute = defineRoute({
  method: 'POST',
  path: '/api/social-media/posts/:postId/retry',
  tags: ['social'],
  summary: 'Try a retryable failed post again now',
  params: ZSocialPostIdParams,
  response: z.object({ success: z.literal(true), post: ZCampaignPost }),
  errors: [401, 403, 404, 409],
});

export const deleteCampaignPostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/social-media/posts/:postId',
  tags: ['social'],
  summary: 'Delete a post that is not being published (a published one stays on its platform)',
  params: ZSocialPostIdParams,
  response: z.object({ success: z.literal(true) }),
  errors: [401, 403, 404, 409],
});
