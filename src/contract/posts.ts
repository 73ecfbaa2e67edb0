import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { FEED_PAGE_SIZE } from './limits.ts';
import { ZPostMedia } from './media.ts';
import { defineRoute } from './route.ts';
import { ZText, UPLOAD_URL_PATTERN } from './strings.ts';

/** Stored privacy values; the create dialog's `friends` means `followers` (spec 1 §3). */
export const POST_PRIVACIES = ['public', 'followers', 'private'] as const;
export type TPostPrivacy = (typeof POST_PRIVACIES)[number];

export const POST_CONTENT_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const POST_TAGS_MAX = 30;
export const POST_TAG_MAX_LENGTH = 50;
export const TRAVEL_INSIGHTS_MAX = 10;
export const FEED_LIMIT_MAX = 50;
export const COMMENTS_PAGE_SIZE = 20;
export const LOCATION_MAX_LENGTH = 200;
/** Files one post may carry (the create page attaches several). */
export const POST_MEDIA_MAX = 10;

/** The create page's travel categories (spec 1 §2), stored as the list of those switched on. */
export const TRAVEL_CATEGORIES = [
  'photos',
  'videos',
  'destinations',
  'hotels',
  'restaurants',
  'activities',
  'tips',
  'itineraries',
] as const;
export type TTravelCategory = (typeof TRAVEL_CATEGORIES)[number];

/** Spec 1 §5: a video needs the YouTube consent. */
export const YOUTUBE_CONSENT_MESSAGE = 'Please consent to YouTube channel upload to share videos';

/** Spec 1 §5: the one message for a blank post, from the dialog, the page and the API. */
export const EMPTY_POST_MESSAGE = 'Please add some content to your post';
export const EMPTY_COMMENT_MESSAGE = 'Please write a comment first';

/** Hosts besides this site whose media a post may point at (the video proxy of spec 1 §2). */
export const ALLOWED_MEDIA_HOSTS = ['storage.googleapis.com', 'res.cloudinary.com'] as const;

/** Why a member reports a post; the admin area reads them. */
export const POST_REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'misinformation',
  'copyright',
  'other',
] as const;
export type TPostReportReason = (typeof POST_REPORT_REASONS)[number];
export const POST_REPORT_REASON_LABELS: Record<TPostReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or dangerous acts',
  nudity: 'Nudity or sexual content',
  misinformation: 'False information',
  copyright: 'Intellectual property',
  other: 'Something else',
};

/** `#Beach`, ` beach ` and `BEACH` are one tag: `beach`. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().toLowerCase();
}

/** Tags as stored: normalised, without blanks or repeats, in the order given, at most 30. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags.flatMap((entry) => entry.split(/[\s,]+/))) {
    const normalized = normalizeTag(tag);
    if (normalized) seen.add(normalized);
  }
  return [...seen];
}

/** A media URL a post may carry: a file uploaded here, or https on an allowed media host. */
export function isAllowedMediaUrl(value: string): boolean {
  if (UPLOAD_URL_PATTERN.test(value)) return true;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      (ALLOWED_MEDIA_HOSTS as readonly string[]).includes(url.hostname)
    );
  } catch {
    return false;
  }
}

const ZMediaUrl = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine(isAllowedMediaUrl, 'must be a file uploaded to Roamly');

const ZTag = z
  .string()
  .max(POST_TAG_MAX_LENGTH, `must be at most ${POST_TAG_MAX_LENGTH} characters`);

/** The author as a post, comment or activity shows them. */
export const ZPostAuthor = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
});
export type TPostAuthor = z.infer<typeof ZPostAuthor>;

