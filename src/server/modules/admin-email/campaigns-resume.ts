import { listUnheldCampaigns } from '../../../db/queries/email-ledger.ts';
import type { Db } from '../../../db/client.ts';
import { defineJob } from '../../jobs/define.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/**
 * Queues a send job for every running campaign nobody works on: after a crash or a kill, the
 * dead worker's pg-boss job stays active until it expires, so this is what resumes the campaign.
 * `all` (at start) includes campaigns whose lease has not lapsed yet: its job waits for it.
 */
export async function resumeCampaigns(
  { db, jobs }: { db: Db; jobs: JobQueue },
  { all }: { all: boolean },
): Promise<{ resumed: number }> {
  const ids = await listUnheldCampaigns(db, { all });
  for (const campaignId of ids) await jobs.send('email-campaign-send', { campaignId });
  return { resumed: ids.length };
}

export const campaignsResumeJob = defineJob({
  name: 'email-campaigns-resume',
  policy: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, jobs }) =>
    async () =>
      resumeCampaigns({ db, jobs }, { all: false }),
});
