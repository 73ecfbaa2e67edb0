import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  mailboxAttachments,
  mailboxMessages,
  mailboxTombstones,
  mailMessages,
} from '../schema/index.ts';

export type MailboxMessageRow = typeof mailboxMessages.$inferSelect;
export type MailboxAttachmentRow = typeof mailboxAttachments.$inferSelect;
export type NewMailboxMessage = typeof mailboxMessages.$inferInsert;
export type MailboxFolder = MailboxMessageRow['folder'];

/** A listed message with its outgoing delivery state (sent mail) joined in. */
export type MailboxListRow = MailboxMessageRow & {
  deliveryStatus: 'queued' | 'sent' | 'failed' | null;
  deliveryError: string | null;
};

/** Whether the operator deleted this Message-ID (importers then skip it for good). */
export async function isTombstoned(db: Db, messageId: string): Promise<boolean> {
  const rows = await db
    .select({ messageId: mailboxTombstones.messageId })
    .from(mailboxTombstones)
    .where(eq(mailboxTombstones.messageId, messageId))
    .limit(1);
  return rows.length > 0;
}

export async function findByMessageId(
  db: Db,
  messageId: string,
): Promise<MailboxMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxMessages)
    .where(eq(mailboxMessages.messageId, messageId))
    .limit(1);
  return row;
}

/**
 * The thread a new message joins: the thread of any message it names (In-Reply-To, References),
 * else that of a message already here that names it (its replies arrived first).
 */
export async function findThreadId(
  db: Db,
  { messageId, parents }: { messageId: string; parents: string[] },
): Promise<string | undefined> {
  const [row] = await db
    .select({ threadId: mailboxMessages.threadId })
    .from(mailboxMessages)
    .where(
      or(
        parents.length > 0 ? inArray(mailboxMessages.messageId, parents) : undefined,
        eq(mailboxMessages.inReplyTo, messageId),
        arrayOverlaps(mailboxMessages.references, [messageId]),
      ),
    )
    .orderBy(asc(mailboxMessages.date))
    .limit(1);
  return row?.threadId;
}

/** Inserts a message unless its Message-ID is already here; undefined then (never a duplicate). */
export async function insertMailboxMessage(
  db: Db,
  values: NewMailboxMessage,
): Promise<MailboxMessageRow | undefined> {
  const [row] = await db
    .insert(mailboxMessages)
    .values(values)
    .onConflictDoNothing({ target: mailboxMessages.messageId })
    .returning();
  return row;
}

