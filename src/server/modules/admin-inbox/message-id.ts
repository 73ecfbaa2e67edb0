import { randomUUID } from 'node:crypto';

/** `<local@domain>` with its brackets, lower-cased domain untouched: the form every table keeps. */
export function normalizeMessageId(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const inner = trimmed.replace(/^<+/, '').replace(/>+$/, '').trim();
  if (!inner || /[\s<>]/.test(inner) || inner.length > 990) return null;
  return `<${inner}>`;
}

/** The ids of an In-Reply-To or References header (or an already split list), in order. */
export function parseMessageIdList(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = Array.isArray(value)
    ? value.flatMap((item) => item.match(/<[^<>\s]+>/g) ?? [item])
    : (value.match(/<[^<>\s]+>/g) ?? value.split(/\s+/));
  const ids = parts.map(normalizeMessageId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** A new Message-ID on the sending domain (the address after '@' of MAIL_FROM). */
export function newMessageId(mailFrom: string): string {
  const domain = /@([^\s>]+)/.exec(mailFrom)?.[1]?.toLowerCase() ?? 'roamly.local';
  return `<${randomUUID()}@${domain}>`;
}
