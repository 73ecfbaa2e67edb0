import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../contract/common.ts';
import { ZConversationList } from '../../../contract/messaging.ts';
import { listConversationsForUser } from '../../../db/queries/conversations.ts';
import { requireUser } from '../../plugins/session.ts';
import { presentConversation } from './messaging.presenter.ts';

/** The member's conversations; the shell polls this for the unread badge. */
export async function messagingRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/conversations',
    {
      schema: { tags: ['messaging'], response: { 200: ZConversationList, 401: ZErrorResponse } },
    },
    async (request) => {
      const { user } = requireUser(request);
      const rows = await listConversationsForUser(db, user.id);
      return rows.map(presentConversation);
    },
  );
}
