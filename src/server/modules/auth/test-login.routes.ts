import type { FastifyInstance } from 'fastify';
import { testLoginRoute } from '../../../contract/auth.ts';
import { TEST_LOGIN_RATE_LIMIT } from '../../../contract/limits.ts';
import { addRoute } from '../../http/route.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import { testLogin } from './auth.service.ts';
import { clientMeta } from './client-meta.ts';

/** Demo access (3-operator-admin §2): the right key signs the visitor in as the demo admin. */
export async function testLoginRoutes(app: FastifyInstance) {
  const { config, testLoginKey } = app.deps;
  addRoute(
    app,
    testLoginRoute,
    { rateLimit: TEST_LOGIN_RATE_LIMIT },
    async ({ ctx, body, request, reply }) => {
      const { token } = await testLogin(ctx, {
        expectedKey: testLoginKey,
        givenKey: body.testKey,
        meta: clientMeta(request),
      });
      setSessionCookie(request, reply, token, config.baseUrl);
      return { success: true as const, message: 'You now have admin access to the platform' };
    },
  );
}
