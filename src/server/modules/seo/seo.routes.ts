import type { FastifyInstance } from 'fastify';
import { destinationContentRoute, hotelContentRoute } from '../../../contract/seo.ts';
import { addRoute } from '../../http/route.ts';
import { destinationContent, hotelContent } from './seo.service.ts';

const SEO_RATE_LIMIT = { max: 120, windowMs: 60 * 1000 };

/** SEO content of the public destination and hotel pages (no sign-in: spec 3 §6). */
export async function seoRoutes(app: FastifyInstance) {
  addRoute(app, destinationContentRoute, { rateLimit: SEO_RATE_LIMIT }, async ({ ctx, params }) =>
    destinationContent(ctx, params),
  );
  addRoute(app, hotelContentRoute, { rateLimit: SEO_RATE_LIMIT }, async ({ ctx, params }) =>
    hotelContent(ctx, params),
  );
}
