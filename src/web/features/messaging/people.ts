import type { TChatUser, TConversation } from '../../../contract/messaging.ts';

/** §3: the other participant is derived from the current user. */
export function otherParticipant(conversation: TConversation, viewerId: string): TChatUser {
  return conversation.participant1.id === viewerId
    ? conversation.participant2
    : conversation.participant1;
}

/**
 * §5: the user search matches first name, last name or e-mail, case-insensitive, and never lists
 * the member themselves ("maya riv" finds Maya Rivers too). Blank text matches everyone else.
 */
export function matchesChatUser(user: TChatUser, text: string, viewerId: string): boolean {
  if (user.id === viewerId) return false;
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return [user.firstName, user.lastName, fullName, user.email].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

export function filterChatUsers(users: readonly TChatUser[], text: string, viewerId: string) {
  return users.filter((user) => matchesChatUser(user, text, viewerId));
}

/** The conversation search: the other member's name or e-mail, or the last message's words. */
export function filterConversations(
  conversations: TConversation[],
  text: string,
  viewerId: string,
): TConversation[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return conversations;
  return conversations.filter(
    (conversation) =>
      matchesChatUser(otherParticipant(conversation, viewerId), needle, viewerId) ||
      Boolean(conversation.lastMessage?.content.toLowerCase().includes(needle)),
  );
}
