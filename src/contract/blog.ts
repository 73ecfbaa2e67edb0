import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';

/**
 * The blog (spec 3 §2, §3, §5, §7; issue 24 §4). The create form sends camelCase, the server
 * reads back snake_case and the editor saves snake_case (spec 3 §3 "Blog post in both shapes").
 *
 * Statuses are the spec's draft, published and archived, plus `scheduled`: a post saved as
 * published with a publish time in the future waits in `scheduled` until the publishing job
 * (blog-publish-due, every minute and at every start) makes it `published`, exactly once.
 */

export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type TBlogStatus = (typeof BLOG_STATUSES)[number];
/** What the forms offer (spec 3 §4); `scheduled` follows from a future publish time. */
export const BLOG_FORM_STATUSES = ['draft', 'published', 'archived'] as const;

/** Spec 3 §9: the create screen's categories and the edit screen's. */
export const BLOG_CREATE_CATEGORIES = [
  'travel-tips',
  'destinations',
  'culture',
  'food',
  'adventure',
  'budget',
  'luxury',
  'guides',
] as const;
export const BLOG_EDIT_CATEGORIES = [
  'travel-guides',
  'destinations',
  'tips',
  'culture',
  'food',
  'adventure',
  'budget',
] as const;
/** Every category a stored post may carry (either screen's). */
export const BLOG_CATEGORIES = [
  ...new Set([...BLOG_CREATE_CATEGORIES, ...BLOG_EDIT_CATEGORIES]),
] as readonly string[];

/** Spec 3 §9: reading time 1–60 minutes, default 5; 200 words a minute on edit. */
export const READING_TIME_MIN = 1;
export const READING_TIME_MAX = 60;
export const READING_TIME_DEFAULT = 5;
export const WORDS_PER_MINUTE = 200;

/** A scheduled post this late (its job did not run) raises the admin's missed-schedule alarm. */
export const MISSED_SCHEDULE_MINUTES = 5;

export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 100;
export const BLOG_EXCERPT_MAX = 1000;
/** HTML of one post: far above any article, far below a body that hurts the server. */
export const BLOG_CONTENT_MAX = 200_000;
export const BLOG_TAGS_MAX = 30;
export const BLOG_TAG_MAX = 50;

/** Spec 3 §5 messages. */
export const BLOG_CREATE_REQUIRED =
  'Please provide at least a title and content for the blog post.';
export const BLOG_EDIT_REQUIRED = 'Please fill in title and content fields.';
export const BLOG_NOT_FOUND = 'Blog post not found';
export const BLOG_SLUG_TAKEN =
  'Another blog post already uses this title. Please change the title.';
export const BLOG_SLUG_EMPTY = 'The title needs at least one letter or digit to make the address.';

/**
 * Spec 3 §5 slug rule: lower case, strip characters other than letters, digits, spaces and
 * hyphens, spaces to hyphens, collapse repeated hyphens (and no hyphen at either end).
 */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-$/, '');
}

/** Spec 3 §5: tags split by commas, trimmed, empties dropped (and repeats, once each). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const tag = part.trim().slice(0, BLOG_TAG_MAX);
    if (tag) seen.add(tag);
  }
  return [...seen].slice(0, BLOG_TAGS_MAX);
}

/** Spec 3 §5 create rule: a number 1–60, else 5. */
export function readingTimeFromInput(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(number)) return READING_TIME_DEFAULT;
  return Math.min(READING_TIME_MAX, Math.max(READING_TIME_MIN, Math.round(number)));
}

/** Spec 3 §5 edit rule: ceil(words / 200) of the content's text, within 1–60. */
export function readingTimeFromContent(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(
    READING_TIME_MAX,
    Math.max(READING_TIME_MIN, Math.ceil(words / WORDS_PER_MINUTE)),
  );
}

