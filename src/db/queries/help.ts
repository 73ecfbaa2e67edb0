import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { helpMessages } from '../schema/help.ts';

export type HelpMessageRow = typeof helpMessages.$inferSelect & {
  /** created_at in microseconds since the epoch (digits), for exact keyset cursors. */
  createdAtKey: string;
};

/** Stores one contact-form message; returns what the sender's receipt needs. */
export async function insertHelpMessage(
  db: Db,
  values: {
    userId: string | null;
    name: string;
    email: string;
    topic: string;
    message: string;
    priority: boolean;
  },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(helpMessages)
    .values(values)
    .returning({ id: helpMessages.id, createdAt: helpMessages.createdAt });
  if (!row) throw new Error('help message insert returned nothing');
  return row;
}

/**
 * One page of messages, priority (Premium senders) first, then newest, read in the order of
 * help_messages_priority_created_at_idx. Keyset pagination on (priority, created_at, id), compared in SQL
 * with full microsecond precision: messages arriving between two page loads never shift, skip
 * or repeat rows. Reads `limit + 1` rows so the caller knows whether another page exists.
 */
export async function listHelpMessages(
  db: Db,
  params: {
    limit: number;
    before?: { priority: boolean; createdAtKey: string; id: string };
    status?: HelpMessageRow['status'];
  },
): Promise<HelpMessageRow[]> {
  const conditions: SQL[] = [];
  if (params.status) conditions.push(eq(helpMessages.status, params.status));
  if (params.before) {
    conditions.push(
      sql`(${helpMessages.priority}, ${helpMessages.createdAt}, ${helpMessages.id}) < (${params.before.priority}::boolean, timestamptz 'epoch' + ${params.before.createdAtKey}::bigint * interval '1 microsecond', ${params.before.id}::uuid)`,
    );
  }
  return db
    .select({
      id: helpMessages.id,
      userId: helpMessages.userId,
      name: helpMessages.name,
      email: helpMessages.email,
      topic: helpMessages.topic,
      message: helpMessages.message,
      status: helpMessages.status,
      priority: helpMessages.priority,
      createdAt: helpMessages.createdAt,
      createdAtKey: sql<string>`(extract(epoch from ${helpMessages.createdAt}) * 1000000)::bigint::text`,
    })
    .from(helpMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(helpMessages.priority), desc(helpMessages.createdAt), desc(helpMessages.id))
    .limit(params.limit + 1);
}
