import type { FastifyInstance } from 'fastify';
import { listConversationsRoute } from '../../../contract/messaging.ts';
import { addRoute } from '../../http/route.ts';
import { listConversations } from './messaging.service.ts';

/** The member's conversations; the shell polls this for the unread badge. */
export async function messagingRoutes(app: FastifyInstance) {
  addRoute(app, listConversationsRoute, { auth: 'user' }, async ({ ctx }) =>
    listConversations(ctx),
  );
}