const ZSlugParam = ZText({ max: BLOG_SLUG_MAX, min: 1 });
const ZHtml = z
  .string()
  .max(BLOG_CONTENT_MAX, `must be at most ${BLOG_CONTENT_MAX} characters`)
  .default('');
const ZImageUrl = z
  .string()
  .trim()
  .max(2000)
  // http(s) or a path on this site; not protocol-relative (//host), not javascript: or data:.
  .refine((value) => value === '' || /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(value), {
    message: 'must be a web address (https://…) or a path on this site',
  })
  .nullish();
const ZTags = z
  .union([z.array(ZText({ max: BLOG_TAG_MAX })).max(BLOG_TAGS_MAX), ZText({ max: 2000 })])
  .transform((value) => parseTags(Array.isArray(value) ? value.join(',') : value));
/** A publish time (ISO 8601); empty means "now" when publishing. */
const ZPublishAt = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be a date and time')
  .nullish();
const ZCategory = z.enum(BLOG_CATEGORIES as [string, ...string[]], {
  error: 'must be one of the blog categories',
});

/** Spec 3 §3: the create form (camelCase) — plus isPremium and publishAt (issue 24 §4). */
export const ZBlogCreateBody = z.object({
  title: ZText({ max: BLOG_TITLE_MAX }).default(''),
  slug: ZText({ max: BLOG_SLUG_MAX }).optional(),
  excerpt: ZText({ max: BLOG_EXCERPT_MAX, multiline: true }).default(''),
  content: ZHtml,
  metaTitle: ZText({ max: BLOG_TITLE_MAX }).optional(),
  metaDescription: ZText({ max: 500, multiline: true }).default(''),
  keywords: ZText({ max: 1000 }).default(''),
  schemaMarkup: z.string().max(20_000).nullish(),
  ogImage: ZImageUrl,
  category: ZCategory.default('travel-tips'),
  tags: ZTags.default([]),
  status: z.enum(BLOG_FORM_STATUSES).default('draft'),
  featuredImage: ZImageUrl,
  readingTime: z.unknown().optional(),
  authorId: z.string().max(100).nullish(),
  isPremium: z.boolean().default(false),
  publishAt: ZPublishAt,
});
export type TBlogCreateBody = z.input<typeof ZBlogCreateBody>;

/** Spec 3 §7: the editor's save (snake_case fields plus slug, tags, reading_time, author_id). */
export const ZBlogUpdateBody = z.object({
  title: ZText({ max: BLOG_TITLE_MAX }).default(''),
  slug: ZText({ max: BLOG_SLUG_MAX }).optional(),
  excerpt: ZText({ max: BLOG_EXCERPT_MAX, multiline: true }).default(''),
  content: ZHtml,
  meta_title: ZText({ max: BLOG_TITLE_MAX }).default(''),
  meta_description: ZText({ max: 500, multiline: true }).default(''),
  keywords: ZText({ max: 1000 }).default(''),
  schema_markup: z.string().max(20_000).nullish(),
  og_image: ZImageUrl,
  category: ZCategory,
  tags: ZTags.default([]),
  status: z.enum(BLOG_FORM_STATUSES),
  featured_image: ZImageUrl,
  reading_time: z.unknown().optional(),
  author_id: z.string().max(100).nullish(),
  is_premium: z.boolean().default(false),
  publish_at: ZPublishAt,
});
export type TBlogUpdateBody = z.input<typeof ZBlogUpdateBody>;

