import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  connectSocialAccountRoute,
  disconnectSocialAccountRoute,
  socialAccountsRoute,
  socialOAuthCallbackRoute,
  socialOAuthStartRoute,
} from '../../../contract/social-media.ts';
import { HttpError } from '../../http-error.ts';
import { addRoute } from '../../http/route.ts';
import { campaignRoutes } from './campaigns.routes.ts';
import {
  connectWithCredentials,
  disconnectAccount,
  listAccounts,
  oauthComplete,
  oauthStart,
} from './social-accounts.service.ts';

/** Spec 3 §2: the automation page's address; the sign-in returns there with its outcome. */
const AUTOMATION_PAGE = '/social-automation';
/** Connecting is rare; ten a minute per operator is far above any honest pace. */
const CONNECT_LIMIT = { max: 10, windowMs: 60_000, perMember: true };

/** The address the platform sends the operator back to: BASE_URL, else this request's origin. */
function originOf(request: FastifyRequest, baseUrl: string | undefined): string {
  return baseUrl ?? `${request.protocol}://${request.host}`;
}

export async function socialRoutes(app: FastifyInstance) {
  await app.register(campaignRoutes);
  addRoute(app, socialAccountsRoute, { auth: 'user' }, async ({ ctx }) => listAccounts(ctx));
  addRoute(
    app,
    connectSocialAccountRoute,
    { auth: 'user', rateLimit: CONNECT_LIMIT },
    async ({ ctx, body }) => connectWithCredentials(ctx, body),
  );
  addRoute(app, disconnectSocialAccountRoute, { auth: 'user' }, async ({ ctx, params }) =>
    disconnectAccount(ctx, params),
  );
  addRoute(
    app,
    socialOAuthStartRoute,
    { auth: 'user', rateLimit: CONNECT_LIMIT },
    async ({ ctx, params, request }) =>
      oauthStart(ctx, { platform: params.platform, origin: originOf(request, ctx.config.baseUrl) }),
  );
  addRoute(
    app,
    socialOAuthCallbackRoute,
    { auth: 'user' },
    async ({ ctx, params, query, request, reply }) => {
      const back = new URLSearchParams({ platform: params.platform });
      try {
        await oauthComplete(ctx, {
          ...query,
          platform: params.platform,
          origin: originOf(request, ctx.config.baseUrl),
        });
        back.set('connected', '1');
      } catch (error) {
        // The page shows the reason ('Connection failed' with the message, spec 3 §8).
        if (!(error instanceof HttpError) || error.statusCode === 401 || error.statusCode === 403) {
          throw error;
        }
        request.log.warn({ err: error }, 'social sign-in failed');
        back.set('error', error.message);
      }
      return reply.redirect(`${AUTOMATION_PAGE}?${back}`, 302);
    },
  );
}
