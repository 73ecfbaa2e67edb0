import type { AddressObject, ParsedMail } from 'mailparser';
import { readDeliveryReport } from './delivery-report.ts';
import type { IncomingMail } from './ingest.ts';

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value])
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? '')
    .filter(Boolean)
    .join(', ');
}

/** The report a multipart/report message carries (bounce, complaint), read from its raw bytes. */
function reportOf(parsed: ParsedMail, raw: Buffer | undefined) {
  const type = parsed.headers.get('content-type');
  const value = typeof type === 'object' && type && 'value' in type ? type.value : type;
  return raw && String(value).toLowerCase() === 'multipart/report' ? readDeliveryReport(raw) : null;
}

/** A message as mailparser reads it (SMTP, IMAP, Gmail) in the mailbox's incoming shape. */
export function incomingFromParsed(
  parsed: ParsedMail,
  source: IncomingMail['source'],
  { fallbackTo = '', raw }: { fallbackTo?: string; raw?: Buffer } = {},
): IncomingMail {
  const sender = parsed.from?.value[0];
  return {
    report: reportOf(parsed, raw),
    source,
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: parsed.references ?? null,
    from: { address: sender?.address ?? 'unknown@invalid', name: sender?.name || null },
    to: addressText(parsed.to) || fallbackTo,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || null,
    date: parsed.date ?? null,
    attachments: parsed.attachments
      // Inline parts the HTML refers to (cid:) are not kept: the sanitised HTML cannot show them.
      .filter((file) => file.contentDisposition !== 'inline' || !file.contentId)
      .map((file) => ({
        filename: file.filename ?? null,
        contentType: file.contentType,
        content: file.content,
      })),
  };
}
