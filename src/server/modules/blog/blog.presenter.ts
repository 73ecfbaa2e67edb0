import {
  MISSED_SCHEDULE_MINUTES,
  type TBlogPost,
  type TBlogPostSummary,
  type TPublicBlogPost,
} from '../../../contract/blog.ts';
import type { BlogPostRow } from '../../../db/queries/blog.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Scheduled and overdue by more than the grace: the publishing job did not run. */
export function scheduleMissed(post: Pick<BlogPostRow, 'status' | 'publishAt'>, now = Date.now()) {
  return (
    post.status === 'scheduled' &&
    post.publishAt !== null &&
    now - post.publishAt.getTime() > MISSED_SCHEDULE_MINUTES * 60_000
  );
}

export function presentBlogSummary(post: BlogPostRow, now = Date.now()): TBlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    keywords: post.keywords,
    category: post.category,
    tags: post.tags,
    status: post.status,
    featured_image: post.featuredImage,
    og_image: post.ogImage,
    reading_time: post.readingTime,
    view_count: post.viewCount,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    author_id: post.authorId,
    is_premium: post.isPremium,
    publish_at: iso(post.publishAt),
    published_at: iso(post.publishedAt),
    schedule_missed: scheduleMissed(post, now),
  };
}

export function presentBlogPost(post: BlogPostRow, now = Date.now()): TBlogPost {
  return {
    ...presentBlogSummary(post, now),
    content: post.content,
    schema_markup: post.schemaMarkup,
  };
}

/** The public page's read; `locked` empties the content (the server never sends it). */
export function presentPublicBlogPost(
  post: BlogPostRow,
  {
    locked,
    preview,
    jsonLd,
    authorName,
  }: {
    locked: boolean;
    preview: boolean;
    jsonLd: Record<string, unknown>[];
    authorName: string | null;
  },
): TPublicBlogPost {
  const {
    schema_markup: _schema,
    schedule_missed: _missed,
    publish_at: _publishAt,
    ...rest
  } = presentBlogPost(post);
  return {
    ...rest,
    content: locked ? '' : post.content,
    locked,
    preview,
    json_ld: jsonLd,
    author_name: authorName,
  };
}
