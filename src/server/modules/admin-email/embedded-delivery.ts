import type { Db } from '../../../db/client.ts';
import { insertMailMessage, markMailSent } from '../../../db/queries/mail.ts';
import type { OutgoingMail } from '../../providers/mail/mail.ts';

/**
 * Delivery into the embedded mailbox (no SMTP configured): the message row is written, sent,
 * under a dedupe key of (campaign, member) — the database is the mailbox, so it happens once.
 */
export async function deliverEmbedded(
  db: Db,
  { campaignId, userId, message }: { campaignId: string; userId: string; message: OutgoingMail },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await insertMailMessage(tx, {
      dedupeKey: `campaign:${campaignId}:${userId}`,
      userId,
      kind: 'campaign',
      toAddress: message.to,
      fromAddress: message.from,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
    if (row) {
      await markMailSent(tx, { id: row.id, providerMessageId: message.messageId ?? message.id });
    }
  });
}
