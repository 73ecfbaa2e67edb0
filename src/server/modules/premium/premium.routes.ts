import type { FastifyInstance } from 'fastify';
import { featuresRoute } from '../../../contract/premium.ts';
import { promotionsRoute } from '../../../contract/promotions.ts';
import { addRoute } from '../../http/route.ts';
import { listPromotions } from '../promotions/promotions.service.ts';
import { listViewerFeatures } from './features.service.ts';

/** Premium benefits with routes of their own: early-access flags and ad-free promotions. */
export async function premiumRoutes(app: FastifyInstance) {
  addRoute(app, featuresRoute, { auth: 'user' }, async ({ ctx }) => listViewerFeatures(ctx));
  addRoute(app, promotionsRoute, { auth: 'user' }, async ({ ctx, query }) =>
    listPromotions(ctx, query),
  );
}
