import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../contract/common.ts';
import { TRACKING_RATE_LIMIT } from '../../../contract/limits.ts';
import {
  ZTrackInteractionBody,
  ZTrackPageVisitBody,
  ZTrackResponse,
} from '../../../contract/tracking.ts';
import { rateLimitFor } from '../../plugins/rate-limit.ts';
import { recordEvent } from './tracking.service.ts';

/** Tracking bodies are small: anything over 4 KB is refused before parsing. */
const BODY_LIMIT = 4 * 1024;

/** Usage tracking of spec 1 §7, open to visitors and members alike. */
export async function trackingRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const responses = {
    200: ZTrackResponse,
    400: ZErrorResponse,
    413: ZErrorResponse,
    429: ZErrorResponse,
  };

  api.post(
    '/api/track-page-visit',
    {
      bodyLimit: BODY_LIMIT,
      config: rateLimitFor(TRACKING_RATE_LIMIT),
      schema: { tags: ['tracking'], body: ZTrackPageVisitBody, response: responses },
    },
    async (request) => {
      const body = request.body;
      await recordEvent({
        db,
        userId: request.auth?.user.id ?? null,
        event: { kind: 'page_visit', ...body, timestamp: body.timestamp },
      });
      return { success: true as const };
    },
  );

  api.post(
    '/api/track-interaction',
    {
      bodyLimit: BODY_LIMIT,
      config: rateLimitFor(TRACKING_RATE_LIMIT),
      schema: { tags: ['tracking'], body: ZTrackInteractionBody, response: responses },
    },
    async (request) => {
      const { additionalData, ...body } = request.body;
      const timestamp = additionalData?.timestamp;
      await recordEvent({
        db,
        userId: request.auth?.user.id ?? null,
        event: {
          kind: 'interaction',
          ...body,
          metadata: additionalData,
          timestamp:
            typeof timestamp === 'string' || typeof timestamp === 'number' ? timestamp : undefined,
        },
      });
      return { success: true as const };
    },
  );
}
