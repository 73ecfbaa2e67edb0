import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Chat user of 2-traveller-features §3. The e-mail is private (self view only): it is present for
 * the viewer's own record and null for everyone else.
 */
export const ZChatUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

/** Conversation of 2-traveller-features §3, as listed by GET /api/conversations. */
export const ZConversation = z.object({
  id: z.string(),
  participant1: ZChatUser,
  participant2: ZChatUser,
  lastMessage: z.object({ content: z.string(), createdAt: z.string() }).nullable(),
  unreadCount: z.number().int(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationList = z.array(ZConversation);

export const listConversationsRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations',
  tags: ['messaging'],
  summary: "The member's conversations with the last message and unread count",
  response: ZConversationList,
  errors: [401],
});
