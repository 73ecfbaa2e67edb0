import type { FastifyInstance } from 'fastify';
import {
  dismissCaseRoute,
  moderationCaseActionRoute,
  moderationCaseRoute,
  moderationQueueRoute,
  reopenCaseRoute,
  resolveCaseRoute,
} from '../../../contract/moderation.ts';
import { addRoute } from '../../http/route.ts';
import { openToModerators } from '../admin/admin-area.ts';
import {
  actOnCase,
  closeModerationCase,
  getModerationCase,
  getModerationQueue,
  reopenModerationCase,
} from './moderation.service.ts';

/** Queue actions: 60 a minute per operator is far above any honest pace. */
const ACTION_LIMIT = { max: 60, windowMs: 60_000, perMember: true };

/** The moderation queue (issue 22 §4), inside the admin plugin; open to moderators. */
export async function moderationRoutes(app: FastifyInstance) {
  for (const route of [
    moderationQueueRoute,
    moderationCaseRoute,
    moderationCaseActionRoute,
    resolveCaseRoute,
    dismissCaseRoute,
    reopenCaseRoute,
  ]) {
    openToModerators(route);
  }
  addRoute(app, moderationQueueRoute, { auth: 'user' }, async ({ ctx, query }) =>
    getModerationQueue(ctx, query),
  );
  addRoute(app, moderationCaseRoute, { auth: 'user' }, async ({ ctx, params }) =>
    getModerationCase(ctx, params),
  );
  const options = { auth: 'user' as const, rateLimit: ACTION_LIMIT };
  addRoute(app, moderationCaseActionRoute, options, async ({ ctx, params, body }) =>
    actOnCase(ctx, { ...params, ...body }),
  );
  addRoute(app, resolveCaseRoute, options, async ({ ctx, params, body }) =>
    closeModerationCase(ctx, { ...params, status: 'resolved', note: body.note }),
  );
  addRoute(app, dismissCaseRoute, options, async ({ ctx, params, body }) =>
    closeModerationCase(ctx, { ...params, status: 'dismissed', note: body.note }),
  );
  addRoute(app, reopenCaseRoute, options, async ({ ctx, params, body }) =>
    reopenModerationCase(ctx, { ...params, reason: body.note }),
  );
}
