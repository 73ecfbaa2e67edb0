import { publishedBlogSlugsAfter } from '../../../db/queries/blog.ts';
import type { SitemapSource } from '../page-head/page-head.types.ts';

/**
 * The blog's typed sitemap (issue 24 §3): every published post (premium-only ones too: their
 * page and excerpt are public), keyset-paged by slug so no batch loads the whole table;
 * `lastmod` is when the post last changed.
 */
export const blogSitemapSource: SitemapSource = {
  type: 'blog',
  async *batches(db, { batchSize }) {
    let after: string | null = null;
    for (;;) {
      const rows = await publishedBlogSlugsAfter(db, { after, limit: batchSize });
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        path: `/blog/${encodeURIComponent(row.slug)}`,
        lastmod: row.updatedAt,
        changefreq: 'weekly' as const,
        priority: 0.7,
      }));
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1]?.slug ?? null;
    }
  },
};
