import type { AppConfig } from '../config.ts';
import { campaignSendJob } from '../modules/admin-email/campaign-send.ts';
import { campaignsResumeJob } from '../modules/admin-email/campaigns-resume.ts';
import { adminRollupJob } from '../modules/admin/dashboard-rollup.ts';
import { ratesRefreshJob } from '../modules/currency/rates-refresh.ts';
import { sessionsPruneJob } from '../modules/auth/sessions-prune.ts';
import { performancePruneJob } from '../modules/performance/performance-prune.ts';
import { suspensionsExpireJob } from '../modules/admin-users/suspensions-expire.ts';
import { userDeleteJob } from '../modules/admin-users/user-delete.ts';
import { mailboxGmailSyncJob } from '../modules/admin-inbox/gmail-sync-job.ts';
import { mailboxImapSyncJob } from '../modules/admin-inbox/imap-sync-job.ts';
import { subscriptionsRenewJob } from '../modules/payments/sandbox-renewals.ts';
import { seoMetaRunJob } from '../modules/admin-seo/meta-run.job.ts';
import { mappingsTaxonomyJob } from '../modules/mappings/taxonomy-refresh.ts';
import {
  mappingsValidateJob,
  mappingsValidateResumeJob,
} from '../modules/mappings/validation-run.ts';
import {
  countryExpansionJob,
  countryExpansionResumeJob,
} from '../modules/country-expansion/expansion-run.ts';
import { toursSyncJob } from '../modules/tours/viator-sync.ts';
import { blogPublishDueJob } from '../modules/blog/blog-publish-due.ts';
import { uploadsCleanupJob } from '../modules/uploads/uploads-cleanup.ts';
import { socialTokensRefreshJob } from '../modules/social/tokens-refresh.ts';
import { socialPublishDueJob } from '../modules/social/publish-due.ts';
import { socialInsightsJob } from '../modules/social/insights-job.ts';
import type { JobDefinition, JobDeps } from './define.ts';
import { JOB_NAMES, type JobHandlers, type JobName, type JobPolicy } from './jobs.ts';
import { sendMailJob } from './processors/mail/send-mail.ts';
import { processMediaJob } from './processors/media/process-media.ts';
import { youTubePublishJob } from './processors/media/youtube-publish.ts';

/** Every job, as its module defines it; the type makes a job of `JobPayloads` without one fail. */
export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  'mail-send': sendMailJob,
  'media-process': processMediaJob,
  'youtube-publish': youTubePublishJob,
  'uploads-cleanup': uploadsCleanupJob,
  'currency-rates-refresh': ratesRefreshJob,
  'tours-sync': toursSyncJob,
  'subscriptions-renew': subscriptionsRenewJob,
  'sessions-prune': sessionsPruneJob,
  'admin-rollup': adminRollupJob,
  'performance-prune': performancePruneJob,
  'suspensions-expire': suspensionsExpireJob,
  'user-delete': userDeleteJob,
  'mailbox-imap-sync': mailboxImapSyncJob,
  'mailbox-gmail-sync': mailboxGmailSyncJob,
  'email-campaign-send': campaignSendJob,
  'email-campaigns-resume': campaignsResumeJob,
  'seo-meta-run': seoMetaRunJob,
  'blog-publish-due': blogPublishDueJob,
  'mappings-taxonomy-refresh': mappingsTaxonomyJob,
  'mappings-validate': mappingsValidateJob,
  'mappings-validate-resume': mappingsValidateResumeJob,
  'country-expansion-run': countryExpansionJob,
  'country-expansion-resume': countryExpansionResumeJob,
  'social-tokens-refresh': socialTokensRefreshJob,
  'social-publish-due': socialPublishDueJob,
  'social-insights': socialInsightsJob,
};

export { JOB_NAMES };

export function jobPolicy(name: JobName): JobPolicy {
  return JOBS[name].policy;
}

/** The processor of every queue, built from the app's parts. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  const handlers: Partial<Record<JobName, unknown>> = {};
  for (const name of JOB_NAMES) handlers[name] = JOBS[name].create(deps);
  return handlers as JobHandlers;
}

export type ScheduledJob = { name: JobName; cron: string; everySeconds: number };

/** The schedules this configuration runs; the queue removes every other one. */
export function enabledSchedules(config: AppConfig): ScheduledJob[] {
  return JOB_NAMES.flatMap((name) => {
    const schedule = JOBS[name].schedule;
    if (!schedule || (schedule.enabled && !schedule.enabled(config))) return [];
    return [{ name, cron: schedule.cron, everySeconds: schedule.everySeconds }];
  });
}
