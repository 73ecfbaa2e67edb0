import { and, asc, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { executeShape } from '../feed-engine/prepared.ts';
import { blocks, conversations, follows, media, messages, users } from '../schema/index.ts';

const userA = alias(users, 'user_a');
const userB = alias(users, 'user_b');
const chatUserColumns = <T extends typeof users | typeof userA | typeof userB>(table: T) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  profileImageUrl: table.profileImageUrl,
});
export type ChatUserRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
};

/**
 * `users.id` spelled with its table: drizzle writes a column of the selected table without it,
 * which inside a subquery would name the subquery's own column of the same name.
 */
const outerUserId = sql.raw('"users"."id"');

/** The ordered pair a conversation is stored under (user_a_id < user_b_id). */
export function orderedPair(one: string, other: string): [string, string] {
  return one < other ? [one, other] : [other, one];
}

/**
 * The member's conversations, newest activity first, with both participants, the last message and
 * the unread count, in one query (lateral joins served by messages_conversation_id_created_at_idx
 * and messages_recipient_unread_idx). `conversationId` narrows it to one.
 */
export async function listConversationsForUser(
  db: Db,
  {
    userId,
    conversationId,
    limit = 100,
  }: { userId: string; conversationId?: string; limit?: number },
) {
  const lastMessage = db
    .select({
      id: messages.id,
      content: messages.content,
      imageUrl: messages.imageUrl,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
      deliveredAt: messages.deliveredAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const unread = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(messages)
    .where(
      and(
        eq(messages.recipientId, userId),
        eq(messages.conversationId, conversations.id),
        isNull(messages.readAt),
      ),
    )
    .as('unread');
  const mine = or(eq(conversations.userAId, userId), eq(conversations.userBId, userId));
  return db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      participant1: chatUserColumns(userA),
      participant2: chatUserColumns(userB),
      lastMessage: {
        id: lastMessage.id,
        content: lastMessage.content,
        imageUrl: lastMessage.imageUrl,
        senderId: lastMessage.senderId,
        createdAt: lastMessage.createdAt,
        deliveredAt: lastMessage.deliveredAt,
        readAt: lastMessage.readAt,
      },
      unreadCount: unread.count,
    })
    .from(conversations)
    .innerJoin(userA, eq(userA.id, conversations.userAId))
    .innerJoin(userB, eq(userB.id, conversations.userBId))
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoinLateral(unread, sql`true`)
    .where(conversationId ? and(mine, eq(conversations.id, conversationId)) : mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}
export type ConversationListRow = Awaited<ReturnType<typeof listConversationsForUser>>[number];

/** A conversation's two members (the policy decides who may see it). */
export async function findConversation(
  db: Db,
  { conversationId }: { conversationId: string },
): Promise<{ id: string; participantIds: [string, string] } | undefined> {
  const [row] = await db
    .select({ id: conversations.id, a: conversations.userAId, b: conversations.userBId })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row && { id: row.id, participantIds: [row.a, row.b] };
}

/** The conversation if the member takes part in it (anyone else gets nothing: a 404). */
export async function findConversationForMember(
  db: Db,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<{ id: string; otherId: string } | undefined> {
  const [row] = await db
    .select({ id: conversations.id, a: conversations.userAId, b: conversations.userBId })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)),
      ),
    )
    .limit(1);
  return row && { id: row.id, otherId: row.a === userId ? row.b : row.a };
}

/** The pair's conversation, created when missing (the unique pair key settles races). */
export async function findOrCreateConversation(
  db: Db,
  { userId, otherId }: { userId: string; otherId: string },
): Promise<{ id: string; created: boolean }> {
  const [a, b] = orderedPair(userId, otherId);
  const [inserted] = await db
    .insert(conversations)
    .values({ userAId: a, userBId: b })
    .onConflictDoNothing({ target: [conversations.userAId, conversations.userBId] })
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userAId, a), eq(conversations.userBId, b)))
    .limit(1);
  if (!existing) throw new Error('conversation vanished between insert and select');
  return { id: existing.id, created: false };
}

/**
 * What the messaging policy needs about a recipient, seen from the sender, in one round trip:
 * whether they exist (and are not suspended), their Privacy & Safety, whether either blocked the
 * other, and whether the recipient follows the sender.
 */
