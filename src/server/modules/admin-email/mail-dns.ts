import { createPublicKey } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { z } from 'zod';
import type { ZDnsRecord } from '../../../contract/admin-email.ts';
import { mailDomain } from '../../providers/mail/mail-domain.ts';

type DnsRecord = z.infer<typeof ZDnsRecord>;

/**
 * The DNS records the sending domain should publish for mail to arrive: SPF naming the server
 * that sends, the DKIM public key of the configured signing key, and a DMARC policy that starts
 * by reporting (p=none) so nothing legitimate is lost while SPF and DKIM settle.
 */
export function mailDnsRecords(config: Pick<AppConfig, 'mailFrom' | 'smtpUrl' | 'dkim'>) {
  const domain = config.dkim?.domain ?? mailDomain(config.mailFrom);
  const smtpHost = config.smtpUrl ? new URL(config.smtpUrl).hostname : null;
  const records: DnsRecord[] = [
    {
      purpose: 'SPF',
      type: 'TXT',
      host: domain,
      value: smtpHost ? `v=spf1 a:${smtpHost} mx ~all` : 'v=spf1 mx ~all',
      note: smtpHost
        ? `Allows ${smtpHost} (SMTP_URL) and your MX hosts to send for ${domain}. If your provider documents an include: (e.g. include:_spf.example.com), use theirs instead.`
        : 'No SMTP server is configured (mail stays in the embedded mailbox); set SMTP_URL and this names it.',
    },
  ];
  if (config.dkim) {
    const key = createPublicKey(config.dkim.privateKey)
      .export({ type: 'spki', format: 'der' })
      .toString('base64');
    records.push({
      purpose: 'DKIM',
      type: 'TXT',
      host: `${config.dkim.selector}._domainkey.${domain}`,
      value: `v=DKIM1; k=rsa; p=${key}`,
      note: 'The public half of DKIM_PRIVATE_KEY: outgoing mail is signed with it.',
    });
  } else {
    records.push({
      purpose: 'DKIM',
      type: 'TXT',
      host: `roamly._domainkey.${domain}`,
      value: 'Set DKIM_PRIVATE_KEY (and DKIM_SELECTOR) to sign mail; its public key shows here.',
      note: 'Mail is not DKIM-signed yet. Generate a key with: openssl genrsa -out dkim.pem 2048',
    });
  }
  records.push({
    purpose: 'DMARC',
    type: 'TXT',
    host: `_dmarc.${domain}`,
    value: `v=DMARC1; p=none; rua=mailto:postmaster@${domain}; adkim=r; aspf=r`,
    note: 'Start with p=none and read the reports; move to p=quarantine once SPF and DKIM pass.',
  });
  return {
    domain,
    provider: config.smtpUrl ? ('smtp' as const) : ('embedded' as const),
    dkimConfigured: Boolean(config.dkim),
    records,
  };
}
