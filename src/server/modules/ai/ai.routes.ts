import type { FastifyInstance } from 'fastify';
import {
  AI_RATE_LIMIT,
  analyzeMediaRoute,
  enhancePostRoute,
  testAiOnLatestVideoRoute,
} from '../../../contract/ai.ts';
import { addRoute } from '../../http/route.ts';
import { createAiProvider } from '../../providers/ai/select.ts';
import { analyzeMedia, enhancePost, testAiOnLatestVideo } from './ai.service.ts';

/** AI suggestions: media analysis, post enhancement and the AI test page, per member limited. */
export async function aiRoutes(app: FastifyInstance) {
  const provider = app.deps.ai ?? createAiProvider(app.deps.config);
  const options = { auth: 'user', rateLimit: { ...AI_RATE_LIMIT, perMember: true } } as const;
  addRoute(app, analyzeMediaRoute, { ...options, bodyLimit: 4 * 1024 }, async ({ ctx, body }) =>
    analyzeMedia(ctx, provider, body),
  );
  addRoute(app, enhancePostRoute, options, async ({ ctx, params }) =>
    enhancePost(ctx, provider, params.id),
  );
  addRoute(app, testAiOnLatestVideoRoute, options, async ({ ctx }) =>
    testAiOnLatestVideo(ctx, provider),
  );
}
