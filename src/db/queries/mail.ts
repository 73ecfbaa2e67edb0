import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mailMessages } from '../schema/index.ts';

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Records a message as queued; undefined when its dedupe key was already used (never twice). */
export async function insertMailMessage(
  db: Db,
  values: {
    dedupeKey: string;
    userId: string | null;
    kind: string;
    toAddress: string;
    fromAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
  },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(mailMessages)
    .values(values)
    .onConflictDoNothing({ target: mailMessages.dedupeKey })
    .returning({ id: mailMessages.id });
  return row;
}

/**
 * Claims a queued message for one delivery attempt by writing the provider on it. Only an
 * unclaimed queued row can be claimed, so two attempts can never both send it.
 */
export async function claimMailMessage(
  db: Db,
  { id, provider }: { id: string; provider: string },
): Promise<MailMessageRow | undefined> {
  const [row] = await db
    .update(mailMessages)
    .set({ provider })
    .where(
      and(
        eq(mailMessages.id, id),
        eq(mailMessages.status, 'queued'),
        isNull(mailMessages.provider),
      ),
    )
    .returning();
  return row;
}

export async function findMailMessage(
  db: Db,
  { id }: { id: string },
): Promise<MailMessageRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  return row;
}

export async function markMailSent(
  db: Db,
  { id, providerMessageId }: { id: string; providerMessageId: string },
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'sent', providerMessageId, error: null, sentAt: sql`now()` })
    .where(eq(mailMessages.id, id));
}

/** A failed attempt that will be retried: the claim is released and the reason kept. */
export async function releaseMailClaim(
  db: Db,
  { id, error }: { id: string; error: string },
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ provider: null, error })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
}

export async function markMailFailed(
  db: Db,
  { id, error }: { id: string; error: string },
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'failed', error })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
}

/** Newest first, for the operator's mailbox; `to` narrows it to one recipient. */
export async function listMailMessages(
  db: Db,
  { to, before, limit }: { to?: string; before?: Date; limit: number },
): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(
      and(
        to ? eq(mailMessages.toAddress, to) : undefined,
        before ? lt(mailMessages.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}
