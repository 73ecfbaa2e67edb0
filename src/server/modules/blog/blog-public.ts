import { BLOG_NOT_FOUND, type TPublicBlogPost } from '../../../contract/blog.ts';
import type { Db } from '../../../db/client.ts';
import {
  countBlogView,
  findBlogPostBySlug,
  findBlogPostWithAuthor,
  type BlogPostRow,
} from '../../../db/queries/blog.ts';
import { findPageRedirect } from '../../../db/queries/page-redirects.ts';
import { isMemberPremium } from '../../../db/queries/premium.ts';
import type { ServiceContext, Viewer } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { canReadPremiumGuide } from '../premium/guides.policy.ts';
import { blogJsonLd } from './blog-json-ld.ts';
import { presentPublicBlogPost } from './blog.presenter.ts';
import { blogRuntime, type BlogRuntime } from './blog-runtime.ts';
import { verifyPreviewToken, visitorKey } from './preview-token.ts';

/**
 * What a reader may see of a post: a published post, or any post through a valid signed preview
 * token (a draft review; noindex). Null otherwise — the page and API answer 'not found'.
 */
export function readablePost(
  post: BlogPostRow | null,
  { preview, secret }: { preview: string | null | undefined; secret: Buffer | null },
): { post: BlogPostRow; preview: boolean } | null {
  if (!post) return null;
  if (preview && secret && verifyPreviewToken(secret, post.id, preview)) {
    return { post, preview: post.status !== 'published' };
  }
  return post.status === 'published' ? { post, preview: false } : null;
}

/** Whether a viewer reads a premium-only post in full (Premium, admins, its author). */
export async function mayReadFull(db: Db, viewer: Viewer | null, post: BlogPostRow) {
  if (!post.isPremium || !viewer) return canReadPremiumGuide(viewer, false, post);
  if (canReadPremiumGuide(viewer, false, post)) return true;
  return isMemberPremium(db, { memberId: viewer.id });
}

/** The page-status check of a draft's preview link (published posts are checked in SQL). */
export async function blogPreviewPageExists(
  db: Db,
  { slug, preview, secret }: { slug: string; preview: string | null; secret: Buffer | null },
): Promise<boolean> {
  return readablePost(await findBlogPostBySlug(db, { slug }), { preview, secret }) !== null;
}

export type PublicRead = { post: TPublicBlogPost } | { movedTo: string };

export async function readPublicPost(
  ctx: ServiceContext,
  { slug, preview }: { slug: string; preview?: string },
): Promise<PublicRead> {
  const runtime = await blogRuntime(ctx.config);
  const found = await findBlogPostWithAuthor(ctx.db, { slug });
  const readable = readablePost(found?.post ?? null, { preview, secret: runtime.secret });
  if (!readable) {
    // A post whose slug changed: tell the client its new address.
    const moved = found ? null : await findPageRedirect(ctx.db, { path: `/blog/${slug}` });
    if (moved?.startsWith('/blog/')) return { movedTo: moved.slice('/blog/'.length) };
    throw notFound(BLOG_NOT_FOUND);
  }
  const { post } = readable;
  const full = readable.preview || (await mayReadFull(ctx.db, ctx.viewer, post));
  const authorName = found?.authorName ?? null;
  return {
    post: presentPublicBlogPost(post, {
      locked: !full,
      preview: readable.preview,
      jsonLd: blogJsonLd(post, { origin: runtime.origin, authorName }),
      authorName,
    }),
  };
}

/** Who is reading, as the view counter keys them (hashed; nothing identifying is stored). */
export function visitorOf(
  viewer: Viewer | null,
  request: { ip: string; userAgent: string | undefined },
): string {
  return viewer ? `member:${viewer.id}` : `visitor:${request.ip}|${request.userAgent ?? ''}`;
}

export async function countPostView(
  ctx: ServiceContext,
  { slug, visitor }: { slug: string; visitor: string },
  runtime?: BlogRuntime,
) {
  const post = await findBlogPostBySlug(ctx.db, { slug });
  if (!post || post.status !== 'published') throw notFound(BLOG_NOT_FOUND);
  const { secret } = runtime ?? (await blogRuntime(ctx.config));
  const day = new Date().toISOString().slice(0, 10);
  const { counted, viewCount } = await countBlogView(ctx.db, {
    postId: post.id,
    visitorKey: visitorKey(secret, visitor, day),
  });
  return { counted, view_count: viewCount };
}
