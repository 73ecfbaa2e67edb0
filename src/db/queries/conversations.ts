import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { conversations, messages, users } from '../schema/index.ts';

const userA = alias(users, 'user_a');
const userB = alias(users, 'user_b');
const participant = <T extends typeof userA | typeof userB>(table: T) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  profileImageUrl: table.profileImageUrl,
});

/**
 * The member's conversations, newest first, with both participants, the last message and the
 * unread count, in one query (lateral joins served by messages_conversation_id_created_at_idx).
 */
export async function listConversationsForUser(
  db: Db,
  { userId, limit = 100 }: { userId: string; limit?: number },
) {
  const lastMessage = db
    .select({ content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt))
    .limit(1)
    .as('last_message');
  const unread = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
      ),
    )
    .as('unread');
  return db
    .select({
      id: conversations.id,
      participant1: participant(userA),
      participant2: participant(userB),
      lastMessageContent: lastMessage.content,
      lastMessageAt: lastMessage.createdAt,
      unreadCount: unread.count,
    })
    .from(conversations)
    .innerJoin(userA, eq(userA.id, conversations.userAId))
    .innerJoin(userB, eq(userB.id, conversations.userBId))
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoinLateral(unread, sql`true`)
    .where(or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(limit);
}
