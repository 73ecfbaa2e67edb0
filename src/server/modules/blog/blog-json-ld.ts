import type { BlogPostRow } from '../../../db/queries/blog.ts';
import { parseSchemaMarkup } from '../seo/seo.service.ts';

/**
 * schema.org JSON-LD of a blog post, built from its fields (BlogPosting and a BreadcrumbList
 * Home › Blog › post), or the operator's override when it is a valid schema.org object — in
 * which case the breadcrumb still comes from the fields.
 */
export function blogJsonLd(
  post: Pick<
    BlogPostRow,
    | 'title'
    | 'slug'
    | 'metaTitle'
    | 'metaDescription'
    | 'excerpt'
    | 'keywords'
    | 'category'
    | 'tags'
    | 'featuredImage'
    | 'ogImage'
    | 'publishedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'schemaMarkup'
    | 'isPremium'
  >,
  { origin, authorName }: { origin: string; authorName: string | null },
): Record<string, unknown>[] {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featuredImage || post.ogImage;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog/feed.xml` },
      { '@type': 'ListItem', position: 3, name: post.title, item: url },
    ],
  };
  const override = parseSchemaMarkup(post.schemaMarkup);
  if (override) return [override, breadcrumb];
  const keywords = [post.keywords, ...post.tags].filter(Boolean).join(', ');
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: (post.metaTitle || post.title).slice(0, 110),
    description: post.metaDescription || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: (post.publishedAt ?? post.createdAt).toISOString(),
    dateModified: post.updatedAt.toISOString(),
    articleSection: post.category,
    author: authorName
      ? { '@type': 'Person', name: authorName }
      : { '@type': 'Organization', name: 'Roamly' },
    publisher: { '@type': 'Organization', name: 'Roamly', url: `${origin}/` },
    isAccessibleForFree: !post.isPremium,
  };
  if (keywords) article.keywords = keywords;
  if (image) article.image = image.startsWith('/') ? `${origin}${image}` : image;
  return [article, breadcrumb];
}
