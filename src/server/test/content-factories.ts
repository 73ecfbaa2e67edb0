import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  blocks,
  bookmarks,
  comments,
  conversations,
  follows,
  likes,
  messages,
  posts,
} from '../../db/schema/index.ts';

/**
 * Rows members make (posts, likes, comments, conversations, messages), written straight to the
 * database so tests set up a world in typed calls instead of SQL strings. Features with their own
 * query modules may later build these through them; the call sites stay the same.
 */

type DbLike = Db | Database;
const dbOf = (db: DbLike): Db => ('db' in db ? db.db : db);

/** A moment `days` days ago (fractions allowed), for back-dated rows. */
export const daysAgo = (days: number): Date => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** A post; anything not given takes the schema's default (public, comments on, no media). */
export async function buildPost(
  db: DbLike,
  values: { userId: string; content?: string; createdAt?: Date } & Partial<
    Pick<
      typeof posts.$inferInsert,
      'privacy' | 'tags' | 'location' | 'allowComments' | 'imageUrl' | 'videoUrl'
    >
  >,
): Promise<{ id: string }> {
  const [row] = await dbOf(db)
    .insert(posts)
    .values({ content: 'A day by the sea', ...values })
    .returning({ id: posts.id });
  if (!row) throw new Error('buildPost: insert returned nothing');
  return row;
}

export async function buildLike(
  db: DbLike,
  values: { postId: string; userId: string; createdAt?: Date },
): Promise<void> {
  await dbOf(db).insert(likes).values(values);
}

export async function buildBookmark(
  db: DbLike,
  values: { postId: string; userId: string; createdAt?: Date },
): Promise<void> {
  await dbOf(db).insert(bookmarks).values(values);
}

/** `followerId` follows `followingId` (the counters' triggers run). */
export async function buildFollow(
  db: DbLike,
  values: { followerId: string; followingId: string },
): Promise<void> {
  await dbOf(db).insert(follows).values(values);
}

/** `blockerId` blocks `blockedId` (a row only; the block service also ends follows). */
export async function buildBlock(
  db: DbLike,
  values: { blockerId: string; blockedId: string },
): Promise<void> {
  await dbOf(db).insert(blocks).values(values);
}

export async function buildComment(
  db: DbLike,
  values: { postId: string; userId: string; content?: string; createdAt?: Date },
): Promise<{ id: string }> {
  const [row] = await dbOf(db)
    .insert(comments)
    .values({ content: 'Lovely', ...values })
    .returning({ id: comments.id });
  if (!row) throw new Error('buildComment: insert returned nothing');
  return row;
}

/** A one-to-one conversation; the pair is stored ordered, as the schema requires. */
export async function buildConversation(
  db: DbLike,
  { between }: { between: [string, string] },
): Promise<{ id: string }> {
  const [userAId, userBId] = [...between].sort() as [string, string];
  const [row] = await dbOf(db)
    .insert(conversations)
    .values({ userAId, userBId })
    .returning({ id: conversations.id });
  if (!row) throw new Error('buildConversation: insert returned nothing');
  return row;
}

export async function buildMessage(
  db: DbLike,
  values: {
    conversationId: string;
    senderId: string;
    content?: string;
    createdAt?: Date;
    deliveredAt?: Date | null;
    readAt?: Date | null;
  },
): Promise<{ id: string }> {
  // The recipient is the conversation's other member.
  const [conversation] = await dbOf(db)
    .select({ a: conversations.userAId, b: conversations.userBId })
    .from(conversations)
    .where(eq(conversations.id, values.conversationId));
  if (!conversation) throw new Error('buildMessage: unknown conversation');
  const recipientId = conversation.a === values.senderId ? conversation.b : conversation.a;
  const [row] = await dbOf(db)
    .insert(messages)
    .values({ content: 'Hello', recipientId, deliveredAt: values.readAt ?? null, ...values })
    .returning({ id: messages.id });
  if (!row) throw new Error('buildMessage: insert returned nothing');
  return row;
}
