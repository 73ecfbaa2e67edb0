import { BLOG_FEED_ITEMS, BLOG_FEED_PATH } from '../../../contract/blog.ts';
import type { Db } from '../../../db/client.ts';
import { latestPublishedBlogPosts } from '../../../db/queries/blog.ts';

/** XML text and attribute escaping, and no characters XML 1.0 forbids (C0 controls). */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing characters XML cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * RSS 2.0 of the newest published posts: title, link, guid, date, category and the excerpt as
 * description (premium-only posts never put their content in the feed).
 */
export async function renderBlogFeed(db: Db, { origin }: { origin: string }): Promise<string> {
  const posts = await latestPublishedBlogPosts(db, { limit: BLOG_FEED_ITEMS });
  const newest = posts[0]?.publishedAt ?? posts[0]?.updatedAt ?? new Date(0);
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    const date = (post.publishedAt ?? post.createdAt).toUTCString();
    const categories = [post.category, ...post.tags]
      .map((name) => `      <category>${xmlEscape(name)}</category>`)
      .join('\n');
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="false">${xmlEscape(post.id)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      `      <description>${xmlEscape(post.metaDescription || post.excerpt)}</description>`,
      categories,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Roamly Blog</title>',
    `    <link>${xmlEscape(`${origin}/`)}</link>`,
    '    <description>Travel tips, destination guides and stories from Roamly.</description>',
    '    <language>en-us</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
