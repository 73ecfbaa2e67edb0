import type { FastifyInstance } from 'fastify';
import {
  attachmentRoute,
  deleteEmailRoute,
  gmailAuthRoute,
  gmailCallbackRoute,
  inboxRoute,
  markReadRoute,
  replyEmailRoute,
  sendEmailRoute,
} from '../../../contract/admin-inbox.ts';
import type { FastifyRequest } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { HttpError } from '../../http-error.ts';
import { escapeHtml } from '../seo/sanitize.ts';
import { completeGmailAuth, gmailAuthUrl } from './gmail.service.ts';
import { openAttachment } from './attachments.service.ts';
import {
  deleteEmail,
  listInbox,
  markEmailRead,
  replyToEmail,
  sendNewEmail,
} from './admin-inbox.service.ts';

/** Sending: 30 a minute per operator is far above any honest pace. */
const SEND_LIMIT = { max: 30, windowMs: 60_000, perMember: true };
/** Room for an HTML body of MAX_COMPOSE_BODY characters in UTF-8 plus the other fields. */
const SEND_BODY_LIMIT = 1024 * 1024;

/** The address Google sends the popup back to: BASE_URL, else the request's own origin. */
function originOf(request: FastifyRequest, baseUrl: string | undefined): string {
  return baseUrl ?? `${request.protocol}://${request.host}`;
}

/** The popup's last page: a sentence, no script (the inbox sees the account at its next poll). */
function popupPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/** The admin inbox (issue 23 §1), registered inside the admin plugin behind its guard. */
export async function adminInboxRoutes(app: FastifyInstance) {
  addRoute(app, inboxRoute, { auth: 'user' }, async ({ ctx, query }) => listInbox(ctx, query));
  const sendOptions = { auth: 'user' as const, rateLimit: SEND_LIMIT, bodyLimit: SEND_BODY_LIMIT };
  addRoute(app, sendEmailRoute, sendOptions, async ({ ctx, body }) => sendNewEmail(ctx, body));
  addRoute(app, replyEmailRoute, sendOptions, async ({ ctx, body }) => replyToEmail(ctx, body));
  addRoute(app, markReadRoute, { auth: 'user' }, async ({ ctx, params }) =>
    markEmailRead(ctx, params),
  );
  addRoute(app, deleteEmailRoute, { auth: 'user' }, async ({ ctx, params }) =>
    deleteEmail(ctx, params),
  );
  addRoute(app, gmailAuthRoute, { auth: 'user' }, async ({ ctx, request }) =>
    gmailAuthUrl(ctx, { origin: originOf(request, ctx.config.baseUrl) }),
  );
  addRoute(app, gmailCallbackRoute, { auth: 'user' }, async ({ ctx, query, request, reply }) => {
    try {
      const { account } = await completeGmailAuth(ctx, {
        ...query,
        origin: originOf(request, ctx.config.baseUrl),
      });
      return reply
        .type('text/html; charset=utf-8')
        .send(
          popupPage(
            'Gmail connected',
            `${account} is connected; its mail appears in the inbox shortly. You can close this window.`,
          ),
        );
    } catch (error) {
      const status = error instanceof HttpError ? error.statusCode : 502;
      const message = error instanceof Error ? error.message : 'The connection failed.';
      request.log.warn({ err: error }, 'Gmail authorisation failed');
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(popupPage('Gmail was not connected', message));
    }
  });
  addRoute(app, attachmentRoute, { auth: 'user' }, async ({ ctx, params, reply }) => {
    const file = await openAttachment(ctx, params);
    // Always a download, never rendered: an HTML or SVG attachment cannot run in our origin.
    return reply
      .type(file.contentType)
      .header('content-disposition', file.disposition)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-length', String(file.size))
      .send(file.body);
  });
}
