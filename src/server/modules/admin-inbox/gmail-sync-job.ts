import { defineJob } from '../../jobs/define.ts';
import { syncGmail } from './gmail-sync.ts';

/**
 * Every minute with a Gmail OAuth client configured (and right after an account connects): the
 * admin inbox takes what the account's history added. A failed pass is recorded for the inbox
 * to show and the next one tries again.
 */
export const mailboxGmailSyncJob = defineJob({
  name: 'mailbox-gmail-sync',
  policy: { retryLimit: 0, retryDelay: 30, retryBackoff: false, expireInSeconds: 300 },
  schedule: { cron: '* * * * *', everySeconds: 60, enabled: (config) => Boolean(config.gmail) },
  create:
    ({ db, storage, config, log }) =>
    async () => {
      const gmail = config.gmail;
      if (!gmail) return { skipped: 'Gmail is not configured' };
      return syncGmail({ db, storage, log, config: { ...config, gmail } });
    },
});
