import nodemailer from 'nodemailer';
import type { MailProvider } from './mail.ts';

/** Timeouts stay well under the job's expiry, so a hung server fails the attempt instead. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
} as const;

/**
 * SMTP through nodemailer (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`). One pooled
 * transport per process; the message id the server returns is recorded on the row.
 */
export function createSmtpMailProvider(smtpUrl: string): MailProvider {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(message, log) {
      const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
      const info = await transport.sendMail({
        ...(messageId ? { messageId } : {}),
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: { ...headers, 'X-Roamly-Mail-Id': message.id },
      });
      log.info({ mailId: message.id, to: message.to, subject: message.subject }, 'E-mail sent');
      return { providerMessageId: String(info.messageId ?? '') };
    },
    async close() {
      transport.close();
    },
  };
}
