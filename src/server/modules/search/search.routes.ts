import type { FastifyInstance } from 'fastify';
import {
  SEARCH_RATE_LIMIT,
  searchRoute,
  trendingDestinationsRoute,
} from '../../../contract/search.ts';
import { addRoute } from '../../http/route.ts';
import { search } from './search.service.ts';
import { listTrendingDestinations } from './trending.service.ts';

/** Search (posts, people, destinations) and the Trending Destinations of home. */
export async function searchRoutes(app: FastifyInstance) {
  addRoute(
    app,
    searchRoute,
    // Up to 30 posts, members and places: written by the compiled serializer (`fastSerializer`).
    { auth: 'user', rateLimit: SEARCH_RATE_LIMIT, fastSerializer: true },
    async ({ ctx, query }) => search(ctx, query),
  );
  addRoute(app, trendingDestinationsRoute, { auth: 'user' }, async ({ ctx, query }) =>
    listTrendingDestinations(ctx, query),
  );
}
