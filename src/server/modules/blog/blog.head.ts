import { findBlogPostWithAuthor } from '../../../db/queries/blog.ts';
import type { HeadResolver } from '../page-head/page-head.types.ts';
import { blogJsonLd } from './blog-json-ld.ts';
import { currentBlogRuntime } from './blog-runtime.ts';
import { readablePost } from './blog-public.ts';

/**
 * The server-rendered <head> of /blog/{slug} (issue 24 §1): a published post, or a draft read
 * through its signed preview link (then noindex). Premium-only posts show their excerpt, which
 * is public anyway.
 */
export const blogPostHead: HeadResolver = async ({ db, params, query }) => {
  const slug = params.slug?.trim();
  // eslint-disable-next-line no-control-regex -- a NUL byte no slug has, refused before SQL
  if (!slug || slug.length > 100 || /[\u0000-\u001f]/.test(slug)) return null;
  const runtime = currentBlogRuntime();
  const found = await findBlogPostWithAuthor(db, { slug });
  const readable = readablePost(found?.post ?? null, {
    preview: query.get('preview'),
    secret: runtime?.secret ?? null,
  });
  if (!readable) return null;
  const { post } = readable;
  const image = post.ogImage || post.featuredImage;
  return {
    title: `${post.metaTitle || post.title} | Roamly Blog`,
    description: post.metaDescription || post.excerpt,
    canonicalPath: `/blog/${encodeURIComponent(post.slug)}`,
    ogType: 'article',
    image: image ? { url: image, alt: post.title } : null,
    jsonLd: blogJsonLd(post, {
      origin: runtime?.origin ?? '',
      authorName: found?.authorName ?? null,
    }),
    ...(readable.preview ? { noindex: true } : {}),
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    modifiedAt: post.updatedAt.toISOString(),
  };
};
