import { normalizeMessageId } from './message-id.ts';
import { headerParam, parseFields, splitMultipart, splitPart } from './report-mime.ts';

/** What identifies the message a report is about: its headers as the report quotes them. */
export type OriginalRef = { messageId: string | null; mailId: string | null };

/**
 * A report that asks for action: a permanent delivery failure (RFC 3464, `Action: failed` with a
 * 5.x.x status) or an abuse complaint (RFC 5965 ARF, `Feedback-Type: abuse`). Delays, transient
 * failures and other feedback types are not reports to act on.
 */
export type DeliveryReport = {
  kind: 'bounce' | 'complaint';
  /** The recipients it names (Final-/Original-Recipient, Original-Rcpt-To), lower-cased. */
  recipients: string[];
  original: OriginalRef;
  /** The reporting server's words (diagnostic code, status, feedback type), for the operator. */
  detail: string;
};

const PERMANENT = /^5\.\d{1,3}\.\d{1,3}$/;

/** `rfc822; ana@example.com` or `<ana@example.com>` to `ana@example.com`. */
function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const bare = value.includes(';') ? value.slice(value.indexOf(';') + 1) : value;
  const address = bare.trim().replace(/^<|>$/g, '').trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

function originalOf(headers: Map<string, string[]> | null): OriginalRef {
  return {
    messageId: normalizeMessageId(headers?.get('message-id')?.[0]),
    mailId: headers?.get('x-roamly-mail-id')?.[0]?.trim().slice(0, 200) || null,
  };
}

function bounceFrom(status: string, original: OriginalRef): DeliveryReport | null {
  // Per-message fields first, then one group per recipient (RFC 3464 §2.1).
  const groups = status.split(/\r?\n[ \t]*\r?\n/).map(parseFields);
  const failed = groups.filter(
    (group) =>
      group.get('action')?.[0]?.trim().toLowerCase() === 'failed' &&
      PERMANENT.test(group.get('status')?.[0]?.trim() ?? ''),
  );
  if (failed.length === 0) return null;
  const recipients = failed.flatMap((group) =>
    [group.get('final-recipient')?.[0], group.get('original-recipient')?.[0]]
      .map(addressOf)
      .filter((address): address is string => address !== null),
  );
  const first = failed[0];
  const detail =
    first?.get('diagnostic-code')?.[0]?.trim() || `Status ${first?.get('status')?.[0]?.trim()}`;
  return { kind: 'bounce', recipients: [...new Set(recipients)], original, detail };
}

function complaintFrom(feedback: string, original: OriginalRef): DeliveryReport | null {
  const fields = parseFields(feedback);
  const type = fields.get('feedback-type')?.[0]?.trim().toLowerCase();
  if (type !== 'abuse') return null;
  const recipients = (fields.get('original-rcpt-to') ?? [])
    .map(addressOf)
    .filter((address): address is string => address !== null);
  const agent = fields.get('user-agent')?.[0]?.trim();
  const detail = `Abuse complaint${agent ? ` (${agent.slice(0, 200)})` : ''}`;
  return { kind: 'complaint', recipients: [...new Set(recipients)], original, detail };
}

/**
 * Reads a raw message as a delivery status notification or a feedback report. From the raw
 * bytes, not mailparser's reading: it folds an inline message/rfc822 part into the text and loses
 * the quoted headers (Message-ID, X-Roamly-Mail-Id) that say which message it was.
 */
export function readDeliveryReport(raw: Buffer | string): DeliveryReport | null {
  const source = typeof raw === 'string' ? raw : raw.toString('utf8');
  const top = splitPart(source);
  const contentType = top.headers.get('content-type')?.[0] ?? '';
  if (!/^\s*multipart\/report\b/i.test(contentType)) return null;
  const reportType = headerParam(contentType, 'report-type')?.toLowerCase();
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary || (reportType !== 'delivery-status' && reportType !== 'feedback-report')) {
    return null;
  }
  const parts = splitMultipart(top.body, boundary);
  const typeOf = (part: (typeof parts)[number]) =>
    (part.headers.get('content-type')?.[0] ?? 'text/plain').split(';')[0]?.trim().toLowerCase();
  const quoted = parts.find((part) =>
    ['message/rfc822', 'text/rfc822-headers', 'message/global', 'message/global-headers'].includes(
      typeOf(part) ?? '',
    ),
  );
  const original = originalOf(quoted ? splitPart(quoted.body).headers : null);
  if (reportType === 'delivery-status') {
    const status = parts.find((part) =>
      ['message/delivery-status', 'message/global-delivery-status'].includes(typeOf(part) ?? ''),
    );
    return status ? bounceFrom(status.body, original) : null;
  }
  const feedback = parts.find((part) => typeOf(part) === 'message/feedback-report');
  return feedback ? complaintFrom(feedback.body, original) : null;
}