/** The Post entity of spec 1 §3 as the viewer sees it. */
export const ZPost = z.object({
  id: z.string(),
  userId: z.string(),
  user: ZPostAuthor,
  content: z.string(),
  /** Null when the author hides their location from others (Privacy & Safety). */
  location: z.string().nullable(),
  tags: z.array(z.string()),
  travelInsights: z.array(z.string()),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  aiCaptions: z.array(z.string()),
  /** File names under /uploads/. */
  aiThumbnails: z.array(z.string()),
  /** Uploaded media with processed variants; empty for text posts and external media. */
  media: z.array(ZPostMedia),
  privacy: z.enum(POST_PRIVACIES),
  allowComments: z.boolean(),
  /** Marked sensitive by a moderator: the card covers the media until the viewer asks. */
  sensitive: z.boolean(),
  /** Hidden by a moderator: only the author still sees the post (with a notice). */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostPage = z.object({ items: z.array(ZPost), nextCursor: z.string().nullable() });
export type TPostPage = z.infer<typeof ZPostPage>;

/**
 * Every feed: `offset`/`limit` as the spec's client sends them, or the opaque `cursor` of the
 * previous page (keyset paging; `offset` is then ignored).
 */
export const ZFeedQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(FEED_LIMIT_MAX).default(FEED_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TFeedQuery = z.input<typeof ZFeedQuery>;
export type TFeedQueryValues = z.output<typeof ZFeedQuery>;

/** Explore can be narrowed to one tag (the category grid). */
export const ZExploreQuery = ZFeedQuery.extend({
  tag: z.string().max(POST_TAG_MAX_LENGTH).transform(normalizeTag).optional(),
});
export type TExploreQuery = z.input<typeof ZExploreQuery>;

const ZPrivacyInput = z
  .enum([...POST_PRIVACIES, 'friends'], 'must be public, followers or private')
  .transform((value): TPostPrivacy => (value === 'friends' ? 'followers' : value));

/**
 * POST /api/posts: the dialog's body, the test pages' bodies ({content, imageUrl|videoUrl} and
 * {content, mediaUrl, mediaType}). Blank content is refused by the service with
 * EMPTY_POST_MESSAGE (the exact sentence of spec 1 §5).
 */
export const ZCreatePostBody = z
  .object({
    content: ZText({ max: POST_CONTENT_MAX_LENGTH, multiline: true }),
    location: ZText({ max: LOCATION_MAX_LENGTH })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    tags: z
      .union([z.array(ZTag).max(100, 'must have at most 100 items'), z.string().max(2000)])
      .transform((value) => normalizeTags(typeof value === 'string' ? [value] : value))
      .refine((tags) => tags.length <= POST_TAGS_MAX, `must have at most ${POST_TAGS_MAX} items`)
      .refine(
        (tags) => tags.every((tag) => tag.length <= POST_TAG_MAX_LENGTH),
        `must each be at most ${POST_TAG_MAX_LENGTH} characters`,
      )
      .optional(),
    travelInsights: z
      .array(ZText({ max: 300 }))
      .max(TRAVEL_INSIGHTS_MAX, `must have at most ${TRAVEL_INSIGHTS_MAX} items`)
      .transform((items) => items.filter((item) => item !== ''))
      .optional(),
    privacy: ZPrivacyInput.optional(),
    allowComments: z.boolean().optional(),
    imageUrl: ZMediaUrl.nullable().optional(),
    videoUrl: ZMediaUrl.nullable().optional(),
    mediaUrl: ZMediaUrl.optional(),
    mediaType: z.enum(['image', 'video'], 'must be image or video').optional(),
    aiCaptions: z
      .array(ZText({ max: 500 }))
      .max(5)
      .optional(),
    /**
     * The catalogue destination the location was chosen from (the autocomplete's `id`); a code
     * the catalogue does not hold is refused. Without it the server links the post by its photo's
     * GPS or its location text (issue 9 §1).
     */
    destinationCode: z
      .union([
        z.number().int().positive(),
        z
          .string()
          .regex(/^\d{1,9}$/, 'must be a destination code')
          .transform(Number),
      ])
      .nullable()
      .optional(),
    /** The create page's fields (spec 1 §3 'Post creation payload'). */
    saveToHighlights: z.boolean().optional(),
    youtubeConsent: z.boolean().optional(),
    travelCategories: z
      .partialRecord(z.enum(TRAVEL_CATEGORIES), z.boolean())
      .transform((flags) => TRAVEL_CATEGORIES.filter((category) => flags[category] === true))
      .optional(),
    /** The create page's uploaded files, uploaded first (spec 1 §7). */
    media: z
      .array(
        z
          .object({
            url: ZMediaUrl,
            type: z.enum(['image', 'video'], 'must be image or video'),
            filename: z.string().max(255).optional(),
          })
          .strict(),
      )
      .max(POST_MEDIA_MAX, `must have at most ${POST_MEDIA_MAX} files`)
      .optional(),
  })
  .strict()
  .refine((body) => !(body.imageUrl && body.videoUrl), {
    message: 'must be either an image or a video, not both',
    path: ['videoUrl'],
  })
  .refine((body) => !body.mediaUrl || body.mediaType, {
    message: 'is required with a media URL',
    path: ['mediaType'],
  });
export type TCreatePostBody = z.input<typeof ZCreatePostBody>;
export type TCreatePostValues = z.output<typeof ZCreatePostBody>;

export const ZUpdatePostBody = z
  .object({ content: ZText({ max: POST_CONTENT_MAX_LENGTH, multiline: true }) })
  .strict();
export type TUpdatePostBody = z.input<typeof ZUpdatePostBody>;

export const ZLikeResult = z.object({ isLiked: z.boolean(), likesCount: z.number().int() });
export type TLikeResult = z.infer<typeof ZLikeResult>;
export const ZBookmarkResult = z.object({
  isBookmarked: z.boolean(),
  bookmarksCount: z.number().int(),
});
export type TBookmarkResult = z.infer<typeof ZBookmarkResult>;

export const ZComment = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: ZPostAuthor,
  /** The viewer may delete it (its author, or the post's author). */
  canDelete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentPage = z.object({
  items: z.array(ZComment),
  nextCursor: z.string().nullable(),
});
export type TCommentPage = z.infer<typeof ZCommentPage>;

/** Comments read oldest first (a conversation); the cursor continues after the last one. */
export const ZCommentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_LIMIT_MAX).default(COMMENTS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TCommentsQuery = z.input<typeof ZCommentsQuery>;

export const ZCreateCommentBody = z
  .object({ content: ZText({ max: COMMENT_MAX_LENGTH, multiline: true }) })
  .strict();
export type TCreateCommentBody = z.input<typeof ZCreateCommentBody>;

export const ZReportPostBody = z
  .object({
    reason: z.enum(POST_REPORT_REASONS, 'must be one of the listed reasons'),
    details: ZText({ max: 1000, multiline: true }).optional(),
  })
  .strict();
export type TReportPostBody = z.input<typeof ZReportPostBody>;

const ZPostParams = z.object({ id: z.uuid('must be a valid ID') });
const ZCommentParams = ZPostParams.extend({ commentId: z.uuid('must be a valid ID') });
const ZUserParams = z.object({ id: z.uuid('must be a valid ID') });

/** Post writes per IP: a person posting a trip never gets near it; a script does. */
export const CREATE_POST_RATE_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;
export const CREATE_COMMENT_RATE_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;
export const REPORT_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

export const createPostRoute = defineRoute({
  method: 'POST',
  path: '/api/posts',
  tags: ['posts'],
  summary:
    "Share a post (text, location, tags, uploaded images and videos): JSON, or the create page's multipart/form-data of the same fields (switches as 'true'/'false', travelCategories and media as JSON text)",
  body: ZCreatePostBody,
  response: ZPost,
  status: 201,
  errors: [400, 401, 415, 429],
});

export const getPostRoute = defineRoute({
  method: 'GET',
  path: '/api/posts/:id',
  tags: ['posts'],
  summary: 'One post, if the viewer may see it (the permalink)',
  params: ZPostParams,
  response: ZPost,
  errors: [400, 401, 404],
});

export const updatePostRoute = defineRoute({
  method: 'PATCH',
  path: '/api/posts/:id',
  tags: ['posts'],
  summary: "Edit a post's content (its author only)",
  params: ZPostParams,
  body: ZUpdatePostBody,
  response: ZPost,
  errors: [400, 401, 403, 404],
});

export const deletePostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/posts/:id',
  tags: ['posts'],
  summary: 'Delete a post with its likes, comments and bookmarks (its author only)',
  params: ZPostParams,
  response: ZOkResponse,
  errors: [400, 401, 403, 404],
});

export const likePostRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/like',
  tags: ['posts'],
  summary: 'Like or unlike a post (toggle)',
  params: ZPostParams,
  response: ZLikeResult,
  errors: [400, 401, 404],
});

