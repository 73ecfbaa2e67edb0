import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSessionList, ZSessionParams } from '../../../contract/auth.ts';
import { ZErrorResponse, ZOkResponse } from '../../../contract/common.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { listSessions, revokeSession } from './auth.service.ts';

/** The Sessions card: the member's signed-in devices, each of which can be signed out. */
export async function sessionsRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/sessions',
    { schema: { tags: ['auth'], response: { 200: ZSessionList, 401: ZErrorResponse } } },
    async (request) => {
      const auth = requireUser(request);
      return {
        sessions: await listSessions({
          db,
          userId: auth.user.id,
          currentSessionId: auth.sessionId,
        }),
      };
    },
  );

  api.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        params: ZSessionParams,
        response: { 200: ZOkResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      await revokeSession({ db, userId: auth.user.id, sessionId: request.params.id });
      if (request.params.id === auth.sessionId) clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
}
