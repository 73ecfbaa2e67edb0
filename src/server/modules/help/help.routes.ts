import type { FastifyInstance } from 'fastify';
import {
  HELP_MESSAGE_RATE_LIMIT,
  listHelpMessagesRoute,
  sendHelpMessageRoute,
} from '../../../contract/help.ts';
import { addRoute } from '../../http/route.ts';
import { listHelpMessagesPage, sendHelpMessage } from './help.service.ts';

/** Help Center: the public contact form and the operator's list of its messages. */
export async function helpRoutes(app: FastifyInstance) {
  addRoute(
    app,
    sendHelpMessageRoute,
    { rateLimit: HELP_MESSAGE_RATE_LIMIT, bodyLimit: 32 * 1024 },
    async ({ ctx, body }) => sendHelpMessage(ctx, body),
  );
  addRoute(app, listHelpMessagesRoute, { auth: 'user' }, async ({ ctx, query }) =>
    listHelpMessagesPage(ctx, query),
  );
}
