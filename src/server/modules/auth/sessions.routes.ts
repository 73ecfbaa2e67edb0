import type { FastifyInstance } from 'fastify';
import { listSessionsRoute, revokeSessionRoute } from '../../../contract/auth.ts';
import { addRoute } from '../../http/route.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { listDevices, signOutDevice } from '../account/devices.service.ts';

/** The Sessions card: the member's signed-in devices, each of which can be signed out. */
export async function sessionsRoutes(app: FastifyInstance) {
  addRoute(app, listSessionsRoute, { auth: 'user' }, async ({ ctx, request }) => ({
    sessions: await listDevices(ctx, { currentSessionId: requireUser(request).sessionId }),
  }));

  addRoute(app, revokeSessionRoute, { auth: 'user' }, async ({ ctx, params, request, reply }) => {
    const ended = await signOutDevice(ctx, { sessionId: params.id });
    if (ended.includes(requireUser(request).sessionId)) clearSessionCookie(reply);
    return { ok: true as const };
  });
}