/** Spec 3 §3: a post as the server reads it back (snake_case), plus scheduling and premium. */
export const ZBlogPost = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  keywords: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  featured_image: z.string().nullable(),
  og_image: z.string().nullable(),
  reading_time: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  author_id: z.string().nullable(),
  schema_markup: z.string().nullable(),
  is_premium: z.boolean(),
  /** When a scheduled post goes out (null: not scheduled). */
  publish_at: z.string().nullable(),
  /** When it went out first (null: never published). */
  published_at: z.string().nullable(),
  /** Scheduled and more than MISSED_SCHEDULE_MINUTES late: the publishing job is not running. */
  schedule_missed: z.boolean(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** The admin list's row (no content: the list shows the excerpt). */
export const ZBlogPostSummary = ZBlogPost.omit({ content: true, schema_markup: true });
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

export const blogPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/blog/posts',
  tags: ['admin', 'blog'],
  summary: 'Every blog post, newest first, with the missed-schedule alarm',
  response: z.object({
    posts: z.array(ZBlogPostSummary),
    /** Scheduled posts overdue by more than MISSED_SCHEDULE_MINUTES. */
    missedSchedules: z.number().int(),
  }),
  errors: [401, 403],
});

export const createBlogPostRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/blog/posts',
  tags: ['admin', 'blog'],
  summary: 'Creates a blog post (the create form, camelCase); returns it with its title',
  body: ZBlogCreateBody,
  response: ZBlogPost,
  status: 201,
  errors: [400, 401, 403, 409],
});

export const blogPostBySlugRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/blog/posts/slug/:slug',
  tags: ['admin', 'blog'],
  summary: 'One blog post by slug, whatever its status (the editor)',
  params: z.object({ slug: ZSlugParam }),
  response: ZBlogPost,
  errors: [400, 401, 403, 404],
});

export const updateBlogPostRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/blog/posts/:id',
  tags: ['admin', 'blog'],
  summary: 'Saves a blog post from the editor (snake_case); the slug follows the title',
  params: z.object({ id: z.uuid('must be a post id') }),
  body: ZBlogUpdateBody,
  response: ZBlogPost,
  errors: [400, 401, 403, 404, 409],
});

/** A signed link to a post as it is now, for readers who are not signed in (a draft review). */
export const ZBlogPreviewLink = z.object({ url: z.string(), expiresAt: z.string() });
export const BLOG_PREVIEW_DAYS = 7;

export const blogPreviewLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/blog/posts/:id/preview-link',
  tags: ['admin', 'blog'],
  summary: `A signed preview link of a post, valid ${BLOG_PREVIEW_DAYS} days, no sign-in needed`,
  params: z.object({ id: z.uuid('must be a post id') }),
  response: ZBlogPreviewLink,
  errors: [401, 403, 404],
});

/** The public page's read: full content, or the excerpt only when it is locked (premium). */
export const ZPublicBlogPost = ZBlogPost.omit({
  schema_markup: true,
  schedule_missed: true,
  publish_at: true,
}).extend({
  /** Premium-only post and a reader without Premium: `content` is empty. */
  locked: z.boolean(),
  /** A draft read through a signed preview link (keep out of search engines). */
  preview: z.boolean(),
  /** BlogPosting + BreadcrumbList JSON-LD (the operator's override when valid). */
  json_ld: z.array(z.record(z.string(), z.unknown())),
  author_name: z.string().nullable(),
});
export type TPublicBlogPost = z.infer<typeof ZPublicBlogPost>;

export const ZBlogPreviewQuery = z.object({
  preview: ZText({ max: 200 }).optional(),
});

export const publicBlogPostRoute = defineRoute({
  method: 'GET',
  path: '/api/blog/posts/:slug',
  tags: ['blog'],
  summary:
    "A published post (or a draft with a signed preview token); a moved slug redirects to the post's new address",
  params: z.object({ slug: ZSlugParam }),
  query: ZBlogPreviewQuery,
  response: ZPublicBlogPost,
  redirects: true,
  errors: [400, 404],
});

export const blogPostViewRoute = defineRoute({
  method: 'POST',
  path: '/api/blog/posts/:slug/view',
  tags: ['blog'],
  summary: 'Counts a view of a published post, once per visitor per day',
  params: z.object({ slug: ZSlugParam }),
  response: z.object({ counted: z.boolean(), view_count: z.number().int() }),
  errors: [400, 404],
});

/** Where the RSS 2.0 feed of published posts is served. */
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const BLOG_FEED_ITEMS = 50;
