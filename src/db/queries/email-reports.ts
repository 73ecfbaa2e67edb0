import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** A campaign ledger row a report is about. */
export type ReportedRecipient = { campaignId: string; userId: string; email: string };

/** The ledger row of (campaign, member): its primary key. */
export async function findLedgerRow(
  db: Db,
  { campaignId, userId }: { campaignId: string; userId: string },
): Promise<ReportedRecipient | undefined> {
  const result = await db.execute<{ email: string }>(sql`
    SELECT email FROM email_campaign_recipients
    WHERE campaign_id = ${campaignId} AND user_id = ${userId}`);
  const row = result.rows[0];
  return row ? { campaignId, userId, email: row.email } : undefined;
}

/**
 * The last campaign message delivered to the member with this address (users' unique e-mail,
 * then the ledger's index of delivered rows by member).
 */
export async function findLastSentToAddress(
  db: Db,
  { email }: { email: string },
): Promise<ReportedRecipient | undefined> {
  const result = await db.execute<{ campaign_id: string; user_id: string; email: string }>(sql`
    SELECT r.campaign_id, r.user_id, r.email
    FROM users u JOIN email_campaign_recipients r ON r.user_id = u.id AND r.status = 'sent'
    WHERE u.email = lower(${email})
    ORDER BY r.attempted_at DESC NULLS LAST LIMIT 1`);
  const row = result.rows[0];
  return row ? { campaignId: row.campaign_id, userId: row.user_id, email: row.email } : undefined;
}

/** The address of one outgoing mail row (account mail, replies, test sends), by its id. */
export async function findMailMessageAddress(
  db: Db,
  { id }: { id: string },
): Promise<string | undefined> {
  const result = await db.execute<{ to_address: string }>(
    sql`SELECT to_address FROM mail_messages WHERE id = ${id}`,
  );
  return result.rows[0]?.to_address;
}

/** The address of a message in the operator's Sent folder, by its Message-ID. */
export async function findSentMailboxAddress(
  db: Db,
  { messageId }: { messageId: string },
): Promise<string | undefined> {
  const result = await db.execute<{ to_address: string }>(sql`
    SELECT to_address FROM mailbox_messages WHERE message_id = ${messageId} AND folder = 'sent'`);
  return result.rows[0]?.to_address;
}

/** Whether any outgoing mail row went to this (lower-cased) address: its to_address index. */
export async function hasMailTo(db: Db, { email }: { email: string }): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM mail_messages WHERE to_address = ${email} LIMIT 1`,
  );
  return result.rows.length > 0;
}

/**
 * A delivered row turned bounced or complained after the fact. Its attempted_at stays, so it
 * counts in the auto-pause window where it was sent; a row already marked is left alone.
 */
export async function markRecipientReported(
  db: Db,
  {
    campaignId,
    userId,
    status,
    error,
  }: { campaignId: string; userId: string; status: 'bounced' | 'complained'; error: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE email_campaign_recipients SET status = ${status}, error = ${error}
    WHERE campaign_id = ${campaignId} AND user_id = ${userId}
      AND status = 'sent'`);
  return (result.rowCount ?? 0) > 0;
}
