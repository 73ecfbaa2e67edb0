import { INBOX_PREVIEW_LENGTH, type TInboxEmail } from '../../../../contract/admin-inbox.ts';

/** Spec 3 §2: the list previews 50 characters of the body (whitespace folded). */
export function previewOf(body: string): string {
  const folded = body.replace(/\s+/g, ' ').trim();
  return folded.length > INBOX_PREVIEW_LENGTH
    ? `${folded.slice(0, INBOX_PREVIEW_LENGTH)}…`
    : folded;
}

/** Spec 3 §2: 'Re: ' once, however many times the thread was already answered. */
export function replySubject(subject: string): string {
  const bare = subject.replace(/^(\s*re\s*:\s*)+/i, '').trim();
  return `Re: ${bare}`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The sender as a mail client writes it: "Name <address>" or the address alone. */
export function senderOf(email: Pick<TInboxEmail, 'from' | 'fromName'>): string {
  return email.fromName ? `${email.fromName} <${email.from}>` : email.from;
}

/**
 * The reply's starting body: an empty paragraph to write in, then the original quoted under an
 * attribution line (its HTML, already sanitised by the server, or its text).
 */
export function quoteOriginal(email: TInboxEmail, locale?: string): string {
  const when = new Date(email.date).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const original =
    email.html ??
    email.body
      .split(/\n{2,}/)
      .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
      .join('');
  return `<p></p><p>On ${escapeHtml(when)}, ${escapeHtml(senderOf(email))} wrote:</p><blockquote>${original}</blockquote>`;
}

/** "12:05" today, "3 Nov" this year, "3 Nov 2025" before. */
export function listDate(iso: string, now = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  }
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
