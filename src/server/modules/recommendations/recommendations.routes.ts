import type { FastifyInstance } from 'fastify';
import {
  accommodationRecommendationsRoute,
  activityRecommendationsRoute,
  destinationRecommendationsRoute,
  travelInsightsRoute,
} from '../../../contract/recommendations.ts';
import { addRoute } from '../../http/route.ts';
import { createOpenAiReasoningWriter } from './reasoning.ts';
import {
  recommendAccommodation,
  recommendActivities,
  recommendDestinations,
  travelInsights,
} from './recommendations.service.ts';

const RECOMMENDATIONS_RATE_LIMIT = { max: 120, windowMs: 60 * 1000, perMember: true };

/** Recommendations for signed-in members (spec 2 §6). */
export async function recommendationsRoutes(app: FastifyInstance) {
  const openai = app.deps.config.openai;
  const writer = openai ? createOpenAiReasoningWriter(openai) : null;
  addRoute(
    app,
    destinationRecommendationsRoute,
    { auth: 'user', rateLimit: RECOMMENDATIONS_RATE_LIMIT },
    async ({ ctx, query }) => recommendDestinations(ctx, query, writer),
  );
  addRoute(app, travelInsightsRoute, { auth: 'user' }, async ({ ctx }) => travelInsights(ctx));
  addRoute(
    app,
    activityRecommendationsRoute,
    { auth: 'user', rateLimit: RECOMMENDATIONS_RATE_LIMIT },
    async ({ ctx, query }) => recommendActivities(ctx, query),
  );
  addRoute(
    app,
    accommodationRecommendationsRoute,
    { auth: 'user', rateLimit: RECOMMENDATIONS_RATE_LIMIT },
    async ({ ctx, query }) => recommendAccommodation(ctx, query),
  );
}
