import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTestLoginBody, ZTestLoginResponse } from '../../../contract/auth.ts';
import { ZErrorResponse } from '../../../contract/common.ts';
import { TEST_LOGIN_RATE_LIMIT } from '../../../contract/limits.ts';
import { rateLimitFor } from '../../plugins/rate-limit.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import { testLogin } from './auth.service.ts';
import { clientMeta } from './client-meta.ts';

/** Demo access (3-operator-admin §2): the right key signs the visitor in as the demo admin. */
export async function testLoginRoutes(app: FastifyInstance) {
  const { database, config, testLoginKey } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-login',
    {
      config: rateLimitFor(TEST_LOGIN_RATE_LIMIT),
      schema: {
        tags: ['auth'],
        body: ZTestLoginBody,
        response: {
          200: ZTestLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { token } = await testLogin({
        db: database.db,
        expectedKey: testLoginKey,
        givenKey: request.body.testKey,
        meta: clientMeta(request),
      });
      setSessionCookie(request, reply, token, config.baseUrl);
      return { success: true as const, message: 'You now have admin access to the platform' };
    },
  );
}
