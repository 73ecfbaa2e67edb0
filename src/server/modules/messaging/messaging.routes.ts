import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGE_RATE_LIMITED,
  listChatUsersRoute,
  listConversationsCleanRoute,
  listConversationsRoute,
  listMessagesCleanRoute,
  listMessagesRoute,
  listUsersCleanRoute,
  markConversationReadCleanRoute,
  messagesUnreadRoute,
  sendMessageCleanRoute,
  sendMessageRoute,
  startConversationCleanRoute,
  startConversationRoute,
} from '../../../contract/messaging.ts';
import { HttpError, unauthorized } from '../../http-error.ts';
import { addRoute } from '../../http/route.ts';
import type { MemberContext } from '../../context.ts';
import {
  listChatUsers,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
  unreadMessagesCount,
} from './messaging.service.ts';

function sessionUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/**
 * Conversations and messages (2-traveller-features §7), and the "-clean" family the newer screen
 * calls, answered by the same services. Sends share the per-member limit with socket sends.
 */
export async function messagingRoutes(app: FastifyInstance) {
  const { sendLimiter } = app.realtime;

  for (const route of [listConversationsRoute, listConversationsCleanRoute]) {
    addRoute(app, route, { auth: 'user' }, async ({ ctx }) => listConversations(ctx));
  }
  addRoute(app, messagesUnreadRoute, { auth: 'user' }, async ({ ctx }) => unreadMessagesCount(ctx));

  for (const route of [startConversationRoute, startConversationCleanRoute]) {
    addRoute(app, route, { auth: 'user' }, async ({ ctx, body }) =>
      startConversation(ctx, { participantId: body.participantId }),
    );
  }
  for (const route of [listMessagesRoute, listMessagesCleanRoute]) {
    addRoute(app, route, { auth: 'user' }, async ({ ctx, params, query }) =>
      listMessages(ctx, { conversationId: params.id, limit: query.limit, cursor: query.cursor }),
    );
  }
  for (const route of [sendMessageRoute, sendMessageCleanRoute]) {
    addRoute(app, route, { auth: 'user' }, async ({ ctx, params, body, request }) => {
      const sender = sessionUser(request);
      if (!(await sendLimiter.take(ctx.viewer.id))) throw new HttpError(429, MESSAGE_RATE_LIMITED);
      // A retried send (same tempId) answers the stored message.
      const { message } = await sendMessage(ctx as MemberContext, {
        conversationId: params.id,
        content: body.content,
        imageUrl: body.imageUrl,
        tempId: body.tempId,
        sender,
      });
      return message;
    });
  }
  addRoute(app, markConversationReadCleanRoute, { auth: 'user' }, async ({ ctx, params }) =>
    markConversationRead(ctx, { conversationId: params.id }),
  );
  for (const route of [listChatUsersRoute, listUsersCleanRoute]) {
    addRoute(app, route, { auth: 'user' }, async ({ ctx, query }) =>
      listChatUsers(ctx, { q: query.q }),
    );
  }
}
