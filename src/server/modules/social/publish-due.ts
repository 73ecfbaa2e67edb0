import { defineJob } from '../../jobs/define.ts';
import { publishDuePosts } from './publishing.ts';

/**
 * Publishes due campaign posts (issue 26 §5): every minute, and once at every start (the queue
 * sends each scheduled job when it sets the schedules), so a post that fell due while the server
 * was down goes out on the next start — once, because taking a post is a conditional update and
 * a lease. One job per minute slot (the schedule's singleton); retries are the posts' own.
 */
export const socialPublishDueJob = defineJob({
  name: 'social-publish-due',
  policy: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, storage, config, bus, log }) =>
    async () =>
      publishDuePosts({ db, storage, config, bus, log }),
});
