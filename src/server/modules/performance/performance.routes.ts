import type { FastifyInstance } from 'fastify';
import { performanceSummaryRoute, resetTrackingRoute } from '../../../contract/performance.ts';
import { addRoute } from '../../http/route.ts';
import { getPerformanceSummary, resetUsageFigures } from './performance.service.ts';

/** The performance dashboard's API (spec 3 §7), admins only through `performance.view`. */
export async function performanceRoutes(app: FastifyInstance) {
  addRoute(app, performanceSummaryRoute, { auth: 'user', fastSerializer: true }, async ({ ctx }) =>
    getPerformanceSummary(ctx, { uptimeMs: process.uptime() * 1000 }),
  );

  addRoute(app, resetTrackingRoute, { auth: 'user' }, async ({ ctx }) => {
    const { resetAt } = await resetUsageFigures(ctx);
    return { success: true as const, resetAt: resetAt.toISOString() };
  });
}