export async function findMessageRecipient(
  db: Db,
  { senderId, recipientId }: { senderId: string; recipientId: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      privacySettings: users.privacySettings,
      blocked: sql<boolean>`exists (
        select 1 from ${blocks}
        where (${blocks.blockerId} = ${senderId} and ${blocks.blockedId} = ${outerUserId})
           or (${blocks.blockerId} = ${outerUserId} and ${blocks.blockedId} = ${senderId}))`,
      followsViewer: sql<boolean>`exists (
        select 1 from ${follows}
        where ${follows.followerId} = ${outerUserId} and ${follows.followingId} = ${senderId})`,
    })
    .from(users)
    .where(and(eq(users.id, recipientId), isNull(users.suspendedAt)))
    .limit(1);
  return row;
}

/**
 * Everything a send needs in one round trip: the conversation's members and, seen from the
 * sender, the other member as the messaging policy needs them (undefined when the conversation
 * does not exist; `recipient` undefined when the other member is suspended). A named prepared
 * statement, like the other statements of a send.
 */
export async function findSendContext(
  db: Db,
  { conversationId, senderId }: { conversationId: string; senderId: string },
) {
  const result = await executeShape<{
    user_a_id: string;
    user_b_id: string;
    other_id: string;
    privacy_settings: { allowMessages?: boolean } | null;
    suspended: boolean;
    blocked: boolean;
    follows_viewer: boolean;
  }>(
    db,
    'messaging.sendContext',
    () => {
      const sender = sql.placeholder('senderId');
      return sql`
        select c.user_a_id, c.user_b_id, u.id as other_id, u.privacy_settings,
          (u.suspended_at is not null) as suspended,
          exists (select 1 from ${blocks} b
            where (b.blocker_id = ${sender} and b.blocked_id = u.id)
               or (b.blocker_id = u.id and b.blocked_id = ${sender})) as blocked,
          exists (select 1 from ${follows} f
            where f.follower_id = u.id and f.following_id = ${sender}) as follows_viewer
        from ${conversations} c
        join ${users} u
          on u.id = case when c.user_a_id = ${sender} then c.user_b_id else c.user_a_id end
        where c.id = ${sql.placeholder('conversationId')}`;
    },
    { conversationId, senderId },
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    participantIds: [row.user_a_id, row.user_b_id] as [string, string],
    otherId: row.other_id,
    recipient: row.suspended
      ? undefined
      : {
          id: row.other_id,
          privacySettings: row.privacy_settings,
          blocked: row.blocked,
          followsViewer: row.follows_viewer,
        },
  };
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  content: messages.content,
  imageUrl: messages.imageUrl,
  clientId: messages.clientId,
  createdAt: messages.createdAt,
  deliveredAt: messages.deliveredAt,
  readAt: messages.readAt,
};
export type MessageRow = {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  content: string;
  imageUrl: string | null;
  clientId: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
};

/**
 * Stores a message and moves the conversation's activity time, in one statement. With a clientId
 * (the sender's tempId) already used by this sender nothing is written and `inserted` is false:
 * the caller reads the stored one. `recipientUnread` is the recipient's unread total after it.
 */
export async function insertMessage(
  db: Db,
  values: {
    conversationId: string;
    senderId: string;
    recipientId: string;
    content: string;
    imageUrl: string | null;
    clientId: string | null;
  },
): Promise<{ message: MessageRow; recipientUnread: number } | undefined> {
  const result = await executeShape<{
    id: string;
    created_ms: number;
    recipient_unread: number;
  }>(
    db,
    'messaging.insert',
    () => {
      const p = (name: keyof typeof values) => sql.placeholder(name);
      return sql`
        with inserted as (
          insert into ${messages}
            (conversation_id, sender_id, recipient_id, content, image_url, client_id)
          values (${p('conversationId')}, ${p('senderId')}, ${p('recipientId')}, ${p('content')},
                  ${p('imageUrl')}, ${p('clientId')})
          on conflict (sender_id, client_id) do nothing
          returning id, created_at
        ), touched as (
          update ${conversations} set last_message_at = inserted.created_at
          from inserted where ${conversations.id} = ${p('conversationId')}
        )
        select inserted.id,
          (extract(epoch from inserted.created_at) * 1000)::float8 as created_ms,
          (select count(*)::int from ${messages}
            where recipient_id = ${p('recipientId')} and read_at is null) + 1 as recipient_unread
        from inserted`;
    },
    values,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    message: {
      ...values,
      id: row.id,
      createdAt: new Date(row.created_ms),
      deliveredAt: null,
      readAt: null,
    },
    recipientUnread: row.recipient_unread,
  };
}

