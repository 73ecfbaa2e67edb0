import type { FastifyInstance } from 'fastify';
import {
  popularToursByCodeRoute,
  popularToursRoute,
  tourCategoriesRoute,
  tourDestinationsRoute,
  tourSearchRoute,
  TOURS_RATE_LIMIT,
} from '../../../contract/tours.ts';
import { addRoute } from '../../http/route.ts';
import {
  popularTours,
  popularToursOf,
  searchTours,
  tourCategories,
  tourDestinations,
} from './tours.service.ts';

/**
 * Tours (spec 2 §7, spec 1 §7). Open to visitors: the destination pages that show them are public
 * (SEO), and nothing here is personal. Limited per IP.
 */
export async function toursRoutes(app: FastifyInstance) {
  const options = { rateLimit: TOURS_RATE_LIMIT };
  addRoute(app, tourSearchRoute, options, async ({ ctx, query }) => searchTours(ctx, query));
  addRoute(app, popularToursRoute, options, async ({ ctx, query }) => popularTours(ctx, query));
  addRoute(app, popularToursByCodeRoute, options, async ({ ctx, params, query }) =>
    popularToursOf(ctx, { code: params.code, currency: query.currency, limit: query.limit }),
  );
  addRoute(app, tourDestinationsRoute, options, async ({ ctx, query }) =>
    tourDestinations(ctx, query),
  );
  addRoute(app, tourCategoriesRoute, options, async ({ ctx }) => tourCategories(ctx));
}
