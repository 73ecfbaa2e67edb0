import type { FastifyInstance } from 'fastify';
import {
  applyMetaRunRoute,
  createSeoPageRoute,
  destinationFullTemplateRoute,
  destinationMetaRoute,
  generateBulkRoute,
  generateHotelTemplateRoute,
  generateTemplatedContentRoute,
  metaRunRoute,
  regenerateAllRoute,
  seoPageRoute,
  seoPagesRoute,
  updateSchemaRoute,
  updateSeoPageRoute,
} from '../../../contract/admin-seo.ts';
import { addRoute } from '../../http/route.ts';
import { applyMetaRun, readMetaRun, startMetaRun } from './meta-run.service.ts';
import { createPage, getPage, listPages, updatePage, updatePageSchema } from './pages.service.ts';
import { destinationFullTemplate, destinationMeta, templatedContent } from './templates.service.ts';

/** AI calls cost money and time: a steady editing pace, not a loop. */
const AI_LIMIT = { max: 30, windowMs: 60_000, perMember: true };
const RUN_LIMIT = { max: 6, windowMs: 60_000, perMember: true };
/** A page with its content and schema: the content's own cap (200,000) plus the rest. */
const PAGE_BODY_LIMIT = 512 * 1024;

/** SEO management (issue 24 §2), inside the admin plugin behind its guard (admins only). */
export async function adminSeoRoutes(app: FastifyInstance) {
  const user = { auth: 'user' as const };
  addRoute(app, seoPagesRoute, user, async ({ ctx, query }) => listPages(ctx, query));
  addRoute(app, seoPageRoute, user, async ({ ctx, params }) => getPage(ctx, params));
  addRoute(
    app,
    createSeoPageRoute,
    { ...user, bodyLimit: PAGE_BODY_LIMIT },
    async ({ ctx, body }) => createPage(ctx, body),
  );
  addRoute(
    app,
    updateSeoPageRoute,
    { ...user, bodyLimit: PAGE_BODY_LIMIT },
    async ({ ctx, params, body }) => updatePage(ctx, { id: params.id, patch: body }),
  );
  addRoute(app, updateSchemaRoute, user, async ({ ctx, params }) => updatePageSchema(ctx, params));
  addRoute(app, regenerateAllRoute, { ...user, rateLimit: RUN_LIMIT }, async ({ ctx }) =>
    startMetaRun(ctx, { kind: 'regenerate', destinations: [] }),
  );
  addRoute(app, generateBulkRoute, { ...user, rateLimit: RUN_LIMIT }, async ({ ctx, body }) =>
    startMetaRun(ctx, { kind: 'bulk', destinations: body.destinations }),
  );
  addRoute(app, metaRunRoute, user, async ({ ctx, params }) => readMetaRun(ctx, params));
  addRoute(app, applyMetaRunRoute, user, async ({ ctx, params, body }) =>
    applyMetaRun(ctx, { jobId: params.jobId, keys: body.keys }),
  );
  addRoute(
    app,
    destinationMetaRoute,
    { ...user, rateLimit: AI_LIMIT },
    async ({ ctx, params, query }) =>
      destinationMeta(ctx, { destination: params.destination, type: query.type }),
  );
  addRoute(
    app,
    destinationFullTemplateRoute,
    { ...user, rateLimit: AI_LIMIT },
    async ({ ctx, params }) => destinationFullTemplate(ctx, params),
  );
  addRoute(
    app,
    generateHotelTemplateRoute,
    { ...user, rateLimit: AI_LIMIT },
    async ({ ctx, body }) =>
      templatedContent(ctx, { destinationName: body.destinationName, kind: 'hotels' }),
  );
  addRoute(
    app,
    generateTemplatedContentRoute,
    { ...user, rateLimit: AI_LIMIT },
    async ({ ctx, body }) =>
      templatedContent(ctx, { destinationName: body.destinationName, kind: 'excursions' }),
  );
}
