import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * The XML sitemap (spec 3 §2 'XML Sitemap' card, §7): an index at /sitemap.xml of typed sitemaps
 * (destinations, hotels, blog, pages), rebuilt by events; POST generate-sitemap forces it.
 */

export const SITEMAP_TYPE_NAMES = ['destinations', 'hotels', 'blog', 'pages'] as const;

export const ZSitemapStatus = z.object({
  /** When the current set was built (ISO), null before the first build. */
  builtAt: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  totalUrls: z.number().int().nonnegative(),
  /** Each registered type, in the index's order. */
  types: z.array(
    z.object({
      type: z.enum(SITEMAP_TYPE_NAMES),
      urls: z.number().int().nonnegative(),
      files: z.number().int().nonnegative(),
    }),
  ),
  indexPath: z.literal('/sitemap.xml'),
  /** Active SEO pages no sitemap lists, and why (never dropped silently). */
  excluded: z.array(z.object({ path: z.string(), reason: z.string() })),
  excludedCount: z.number().int().nonnegative(),
});
export type TSitemapStatus = z.infer<typeof ZSitemapStatus>;

export const sitemapStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/sitemap',
  tags: ['admin', 'seo'],
  summary: 'What the XML sitemap holds per type and when it was last built',
  response: ZSitemapStatus,
  errors: [401, 403],
});

export const generateSitemapRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/generate-sitemap',
  tags: ['admin', 'seo'],
  summary: 'Rebuilds the XML sitemap now (audited) and returns its counts',
  response: ZSitemapStatus,
  errors: [401, 403, 429],
});
