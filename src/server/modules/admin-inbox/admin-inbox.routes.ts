import type { FastifyInstance } from 'fastify';
import {
  attachmentRoute,
  deleteEmailRoute,
  inboxRoute,
  markReadRoute,
  replyEmailRoute,
  sendEmailRoute,
} from '../../../contract/admin-inbox.ts';
import { addRoute } from '../../http/route.ts';
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
