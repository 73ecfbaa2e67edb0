import type { FastifyInstance } from 'fastify';
import { listSessionsRoute, revokeSessionRoute } from '../../../contract/auth.ts';
import { addRoute } from '../../http/route.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { listSessions, revokeSession } from './auth.service.ts';

/** The Sessions card: the member's signed-in devices, each of which can be signed out. */
export async function sessionsRoutes(app: FastifyInstance) {
  addRoute(app, listSessionsRoute, { auth: 'user' }, async ({ ctx, request }) => ({
    sessions: await listSessions(ctx, { currentSessionId: requireUser(request).sessionId }),
  }));

  addRoute(app, revokeSessionRoute, { auth: 'user' }, async ({ ctx, params, request, reply }) => {
    await revokeSession(ctx, { sessionId: params.id });
    if (params.id === requireUser(request).sessionId) clearSessionCookie(reply);
    return { ok: true as const };
  });
}
