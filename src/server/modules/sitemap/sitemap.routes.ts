import type { FastifyInstance } from 'fastify';
import { generateSitemapRoute, sitemapStatusRoute } from '../../../contract/admin-sitemap.ts';
import { addRoute } from '../../http/route.ts';
import { generateSitemap, sitemapStatus } from './sitemap.service.ts';

/** A build reads every public page: a few a minute is every honest operator's pace. */
const GENERATE_LIMIT = { max: 6, windowMs: 60_000, perMember: true };

/** The XML Sitemap card's endpoints, inside the admin plugin behind its guard (admins only). */
export async function adminSitemapRoutes(app: FastifyInstance) {
  addRoute(app, sitemapStatusRoute, { auth: 'user' }, async ({ ctx }) =>
    sitemapStatus(ctx, app.sitemaps),
  );
  addRoute(
    app,
    generateSitemapRoute,
    { auth: 'user', rateLimit: GENERATE_LIMIT },
    async ({ ctx }) => generateSitemap(ctx, app.sitemaps),
  );
}
