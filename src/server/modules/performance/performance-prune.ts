import { pruneRollups } from '../../../db/queries/performance.ts';
import { defineJob } from '../../jobs/define.ts';

const HOUR_MS = 3_600_000;

/**
 * Every 10 minutes: the summary reads minute rows of the last 5 minutes, five-minute rows of the
 * last hour and hour rows of the last day, so older rows (with slack) and instances gone for a day
 * are deleted. A missed run is the next run's work.
 */
export const performancePruneJob = defineJob({
  name: 'performance-prune',
  policy: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  schedule: { cron: '*/10 * * * *', everySeconds: 600 },
  create:
    ({ db }) =>
    async () => {
      const now = Date.now();
      return pruneRollups(db, {
        before: {
          minute: new Date(now - HOUR_MS),
          five_minutes: new Date(now - 2 * HOUR_MS),
          hour: new Date(now - 48 * HOUR_MS),
        },
        usageBefore: new Date(now - 48 * HOUR_MS),
        instancesBefore: new Date(now - 24 * HOUR_MS),
      });
    },
});
