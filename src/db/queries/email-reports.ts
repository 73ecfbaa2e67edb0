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
