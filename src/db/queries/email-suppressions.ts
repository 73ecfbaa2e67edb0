import { sql } from 'drizzle-orm';
import type { SUPPRESSION_REASONS } from '../../contract/admin-email.ts';
import type { Db } from '../client.ts';

type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Adds an address to the suppression list; the first reason recorded stays. True when added. */
export async function suppressAddress(
  db: Db,
  { email, reason, detail }: { email: string; reason: SuppressionReason; detail: string | null },
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO email_suppressions (email, reason, detail)
    VALUES (lower(${email}), ${reason}, ${detail})
    ON CONFLICT (email) DO NOTHING`);
  return (result.rowCount ?? 0) > 0;
}

export async function findSuppression(
  db: Db,
  { email }: { email: string },
): Promise<{ reason: SuppressionReason } | undefined> {
  const result = await db.execute<{ reason: SuppressionReason }>(
    sql`SELECT reason FROM email_suppressions WHERE email = lower(${email})`,
  );
  return result.rows[0];
}

/** The ledger row an unsubscribe link names (its unique token). */
export async function findRecipientByToken(
  db: Db,
  { token }: { token: string },
): Promise<{ campaignId: string; userId: string; email: string } | undefined> {
  const result = await db.execute<{ campaign_id: string; user_id: string; email: string }>(sql`
    SELECT campaign_id, user_id, email FROM email_campaign_recipients
    WHERE unsubscribe_token = ${token}`);
  const row = result.rows[0];
  return row ? { campaignId: row.campaign_id, userId: row.user_id, email: row.email } : undefined;
}