/** The message a sender already stored under this tempId. */
export async function findMessageByClientId(
  db: Db,
  { senderId, clientId }: { senderId: string; clientId: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/** A message the member sent or received (anyone else: nothing). */
export async function findMessageForMember(
  db: Db,
  { messageId, userId }: { messageId: string; userId: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        or(eq(messages.senderId, userId), eq(messages.recipientId, userId)),
      ),
    )
    .limit(1);
  return row;
}

const cursorKey = sql<string>`(extract(epoch from ${messages.createdAt}) * 1000000)::bigint::text`;

/**
 * A page of a thread, newest first (`limit + 1` rows so the caller knows whether older ones
 * remain), with each sender. `before` is the (epoch microseconds, id) of the last row read.
 */
export async function listMessagesPage(
  db: Db,
  {
    conversationId,
    limit,
    before,
  }: { conversationId: string; limit: number; before?: { key: string; id: string } },
) {
  const conditions: SQL[] = [eq(messages.conversationId, conversationId)];
  if (before) {
    conditions.push(
      sql`(${messages.createdAt}, ${messages.id}) < (to_timestamp(${before.key}::bigint / 1000000.0), ${before.id}::uuid)`,
    );
  }
  return db
    .select({ ...messageColumns, cursorKey, sender: chatUserColumns(users) })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/** Changed rows of a status update: enough to tell each sender. */
export type StatusChange = {
  id: string;
  conversationId: string;
  senderId: string;
  at: Date;
};

type StatusRow = { id: string; conversation_id: string; sender_id: string; at_ms: number };
const statusChange = (row: StatusRow): StatusChange => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  at: new Date(row.at_ms),
});

/**
 * Marks messages to the recipient as delivered: one message (the socket's acknowledgement, a
 * prepared statement), or every undelivered one of a conversation (the thread was fetched).
 * Returns those that changed (already delivered ones are not repeated).
 */
export async function markMessagesDelivered(
  db: Db,
  input: { recipientId: string } & ({ messageId: string } | { conversationId: string }),
): Promise<StatusChange[]> {
  const byMessage = 'messageId' in input;
  const result = await executeShape<StatusRow>(
    db,
    byMessage ? 'messaging.delivered.message' : 'messaging.delivered.conversation',
    () => sql`
      update ${messages} set delivered_at = now()
      where recipient_id = ${sql.placeholder('recipientId')} and delivered_at is null
        and ${byMessage ? sql`id = ${sql.placeholder('messageId')}` : sql`conversation_id = ${sql.placeholder('conversationId')}`}
      returning id, conversation_id, sender_id,
        (extract(epoch from delivered_at) * 1000)::float8 as at_ms`,
    input,
  );
  return result.rows.map(statusChange);
}

/**
 * Marks messages to the reader as read (and delivered, if they were not): every unread one of a
 * conversation, or with `upToMessageId` that message (it must be one sent to the reader) and the
 * earlier ones of its conversation. Returns those that changed.
 */
export async function markMessagesRead(
  db: Db,
  input: { readerId: string } & ({ conversationId: string } | { upToMessageId: string }),
): Promise<StatusChange[]> {
  const upTo = 'upToMessageId' in input;
  const result = await executeShape<StatusRow>(
    db,
    upTo ? 'messaging.read.upTo' : 'messaging.read.conversation',
    () => {
      const reader = sql.placeholder('readerId');
      // Compared in SQL: the stored time has microseconds a JavaScript Date would lose.
      const which = upTo
        ? sql`(conversation_id, created_at, id) <= (
            select m.conversation_id, m.created_at, m.id from ${messages} m
            where m.id = ${sql.placeholder('upToMessageId')} and m.recipient_id = ${reader})
          and conversation_id = (select m.conversation_id from ${messages} m
            where m.id = ${sql.placeholder('upToMessageId')} and m.recipient_id = ${reader})`
        : sql`conversation_id = ${sql.placeholder('conversationId')}`;
      return sql`
        update ${messages} set read_at = now(), delivered_at = coalesce(delivered_at, now())
        where recipient_id = ${reader} and read_at is null and ${which}
        returning id, conversation_id, sender_id,
          (extract(epoch from read_at) * 1000)::float8 as at_ms`;
    },
    input,
  );
  return result.rows.map(statusChange);
}

