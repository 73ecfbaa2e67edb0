import type { FastifyBaseLogger } from 'fastify';

/** One outgoing e-mail as a provider delivers it. */
export type OutgoingMail = {
  /** The mail_messages row it comes from (the embedded mailbox's message id). */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /**
   * The Message-ID to use (`<…@sending domain>`); unset: one is made from `id` on the sender's
   * domain. A campaign passes its own so a re-send after a crash carries the same one.
   */
  messageId?: string;
  /** Extra headers (List-Unsubscribe, In-Reply-To, …). */
  headers?: Record<string, string>;
};

/**
 * A refusal the provider reported for the message itself; `permanent` (an SMTP 5xx) means the
 * address will not take mail (a hard bounce), otherwise a later try may work.
 */
export class MailRefusedError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type MailProviderKind = 'embedded' | 'smtp';

/**
 * Where e-mail goes: the embedded mailbox (the default: every message stays in PostgreSQL and
 * the operator's inbox shows it) or an SMTP server (SMTP_URL). Delivery runs in the `mail-send`
 * job, never inside a request.
 */
export type MailProvider = {
  kind: MailProviderKind;
  /** Delivers the message; throws when it was not accepted (the job retries). */
  send(message: OutgoingMail, log: FastifyBaseLogger): Promise<{ providerMessageId: string }>;
  close(): Promise<void>;
};

/** The first http(s) link of a text body: what a reader of the log needs to follow the mail. */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"')]+/.exec(text)?.[0];
}