export async function insertMailboxAttachments(
  db: Db,
  rows: (typeof mailboxAttachments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(mailboxAttachments).values(rows);
}

type ListParams = { folder: MailboxFolder; before?: { date: Date; id: string }; limit: number };

/** One folder, newest first, keyset-paged on (date, id); `limit + 1` rows are read. */
export async function listMailboxMessages(db: Db, params: ListParams): Promise<MailboxListRow[]> {
  return mailboxListQuery(db, params);
}

/** The list's statement (its plan is checked in mailbox.explain.test.ts). */
export function mailboxListQuery(db: Db, { folder, before, limit }: ListParams) {
  return db
    .select({
      ...mailboxColumns(),
      deliveryStatus: mailMessages.status,
      deliveryError: mailMessages.error,
    })
    .from(mailboxMessages)
    .leftJoin(mailMessages, eq(mailMessages.id, mailboxMessages.mailMessageId))
    .where(
      and(
        eq(mailboxMessages.folder, folder),
        // A row comparison: one index condition on (date, id), not an OR the scan filters.
        before
          ? sql`(${mailboxMessages.date}, ${mailboxMessages.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mailboxMessages.date), desc(mailboxMessages.id))
    .limit(limit + 1);
}

function mailboxColumns() {
  const { id, messageId, threadId, folder, source, fromAddress, fromName, toAddress } =
    mailboxMessages;
  const { subject, textBody, htmlBody, inReplyTo, references, date, isRead } = mailboxMessages;
  const { mailMessageId, createdAt } = mailboxMessages;
  return {
    id,
    messageId,
    threadId,
    folder,
    source,
    fromAddress,
    fromName,
    toAddress,
    subject,
    textBody,
    htmlBody,
    inReplyTo,
    references,
    date,
    isRead,
    mailMessageId,
    createdAt,
  };
}

/** The attachments of a page of messages in one query (no N+1). */
export async function listAttachmentsOf(
  db: Db,
  messageIds: string[],
): Promise<MailboxAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(mailboxAttachments)
    .where(inArray(mailboxAttachments.messageId, messageIds))
    .orderBy(asc(mailboxAttachments.messageId), asc(mailboxAttachments.position));
}

export async function findAttachment(
  db: Db,
  { messageId, attachmentId }: { messageId: string; attachmentId: string },
): Promise<MailboxAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxAttachments)
    .where(
      and(eq(mailboxAttachments.id, attachmentId), eq(mailboxAttachments.messageId, messageId)),
    )
    .limit(1);
  return row;
}

export async function countUnread(db: Db): Promise<number> {
  const [row] = await unreadCountQuery(db);
  return row?.value ?? 0;
}

/** Counted from the partial index of unread messages (mailbox_messages_unread_idx). */
export function unreadCountQuery(db: Db) {
  return db
    .select({ value: count() })
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.folder, 'inbox'), eq(mailboxMessages.isRead, false)));
}

export async function findMailboxMessage(db: Db, id: string): Promise<MailboxListRow | undefined> {
  const [row] = await db
    .select({
      ...mailboxColumns(),
      deliveryStatus: mailMessages.status,
      deliveryError: mailMessages.error,
    })
    .from(mailboxMessages)
    .leftJoin(mailMessages, eq(mailMessages.id, mailboxMessages.mailMessageId))
    .where(eq(mailboxMessages.id, id))
    .limit(1);
  return row;
}

/** Marks read; `changed` only when it was unread (so only a change is audited). */
export async function markMailboxRead(
  db: Db,
  id: string,
): Promise<{ found: boolean; changed: boolean }> {
  const [row] = await db
    .update(mailboxMessages)
    .set({ isRead: true })
    .where(and(eq(mailboxMessages.id, id), eq(mailboxMessages.isRead, false)))
    .returning({ id: mailboxMessages.id });
  if (row) return { found: true, changed: true };
  const [existing] = await db
    .select({ id: mailboxMessages.id })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.id, id))
    .limit(1);
  return { found: existing !== undefined, changed: false };
}

/** Deletes a message and leaves its tombstone, in the caller's transaction. */
export async function deleteMailboxMessage(
  db: Db,
  id: string,
): Promise<{ row: MailboxMessageRow; attachments: MailboxAttachmentRow[] } | undefined> {
  const attachments = await db
    .select()
    .from(mailboxAttachments)
    .where(eq(mailboxAttachments.messageId, id));
  const [row] = await db.delete(mailboxMessages).where(eq(mailboxMessages.id, id)).returning();
  if (!row) return undefined;
  await db
    .insert(mailboxTombstones)
    .values({ messageId: row.messageId })
    .onConflictDoNothing({ target: mailboxTombstones.messageId });
  return { row, attachments };
}

/** The threading headers of an outgoing mail row the operator wrote (the send job adds them). */
export async function findThreadingHeaders(
  db: Db,
  mailMessageId: string,
): Promise<Pick<MailboxMessageRow, 'messageId' | 'inReplyTo' | 'references'> | undefined> {
  const [row] = await db
    .select({
      messageId: mailboxMessages.messageId,
      inReplyTo: mailboxMessages.inReplyTo,
      references: mailboxMessages.references,
    })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.mailMessageId, mailMessageId))
    .limit(1);
  return row;
}

/** The outgoing mail row queued under a dedupe key (unique), to link it to its Sent message. */
export async function findMailIdByDedupeKey(db: Db, dedupeKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.dedupeKey, dedupeKey))
    .limit(1);
  return row?.id ?? null;
}
