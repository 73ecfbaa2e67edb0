import {
  attachmentRoute,
  type TInboxChannel,
  type TInboxEmail,
} from '../../../contract/admin-inbox.ts';
import { routeUrl } from '../../../contract/route.ts';
import type { MailboxSyncRow } from '../../../db/queries/mailbox-sync.ts';
import type { MailboxAttachmentRow, MailboxListRow } from '../../../db/queries/mailbox.ts';

export function presentInboxEmail(
  row: MailboxListRow,
  attachments: MailboxAttachmentRow[],
): TInboxEmail {
  return {
    id: row.id,
    from: row.fromAddress,
    fromName: row.fromName,
    to: row.toAddress,
    subject: row.subject,
    body: row.textBody,
    html: row.htmlBody,
    date: row.date.toISOString(),
    isRead: row.isRead,
    folder: row.folder,
    threadId: row.threadId,
    messageId: row.messageId,
    delivery:
      row.folder === 'sent' && row.deliveryStatus
        ? { status: row.deliveryStatus, error: row.deliveryError }
        : null,
    attachments: attachments.map((file) => ({
      id: file.id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      url: routeUrl(attachmentRoute, { id: row.id, attachmentId: file.id }),
    })),
  };
}

export function presentChannel(
  source: TInboxChannel['source'],
  row: MailboxSyncRow | undefined,
): TInboxChannel {
  return {
    source,
    account: row?.account ?? null,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
  };
}
