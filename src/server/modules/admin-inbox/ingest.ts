import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  findByMessageId,
  findThreadId,
  insertMailboxAttachments,
  insertMailboxMessage,
  isTombstoned,
  type MailboxFolder,
  type MailboxMessageRow,
} from '../../../db/queries/mailbox.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { PRIVATE_PREFIX } from '../../providers/storage/storage.ts';
import { applyDeliveryReport } from '../admin-email/delivery-reports.ts';
import { sanitizeContentHtml } from '../seo/sanitize.ts';
import type { DeliveryReport } from './delivery-report.ts';
import { normalizeMessageId, parseMessageIdList } from './message-id.ts';

/** A message as any channel hands it over (SMTP, IMAP, Gmail, the platform's own forms). */
export type IncomingMail = {
  source: MailboxMessageRow['source'];
  folder?: MailboxFolder;
  /** Raw header value; a missing one is synthesised from the content, so re-syncs still match. */
  messageId?: string | null;
  inReplyTo?: string | null;
  references?: string | string[] | null;
  from: { address: string; name?: string | null };
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  date?: Date | null;
  isRead?: boolean;
  mailMessageId?: string | null;
  attachments?: { filename?: string | null; contentType?: string | null; content: Buffer }[];
  /** A permanent bounce or an abuse complaint this message reports (read from its raw form). */
  report?: DeliveryReport | null;
};

export type IngestResult =
  | { status: 'stored'; row: MailboxMessageRow }
  | { status: 'duplicate'; row: MailboxMessageRow | undefined }
  | { status: 'deleted' };

/** Cap on what one message keeps: a mail bomb must not fill the database. */
const MAX_TEXT = 500_000;
const MAX_ATTACHMENTS = 50;

function synthesiseMessageId(mail: IncomingMail): string {
  const hash = createHash('sha256')
    .update(
      [mail.from.address, mail.to, mail.subject, mail.date?.toISOString() ?? '', mail.text].join(
        '\n',
      ),
    )
    .digest('hex')
    .slice(0, 32);
  return `<${hash}@synthetic.roamly.invalid>`;
}

/** A file name safe to keep and to send in Content-Disposition. */
function cleanFilename(name: string | null | undefined, index: number): string {
  const cleaned = (name ?? '')
    // Control characters, quotes and slashes: nothing that could break a header or a path.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || `attachment-${index + 1}`;
}

/**
 * Stores one message in the mailbox exactly once. The Message-ID decides: already here is a
 * duplicate (a restart, a re-sync, the same message delivered twice), tombstoned is a message the
 * operator deleted and is never imported again. HTML is sanitised before it is stored.
 */
export async function ingestMail(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  mail: IncomingMail,
): Promise<IngestResult> {
  const messageId = normalizeMessageId(mail.messageId) ?? synthesiseMessageId(mail);
  if (await isTombstoned(deps.db, messageId)) return { status: 'deleted' };
  const existing = await findByMessageId(deps.db, messageId);
  if (existing) return { status: 'duplicate', row: existing };

  const inReplyTo = parseMessageIdList(mail.inReplyTo)[0] ?? null;
  const references = parseMessageIdList(mail.references);
  const parents = [...new Set([...references, ...(inReplyTo ? [inReplyTo] : [])])];
  const id = randomUUID();
  const threadId = (await findThreadId(deps.db, { messageId, parents })) ?? id;
  const html = mail.html ? sanitizeContentHtml(mail.html) : null;
  const attachments = (mail.attachments ?? []).slice(0, MAX_ATTACHMENTS);

  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertMailboxMessage(tx, {
      id,
      messageId,
      threadId,
      folder: mail.folder ?? 'inbox',
      source: mail.source,
      fromAddress: mail.from.address.slice(0, 320),
      fromName: mail.from.name?.slice(0, 200) || null,
      toAddress: mail.to.slice(0, 2000),
      subject: mail.subject.slice(0, 998),
      textBody: mail.text.slice(0, MAX_TEXT),
      htmlBody: html ? html.slice(0, MAX_TEXT) : null,
      inReplyTo,
      references,
      date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date(),
      isRead: mail.isRead ?? false,
      mailMessageId: mail.mailMessageId ?? null,
    });
    // Lost a race with the same message arriving on another channel: nothing to store.
    if (!inserted) return undefined;
    const rows = [];
    for (const [position, file] of attachments.entries()) {
      const key = `${PRIVATE_PREFIX}mailbox/${id}/${position}`;
      const contentType = file.contentType || 'application/octet-stream';
      await deps.storage.put(key, file.content, contentType);
      rows.push({
        messageId: id,
        filename: cleanFilename(file.filename, position),
        contentType,
        size: file.content.length,
        storageKey: key,
        position,
      });
    }
    await insertMailboxAttachments(tx, rows);
    // Acted on with the message stored, so a redelivery (a duplicate) never acts twice.
    const outcome = mail.report
      ? await applyDeliveryReport(tx, mail.report, { reportMessageId: messageId })
      : undefined;
    if (outcome) deps.log.info({ kind: mail.report?.kind, ...outcome }, 'delivery report');
    return inserted;
  });
  if (!row) return { status: 'duplicate', row: await findByMessageId(deps.db, messageId) };
  deps.log.info({ mailboxId: row.id, source: mail.source, threadId }, 'mailbox message stored');
  return { status: 'stored', row };
}
