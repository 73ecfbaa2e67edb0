import { deleteStaleAccountTokens } from '../../../db/queries/account-tokens.ts';
import { deleteExpiredSessions } from '../../../db/queries/sessions.ts';
import { defineJob } from '../../jobs/define.ts';

/**
 * Every 6 hours: expired sessions and spent account links are already ignored, so deleting them
 * only keeps the tables small, and a failed run is the next run's work.
 */
export const sessionsPruneJob = defineJob({
  name: 'sessions-prune',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  schedule: { cron: '30 */6 * * *', everySeconds: 6 * 3600 },
  create:
    ({ db }) =>
    async () => ({
      sessions: await deleteExpiredSessions(db),
      accountTokens: await deleteStaleAccountTokens(db),
    }),
});
