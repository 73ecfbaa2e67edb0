import type { AppConfig } from '../../config.ts';
import { createEmbeddedMailProvider } from './local.ts';
import type { MailProvider } from './mail.ts';
import { createSmtpMailProvider } from './smtp.ts';

/** SMTP when SMTP_URL is set, otherwise the embedded mailbox. */
export function createMailProvider(
  config: Pick<AppConfig, 'smtpUrl'> & Partial<Pick<AppConfig, 'dkim'>>,
): MailProvider {
  return config.smtpUrl
    ? createSmtpMailProvider(config.smtpUrl, { dkim: config.dkim })
    : createEmbeddedMailProvider();
}
