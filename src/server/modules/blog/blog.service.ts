import {
  BLOG_CREATE_REQUIRED,
  BLOG_EDIT_REQUIRED,
  BLOG_NOT_FOUND,
  BLOG_SLUG_EMPTY,
  BLOG_SLUG_TAKEN,
  MISSED_SCHEDULE_MINUTES,
  readingTimeFromContent,
  readingTimeFromInput,
  slugifyTitle,
  type TBlogPost,
  type ZBlogCreateBody,
  type ZBlogUpdateBody,
} from '../../../contract/blog.ts';
import type { z } from 'zod';
import {
  blogSlugTaken,
  countMissedSchedules,
  existingUserId,
  findBlogPostById,
  findBlogPostBySlug,
  insertBlogPost,
  listBlogPosts,
  updateBlogPost,
  type BlogPostRow,
} from '../../../db/queries/blog.ts';
import { recordPageMove } from '../../../db/queries/page-redirects.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { cleanContent, cleanImage, cleanSchemaMarkup, publishingState } from './blog-write.ts';
import { presentBlogPost, presentBlogSummary } from './blog.presenter.ts';
import { blogRuntime } from './blog-runtime.ts';
import { signPreviewToken } from './preview-token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listPosts(ctx: ServiceContext) {
  authorize(ctx.viewer, 'admin.access', null);
  const [rows, missedSchedules] = await Promise.all([
    listBlogPosts(ctx.db),
    countMissedSchedules(ctx.db, { graceMinutes: MISSED_SCHEDULE_MINUTES }),
  ]);
  const now = Date.now();
  return { posts: rows.map((row) => presentBlogSummary(row, now)), missedSchedules };
}

export async function getPostBySlug(ctx: ServiceContext, { slug }: { slug: string }) {
  authorize(ctx.viewer, 'admin.access', null);
  const post = await findBlogPostBySlug(ctx.db, { slug });
  if (!post) throw notFound(BLOG_NOT_FOUND);
  return presentBlogPost(post);
}

/** The author: the member named when one has that id, else `fallback` (the operator saving). */
async function authorOf(
  ctx: ServiceContext,
  given: string | null | undefined,
  fallback: string | null,
): Promise<string | null> {
  if (given && UUID.test(given)) return (await existingUserId(ctx.db, { id: given })) ?? fallback;
  return fallback;
}