export const bookmarkPostRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/bookmark',
  tags: ['posts'],
  summary: 'Save or unsave a post (toggle); free accounts keep up to 100 bookmarks (403 beyond)',
  params: ZPostParams,
  response: ZBookmarkResult,
  errors: [400, 401, 403, 404],
});

export const listCommentsRoute = defineRoute({
  method: 'GET',
  path: '/api/posts/:id/comments',
  tags: ['posts'],
  summary: 'Comments on a post, oldest first',
  params: ZPostParams,
  query: ZCommentsQuery,
  response: ZCommentPage,
  errors: [400, 401, 404],
});

export const createCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/comments',
  tags: ['posts'],
  summary: 'Comment on a post',
  params: ZPostParams,
  body: ZCreateCommentBody,
  response: ZComment,
  status: 201,
  errors: [400, 401, 403, 404, 429],
});

export const deleteCommentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/posts/:id/comments/:commentId',
  tags: ['posts'],
  summary: "Delete a comment (its author, or the post's author)",
  params: ZCommentParams,
  response: ZOkResponse,
  errors: [400, 401, 403, 404],
});

export const reportPostRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/report',
  tags: ['posts'],
  summary: 'Report a post to the Roamly team (once per member)',
  params: ZPostParams,
  body: ZReportPostBody,
  response: ZOkResponse,
  status: 201,
  errors: [400, 401, 403, 404, 409, 429],
});

export const homeFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/posts/feed',
  tags: ['feeds'],
  summary: "Home feed: the member's own posts and those of people they follow, newest first",
  query: ZFeedQuery,
  response: ZPostPage,
  errors: [400, 401],
});

export const exploreFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/posts/explore',
  tags: ['feeds'],
  summary: 'Explore feed: public posts ranked by recency and engagement',
  query: ZExploreQuery,
  response: ZPostPage,
  errors: [400, 401],
});

export const userPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/users/:id/posts',
  tags: ['feeds'],
  summary: "A member's posts that the viewer may see, newest first",
  params: ZUserParams,
  query: ZFeedQuery,
  response: ZPostPage,
  errors: [400, 401, 404],
});

export const userLikesRoute = defineRoute({
  method: 'GET',
  path: '/api/users/:id/likes',
  tags: ['feeds'],
  summary: 'Posts a member liked, most recent like first (the member only)',
  params: ZUserParams,
  query: ZFeedQuery,
  response: ZPostPage,
  errors: [400, 401, 403],
});

export const bookmarksRoute = defineRoute({
  method: 'GET',
  path: '/api/bookmarks',
  tags: ['feeds'],
  summary: "The member's saved posts, most recently saved first",
  query: ZFeedQuery,
  response: ZPostPage,
  errors: [400, 401],
});
