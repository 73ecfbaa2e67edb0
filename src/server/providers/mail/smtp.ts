import nodemailer from 'nodemailer';
import type { DkimConfig } from '../../config.ts';
import { MailRefusedError, type MailProvider } from './mail.ts';
import { messageIdFor } from './mail-domain.ts';

/** Timeouts stay well under the job's expiry, so a hung server fails the attempt instead. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
} as const;

/** Parallel connections of the pool: what a campaign's throughput rests on. */
export const SMTP_MAX_CONNECTIONS = 8;

/** nodemailer's error for a refused command carries the server's code and words. */
type SmtpError = Error & { responseCode?: number; response?: string };

/**
 * SMTP through nodemailer (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`). One pooled
 * transport per process; every message carries a Date, a Message-ID on the sending domain and
 * its plain-text part, and is DKIM-signed when a key is configured. The message id the server
 * returns is recorded on the row.
 */
export function createSmtpMailProvider(
  smtpUrl: string,
  { dkim }: { dkim?: DkimConfig } = {},
): MailProvider {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    maxMessages: Infinity,
    ...(dkim
      ? {
          dkim: {
            domainName: dkim.domain,
            keySelector: dkim.selector,
            privateKey: dkim.privateKey,
          },
        }
      : {}),
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(message, log) {
      const messageId = message.messageId ?? messageIdFor(message.id, message.from);
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          date: new Date(),
          messageId,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers: { ...message.headers, 'X-Roamly-Mail-Id': message.id },
        });
        log.debug({ mailId: message.id, to: message.to, subject: message.subject }, 'E-mail sent');
        return { providerMessageId: String(info.messageId ?? messageId) };
      } catch (error) {
        const smtp = error as SmtpError;
        if (typeof smtp.responseCode === 'number') {
          // The server's own words (e.g. "550 5.1.1 No such user"), for the operator to read.
          const words = smtp.response ?? smtp.message;
          throw new MailRefusedError(words, smtp.responseCode >= 500);
        }
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}
