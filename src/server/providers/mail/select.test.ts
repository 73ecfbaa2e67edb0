import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../../config.ts';
import { describeMail } from '../../jobs/background.ts';
import { createMailProvider } from './select.ts';

describe('mail configuration', () => {
  it('uses the embedded mailbox by default, with the default sender', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(createMailProvider(config).kind).toBe('embedded');
    expect(describeMail(config)).toMatch(/^embedded mailbox/);
  });

  it('uses SMTP when SMTP_URL and MAIL_FROM are set', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Roamly <hello@example.com>',
    });
    expect(createMailProvider(config).kind).toBe('smtp');
    expect(describeMail(config)).toBe('SMTP smtp.example.com:465 as Roamly <hello@example.com>');
    expect(describeMail(config)).not.toContain('pw');
  });

  it('refuses SMTP_URL without MAIL_FROM, and a URL that is not SMTP', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.com' })).toThrow(
      /MAIL_FROM: is required with SMTP_URL/,
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'a@example.com' }),
    ).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
  });
});
