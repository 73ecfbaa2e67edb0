import type { FastifyInstance } from 'fastify';
import { TRACKING_RATE_LIMIT } from '../../../contract/limits.ts';
import { trackInteractionRoute, trackPageVisitRoute } from '../../../contract/tracking.ts';
import { addRoute } from '../../http/route.ts';
import { recordEvent } from './tracking.service.ts';

/** Tracking bodies are small: anything over 4 KB is refused before parsing. */
const BODY_LIMIT = 4 * 1024;
const options = { rateLimit: TRACKING_RATE_LIMIT, bodyLimit: BODY_LIMIT };

/** Usage tracking of spec 1 §7, open to visitors and members alike. */
export async function trackingRoutes(app: FastifyInstance) {
  addRoute(app, trackPageVisitRoute, options, async ({ ctx, body }) => {
    await recordEvent(ctx, { kind: 'page_visit', ...body });
    return { success: true as const };
  });

  addRoute(app, trackInteractionRoute, options, async ({ ctx, body }) => {
    const { additionalData, ...rest } = body;
    const timestamp = additionalData?.timestamp;
    await recordEvent(ctx, {
      kind: 'interaction',
      ...rest,
      metadata: additionalData,
      timestamp:
        typeof timestamp === 'string' || typeof timestamp === 'number' ? timestamp : undefined,
    });
    return { success: true as const };
  });
}
