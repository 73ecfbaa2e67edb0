import type { FastifyInstance } from 'fastify';
import { unsubscribeLinkRoute, unsubscribeRoute } from '../../../contract/admin-email.ts';
import { addRoute } from '../../http/route.ts';
import { resumeCampaigns } from './campaigns-resume.ts';
import { unsubscribe } from './unsubscribe.service.ts';

const UNSUBSCRIBE_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * The unsubscribe link of campaign mail. A GET (a person, or a link scanner reading the mail)
 * only leads to the confirm page; the page's button and mail clients' RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click` as a form body) unsubscribe.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  addRoute(app, unsubscribeLinkRoute, { rateLimit: UNSUBSCRIBE_LIMIT }, async ({ query, reply }) =>
    reply.redirect(`/unsubscribe?token=${encodeURIComponent(query.token)}`),
  );
  addRoute(app, unsubscribeRoute, { rateLimit: UNSUBSCRIBE_LIMIT }, async ({ ctx, query }) =>
    unsubscribe(ctx, query),
  );

  // A restart resumes running campaigns at once (their dead worker's lease is waited for).
  app.addHook('onListen', async () => {
    if (!app.deps.jobs.works) return;
    await resumeCampaigns({ db: app.deps.database.db, jobs: app.deps.jobs }, { all: true }).catch(
      (error: unknown) => app.log.error({ err: error }, 'resuming e-mail campaigns failed'),
    );
  });
}