/** Messages to the member not yet read, over every conversation (one partial-index read). */
export async function countUnreadMessages(db: Db, { userId }: { userId: string }): Promise<number> {
  const result = await executeShape<{ count: number }>(
    db,
    'messaging.unread',
    () => sql`select count(*)::int as count from ${messages}
      where recipient_id = ${sql.placeholder('userId')} and read_at is null`,
    { userId },
  );
  return result.rows[0]?.count ?? 0;
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members the viewer can start a chat with: never the viewer, suspended members, members blocked
 * either way, or members who switched "Allow messages" off and do not follow the viewer. `q`
 * matches the start of a first or last name (case-insensitive) or a whole e-mail address (other
 * members' addresses are private: they are never matched by a part). People the viewer follows
 * come first, then the most recently active of those who show their online status, then the rest.
 */
export async function listChatUsers(
  db: Db,
  { viewerId, q, limit }: { viewerId: string; q?: string; limit: number },
): Promise<ChatUserRow[]> {
  const conditions: (SQL | undefined)[] = [
    ne(users.id, viewerId),
    isNull(users.suspendedAt),
    sql`not exists (select 1 from ${blocks}
      where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${outerUserId})
         or (${blocks.blockerId} = ${outerUserId} and ${blocks.blockedId} = ${viewerId}))`,
    sql`(coalesce((${users.privacySettings} ->> 'allowMessages')::boolean, true)
      or exists (select 1 from ${follows}
        where ${follows.followerId} = ${outerUserId} and ${follows.followingId} = ${viewerId}))`,
  ];
  const text = q?.trim();
  if (text) {
    const words = text.split(/\s+/).slice(0, 3);
    const prefix = (word: string) => `${likeLiteral(word)}%`;
    conditions.push(
      or(
        eq(users.email, text.toLowerCase()),
        and(
          ...words.map((word) =>
            or(ilike(users.firstName, prefix(word)), ilike(users.lastName, prefix(word))),
          ),
        ),
      ),
    );
  }
  const followed = sql<boolean>`exists (select 1 from ${follows}
    where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${outerUserId})`;
  // Recent activity orders only members who show their online status; ranking the others by it
  // would tell who was just active.
  const activeAtIfShown = sql`CASE WHEN coalesce((${users.privacySettings} ->> 'showOnlineStatus')::boolean, true)
    THEN ${users.lastActiveAt} END`;
  return db
    .select(chatUserColumns(users))
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(followed), sql`${activeAtIfShown} DESC NULLS LAST`, asc(users.id))
    .limit(limit);
}

/**
 * Puts a picture into a message being sent: it must be an image this member uploaded that is not
 * part of a post (deleting the post would delete it). The upload is marked attached, so the
 * cleanup of never-attached uploads keeps it, and its row stays locked until the sending
 * transaction ends. 'missing' when there is no such upload; 'failed' when its processing failed
 * (its files are gone), in which case the caller rolls the mark back.
 */
export async function attachMessageImage(
  db: Db,
  { url, userId }: { url: string; userId: string },
): Promise<'attached' | 'missing' | 'failed'> {
  const [row] = await db
    .update(media)
    .set({ attachedAt: sql`coalesce(${media.attachedAt}, now())` })
    .where(
      and(
        eq(media.url, url),
        eq(media.userId, userId),
        eq(media.kind, 'image'),
        isNull(media.postId),
      ),
    )
    .returning({ status: media.status });
  if (!row) return 'missing';
  return row.status === 'failed' ? 'failed' : 'attached';
}

/** The conversation partners of a member (for presence: who may see them online). */
export async function sharesConversation(
  db: Db,
  { userId, otherIds }: { userId: string; otherIds: string[] },
): Promise<Set<string>> {
  if (otherIds.length === 0) return new Set();
  const rows = await db
    .select({ a: conversations.userAId, b: conversations.userBId })
    .from(conversations)
    .where(
      or(
        and(
          eq(conversations.userAId, userId),
          sql`${conversations.userBId} = any(${sql.param(otherIds)}::uuid[])`,
        ),
        and(
          eq(conversations.userBId, userId),
          sql`${conversations.userAId} = any(${sql.param(otherIds)}::uuid[])`,
        ),
      ),
    );
  return new Set(rows.map((row) => (row.a === userId ? row.b : row.a)));
}

/** Members among `ids` whose "Show online status" is on. */
export async function membersShowingOnline(
  db: Db,
  { ids }: { ids: string[] },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.param(ids)}::uuid[])`,
        isNull(users.suspendedAt),
        sql`coalesce((${users.privacySettings} ->> 'showOnlineStatus')::boolean, true)`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
