import {
  listChatUsersRoute,
  listConversationsCleanRoute,
  listConversationsRoute,
  listMessagesCleanRoute,
  listMessagesRoute,
  listUsersCleanRoute,
  sendMessageCleanRoute,
  sendMessageRoute,
  startConversationCleanRoute,
  startConversationRoute,
  type TChatUser,
  type TConversation,
  type TMessage,
  type TMessagePage,
  type TSendMessageBody,
} from '../../../contract/messaging.ts';
import { api } from '../../lib/api.ts';

/**
 * The two screens read the same data through two route families (2-traveller-features §7):
 * /messages through /api/conversations…, /messages-simple through the "-clean" routes. A family
 * bundles the calls and cache keys of one of them, so the components are shared.
 */
export type MessagingFamily = {
  variant: 'classic' | 'simple';
  conversationsPath: string;
  messagesPath: string;
  usersPath: string;
  listConversations: () => Promise<TConversation[]>;
  listMessages: (id: string, cursor: string | null) => Promise<TMessagePage>;
  send: (id: string, body: TSendMessageBody) => Promise<TMessage>;
  start: (participantId: string) => Promise<TConversation>;
  listUsers: (q: string) => Promise<TChatUser[]>;
};

const cursorQuery = (cursor: string | null) => (cursor ? { cursor } : {});
const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

export const CLASSIC_FAMILY: MessagingFamily = {
  variant: 'classic',
  conversationsPath: listConversationsRoute.path,
  messagesPath: listMessagesRoute.path,
  usersPath: listChatUsersRoute.path,
  listConversations: () => api(listConversationsRoute),
  listMessages: (id, cursor) =>
    api(listMessagesRoute, { params: { id }, query: cursorQuery(cursor) }),
  send: (id, body) => api(sendMessageRoute, { params: { id }, body }),
  start: (participantId) => api(startConversationRoute, { body: { participantId } }),
  listUsers: (q) => api(listChatUsersRoute, { query: searchQuery(q) }),
};

export const SIMPLE_FAMILY: MessagingFamily = {
  variant: 'simple',
  conversationsPath: listConversationsCleanRoute.path,
  messagesPath: listMessagesCleanRoute.path,
  usersPath: listUsersCleanRoute.path,
  listConversations: () => api(listConversationsCleanRoute),
  listMessages: (id, cursor) =>
    api(listMessagesCleanRoute, { params: { id }, query: cursorQuery(cursor) }),
  send: (id, body) => api(sendMessageCleanRoute, { params: { id }, body }),
  start: (participantId) => api(startConversationCleanRoute, { body: { participantId } }),
  listUsers: (q) => api(listUsersCleanRoute, { query: searchQuery(q) }),
};

export const FAMILIES = [CLASSIC_FAMILY, SIMPLE_FAMILY] as const;

/** Cache keys; each starts with the route's path (spec 1 §7). */
export function conversationsKey(family: MessagingFamily) {
  return [family.conversationsPath] as const;
}

export function threadKey(family: MessagingFamily, conversationId: string) {
  return [family.messagesPath, { params: { id: conversationId } }] as const;
}

export function usersKey(family: MessagingFamily, q: string) {
  return [family.usersPath, { query: searchQuery(q) }] as const;
}