/** A free slug from the title: the title's own, else with -2, -3… (a new post never steals one). */
async function freeSlug(ctx: ServiceContext, base: string): Promise<string> {
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 95)}-${n}`;
    if (!(await blogSlugTaken(ctx.db, { slug: candidate }))) return candidate;
  }
  throw conflict(BLOG_SLUG_TAKEN);
}

/** The fields of an audit entry (content by length: the log is not a copy of every article). */
function auditFields(post: BlogPostRow) {
  return {
    title: post.title,
    slug: post.slug,
    status: post.status,
    category: post.category,
    isPremium: post.isPremium,
    publishAt: post.publishAt?.toISOString() ?? null,
    contentLength: post.content.length,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505')
  );
}

export async function createPost(
  ctx: ServiceContext,
  body: z.output<typeof ZBlogCreateBody>,
): Promise<TBlogPost> {
  authorize(ctx.viewer, 'admin.access', null);
  const content = cleanContent(body.content);
  if (!body.title || !content) throw badRequest(BLOG_CREATE_REQUIRED);
  const base = slugifyTitle(body.slug || body.title);
  if (!base) throw badRequest(BLOG_SLUG_EMPTY);
  const schemaMarkup = cleanSchemaMarkup(body.schemaMarkup);
  const state = publishingState(body.status, body.publishAt, null);
  try {
    return await ctx.tx(async (tx) => {
      const post = await insertBlogPost(tx.db, {
        title: body.title,
        slug: await freeSlug(tx, base),
        excerpt: body.excerpt,
        content,
        metaTitle: body.metaTitle || body.title,
        metaDescription: body.metaDescription,
        keywords: body.keywords,
        schemaMarkup,
        ogImage: cleanImage(body.ogImage),
        featuredImage: cleanImage(body.featuredImage),
        category: body.category,
        tags: body.tags,
        isPremium: body.isPremium,
        readingTime: readingTimeFromInput(body.readingTime),
        authorId: await authorOf(tx, body.authorId, tx.viewer?.id ?? null),
        ...state,
      });
      tx.emit({
        type: 'public-page.changed',
        path: `/blog/${post.slug}`,
        fromPath: null,
        sitemap: 'blog',
      });
      await recordAudit(tx, {
        action: 'blog.create',
        objectType: 'blog_post',
        objectId: post.id,
        reason: null,
        before: null,
        after: auditFields(post),
      });
      return presentBlogPost(post);
    });
  } catch (error) {
    // Two saves of the same title at once: the second finds the slug taken by the first.
    if (isUniqueViolation(error)) throw conflict(BLOG_SLUG_TAKEN);
    throw error;
  }
}

export async function updatePost(
  ctx: ServiceContext,
  { id, ...body }: z.output<typeof ZBlogUpdateBody> & { id: string },
): Promise<TBlogPost> {
  authorize(ctx.viewer, 'admin.access', null);
  const content = cleanContent(body.content);
  if (!body.title || !content) throw badRequest(BLOG_EDIT_REQUIRED);
  // Spec 3 §5: on save the slug is regenerated from the title.
  const slug = slugifyTitle(body.title);
  if (!slug) throw badRequest(BLOG_SLUG_EMPTY);
  const schemaMarkup = cleanSchemaMarkup(body.schema_markup);
  try {
    return await ctx.tx(async (tx) => {
      const before = await findBlogPostById(tx.db, { id, lock: true });
      if (!before) throw notFound(BLOG_NOT_FOUND);
      if (slug !== before.slug && (await blogSlugTaken(tx.db, { slug, exceptId: id }))) {
        throw conflict(BLOG_SLUG_TAKEN);
      }
      const state = publishingState(body.status, body.publish_at, before);
      const post = await updateBlogPost(tx.db, {
        id,
        changes: {
          title: body.title,
          slug,
          excerpt: body.excerpt,
          content,
          // A meta title that was the old title's copy follows the new title.
          metaTitle:
            !body.meta_title || body.meta_title === before.title ? body.title : body.meta_title,
          metaDescription: body.meta_description,
          keywords: body.keywords,
          schemaMarkup,
          ogImage: cleanImage(body.og_image),
          featuredImage: cleanImage(body.featured_image),
          category: body.category,
          tags: body.tags,
          isPremium: body.is_premium,
          readingTime: readingTimeFromContent(content),
          authorId: await authorOf(tx, body.author_id, before.authorId),
          ...state,
        },
      });
      // The old address keeps working: a 301 to the new one (same transaction as the move).
      if (slug !== before.slug) {
        await recordPageMove(tx.db, { fromPath: `/blog/${before.slug}`, toPath: `/blog/${slug}` });
      }
      tx.emit({
        type: 'public-page.changed',
        path: `/blog/${slug}`,
        fromPath: slug !== before.slug ? `/blog/${before.slug}` : null,
        sitemap: 'blog',
      });
      await recordAudit(tx, {
        action: 'blog.update',
        objectType: 'blog_post',
        objectId: id,
        reason: null,
        before: auditFields(before),
        after: auditFields(post),
      });
      return presentBlogPost(post);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BLOG_SLUG_TAKEN);
    throw error;
  }
}

export async function createPreviewLink(ctx: ServiceContext, { id }: { id: string }) {
  authorize(ctx.viewer, 'admin.access', null);
  const post = await findBlogPostById(ctx.db, { id });
  if (!post) throw notFound(BLOG_NOT_FOUND);
  const { secret, origin } = await blogRuntime(ctx.config);
  const { token, expiresAt } = signPreviewToken(secret, post.id);
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}?preview=${encodeURIComponent(token)}`;
  return { url, expiresAt };
}
