import type { TSitemapStatus } from '../../../contract/admin-sitemap.ts';
import type { Db } from '../../../db/client.ts';
import { seoPageSitemapBatch } from '../../../db/queries/sitemap.ts';
import type { MemberContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import type { SitemapKeeper } from './sitemap-keeper.ts';
import { seoPageExclusion } from './sources.ts';
import type { SitemapManifest } from './writer.ts';

const EXCLUDED_SHOWN = 20;
const LISTED_ELSEWHERE = 'listed in the destinations or hotels sitemap';

/** Active SEO pages that no sitemap lists, with the reason (the card shows the first ones). */
async function excludedPages(
  db: Db,
): Promise<{ shown: TSitemapStatus['excluded']; count: number }> {
  const shown: TSitemapStatus['excluded'] = [];
  let count = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await seoPageSitemapBatch(db, { after, limit: 1000 });
    for (const row of rows) {
      const reason = seoPageExclusion(row.key);
      if (reason === null || reason === LISTED_ELSEWHERE) continue;
      count += 1;
      if (shown.length < EXCLUDED_SHOWN) shown.push({ path: `/${row.key}`, reason });
    }
    if (rows.length < 1000) break;
    after = rows[rows.length - 1]!.key;
  }
  return { shown, count };
}

async function present(db: Db, manifest: SitemapManifest | null): Promise<TSitemapStatus> {
  const excluded = await excludedPages(db);
  return {
    builtAt: manifest?.builtAt ?? null,
    durationMs: manifest?.durationMs ?? 0,
    totalUrls: manifest?.types.reduce((sum, type) => sum + type.urls, 0) ?? 0,
    types: manifest?.types ?? [],
    indexPath: '/sitemap.xml',
    excluded: excluded.shown,
    excludedCount: excluded.count,
  };
}

/** GET /api/admin/seo/sitemap. */
export async function sitemapStatus(
  ctx: MemberContext,
  keeper: SitemapKeeper,
): Promise<TSitemapStatus> {
  authorize(ctx.viewer, 'admin.access', null);
  return present(ctx.db, keeper.known() ?? (await keeper.current()));
}

/** POST /api/admin/seo/generate-sitemap: builds now, then records who asked and what it held. */
export async function generateSitemap(
  ctx: MemberContext,
  keeper: SitemapKeeper,
): Promise<TSitemapStatus> {
  authorize(ctx.viewer, 'admin.access', null);
  const manifest = await keeper.rebuild();
  await ctx.tx((tx) =>
    recordAudit(tx, {
      action: 'sitemap.generate',
      objectType: 'sitemap',
      objectId: 'sitemap.xml',
      reason: null,
      before: null,
      after: Object.fromEntries(manifest.types.map((type) => [type.type, type.urls])),
    }),
  );
  return present(ctx.db, manifest);
}
