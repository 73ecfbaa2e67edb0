import { defineJob } from '../../jobs/define.ts';
import { parseImapUrl, syncImapFolder } from './imap-sync.ts';

/**
 * Every minute with IMAP_URL: the admin inbox takes the folder's new messages. One run per
 * minute whatever the number of instances (the schedule's singleton slot); a failed run is
 * recorded (the inbox shows it) and the next minute tries again.
 */
export const mailboxImapSyncJob = defineJob({
  name: 'mailbox-imap-sync',
  policy: { retryLimit: 0, retryDelay: 30, retryBackoff: false, expireInSeconds: 300 },
  schedule: { cron: '* * * * *', everySeconds: 60, enabled: (config) => Boolean(config.imapUrl) },
  create:
    ({ db, storage, config, log }) =>
    async () => {
      if (!config.imapUrl) return { skipped: 'IMAP_URL is not set' };
      return syncImapFolder({ db, storage, log, target: parseImapUrl(config.imapUrl) });
    },
});
