import { z } from 'zod';
import { MEDIA_KINDS } from './media.ts';
import { ZPost } from './posts.ts';
import { defineRoute } from './route.ts';
import { ZUploadUrl } from './strings.ts';

/** Spec 1 §3 'AI media analysis result', plus the caption variants the dialog offers. */
export const ZMediaAnalysis = z.object({
  description: z.string(),
  /** 'City, Country' from the photo's GPS; empty when it has none. */
  location: z.string(),
  tags: z.array(z.string()),
  travelInsights: z.array(z.string()),
  /** Three caption variants composed from place, season, time of day and tags. */
  captions: z.array(z.string()),
});
export type TMediaAnalysis = z.infer<typeof ZMediaAnalysis>;

export const ZAnalyzeMediaBody = z
  .object({
    mediaUrl: ZUploadUrl,
    mediaType: z.enum(MEDIA_KINDS, 'must be image or video'),
  })
  .strict();
export type TAnalyzeMediaBody = z.input<typeof ZAnalyzeMediaBody>;

/** GET /api/test-ai-on-latest-video: the raw result on the viewer's latest video, or why not. */
export const ZLatestVideoAnalysis = z.object({
  video: z.object({ url: z.string(), filename: z.string(), createdAt: z.string() }).nullable(),
  result: ZMediaAnalysis.nullable(),
  error: z.string().nullable(),
  provider: z.string(),
});
export type TLatestVideoAnalysis = z.infer<typeof ZLatestVideoAnalysis>;

/** AI requests per member: each may decode a photo or call a paid vision model. */
export const AI_RATE_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

export const analyzeMediaRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/analyze-media',
  tags: ['ai'],
  summary: 'Suggest a description, location, tags and travel insights for an uploaded file',
  body: ZAnalyzeMediaBody,
  response: ZMediaAnalysis,
  errors: [400, 401, 404, 429],
});

export const enhancePostRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/enhance',
  tags: ['ai'],
  summary: 'Add AI captions and up to 3 thumbnails to a post (its author only)',
  params: z.object({ id: z.uuid('must be a valid ID') }),
  response: ZPost,
  errors: [400, 401, 403, 404, 429],
});

export const testAiOnLatestVideoRoute = defineRoute({
  method: 'GET',
  path: '/api/test-ai-on-latest-video',
  tags: ['ai'],
  summary: "Run the media analysis on the viewer's latest uploaded video (a test page)",
  response: ZLatestVideoAnalysis,
  errors: [401, 429],
});
