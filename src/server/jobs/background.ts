import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createMailer, type Mailer } from '../providers/mail/mailer.ts';
import { createMailProvider } from '../providers/mail/select.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/**
 * The job queue and the mailer that feeds it, as the app's deps. `work: false` leaves due jobs for
 * `jobs.drain()` (tests); the server polls. The app starts the queue when it is ready and stops it
 * when it closes (`jobsPlugin`), before the pool is closed.
 */
export function createBackground({
  pool,
  config,
  work,
}: {
  pool: pg.Pool;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> & Partial<Pick<AppConfig, 'dkim'>>;
  work: boolean;
}): { jobs: JobQueue; mail: Mailer } {
  const jobs = createJobQueue({ pool, work });
  const mail = createMailer({ provider: createMailProvider(config), jobs, from: config.mailFrom });
  return { jobs, mail };
}

/** For the start log. */
export function describeMail(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> & Partial<Pick<AppConfig, 'dkim'>>,
): string {
  if (!config.smtpUrl) return 'embedded mailbox (stored in PostgreSQL; links are logged)';
  const url = new URL(config.smtpUrl);
  const signed = config.dkim
    ? `, DKIM ${config.dkim.selector}._domainkey.${config.dkim.domain}`
    : '';
  return `SMTP ${url.hostname}${url.port ? `:${url.port}` : ''} as ${config.mailFrom}${signed}`;
}
