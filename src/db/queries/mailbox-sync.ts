import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mailboxSyncState } from '../schema/index.ts';

export type MailboxSyncRow = typeof mailboxSyncState.$inferSelect;

export async function listSyncStates(db: Db, sources: string[]): Promise<MailboxSyncRow[]> {
  if (sources.length === 0) return [];
  return db.select().from(mailboxSyncState).where(inArray(mailboxSyncState.source, sources));
}

export async function findSyncState(db: Db, source: string): Promise<MailboxSyncRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxSyncState)
    .where(eq(mailboxSyncState.source, source))
    .limit(1);
  return row;
}

/** A successful sync (or delivery): moves the cursor when given and clears the last error. */
export async function recordSyncSuccess(
  db: Db,
  source: string,
  cursor?: { validity: number | null; cursor: string },
): Promise<void> {
  const values = { lastSuccessAt: sql`now()`, lastError: null, lastErrorAt: null, ...cursor };
  await db
    .insert(mailboxSyncState)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: mailboxSyncState.source, set: values });
}

export async function recordSyncError(db: Db, source: string, error: string): Promise<void> {
  const values = { lastError: error.slice(0, 1000), lastErrorAt: sql`now()` };
  await db
    .insert(mailboxSyncState)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: mailboxSyncState.source, set: values });
}

/**
 * Connects (or re-connects) the Gmail account: its address and sealed refresh token; the history
 * cursor starts over (the next pass lists the inbox; de-duplication keeps that harmless).
 */
export async function saveGmailConnection(
  db: Db,
  { account, secret }: { account: string; secret: string },
): Promise<void> {
  const values = {
    account,
    secret,
    validity: null,
    cursor: null,
    lastError: null,
    lastErrorAt: null,
  };
  await db
    .insert(mailboxSyncState)
    .values({ source: 'gmail', ...values })
    .onConflictDoUpdate({ target: mailboxSyncState.source, set: values });
}
