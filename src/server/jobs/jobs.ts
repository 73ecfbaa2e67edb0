/**
 * Every job the queue knows, with its payload. Payloads carry ids, not content: the processor
 * reads the current row, so a retry never works from stale data. Each job's policy, schedule and
 * processor are defined by its module (`defineJob`) and collected in `registry.ts`.
 */
export type JobPayloads = {
  'mail-send': { messageId: string };
  /** Re-encodes an uploaded image (variants, EXIF) or makes a video's poster and thumbnails. */
  'media-process': { mediaId: string };
  /** Removes abandoned chunked uploads and uploads never attached, after 24 hours. */
  'uploads-cleanup': Record<string, never>;
  /** Publishes a post's consented video to the operator's YouTube channel. */
  'youtube-publish': { postId: string };
  /** Stores the ECB's daily euro reference rates when a newer day is published. */
  'currency-rates-refresh': Record<string, never>;
  /** Ingests Viator's destinations, tags and products modified since the last run. */
  'tours-sync': Record<string, never>;
  /** Renews (or ends, or marks past due) sandbox Premium subscriptions whose period is ending. */
  'subscriptions-renew': Record<string, never>;
  /** Deletes expired sessions and spent account links (they are ignored already; tables stay small). */
  'sessions-prune': Record<string, never>;
  /** Rolls up the closed days the admin dashboard reads (member activity, totals, cohorts). */
  'admin-rollup': Record<string, never>;
  /** Deletes request rollups and instance probes older than the performance summary reads. */
  'performance-prune': Record<string, never>;
  /** Lifts suspensions whose period ended (every minute). */
  'suspensions-expire': Record<string, never>;
  /** Removes a member the operator deleted: files, then the account and what cascades from it. */
  'user-delete': { userId: string };
  /** Imports the IMAP folder's new messages (by UID) into the admin inbox (with IMAP_URL). */
  'mailbox-imap-sync': Record<string, never>;
  /** Imports what the connected Gmail account's history added into the admin inbox. */
  'mailbox-gmail-sync': Record<string, never>;
  /** Sends a campaign through its ledger (the welcome e-mail to every member). */
  'email-campaign-send': { campaignId: string };
  /** Queues a send for running campaigns nobody works on (after a crash); every minute. */
  'email-campaigns-resume': Record<string, never>;
  /**
   * Writes AI meta titles and descriptions (issue 24): for the destinations named by code
   * (bulk), or for every destination SEO page (regenerate). The operator approves the result.
   */
  'seo-meta-run': { kind: 'bulk' | 'regenerate'; codes: number[] };
  /** Publishes scheduled blog posts that are due (every minute and at every start). */
  'blog-publish-due': Record<string, never>;
  /** Refreshes the tour provider's destination taxonomy the mapping checks read (weekly). */
  'mappings-taxonomy-refresh': Record<string, never>;
  /** Works a mapping validation run from its first unchecked mapping. */
  'mappings-validate': { runId: string };
  /** Queues the runs nobody works on (after a crash); every minute. */
  'mappings-validate-resume': Record<string, never>;
  /** Works a country expansion run from its first undiscovered country. */
  'country-expansion-run': { runId: string };
  /** Queues the expansion runs nobody works on (after a crash); every minute. */
  'country-expansion-resume': Record<string, never>;
  /** Renews social account tokens that end within the hour (every 10 minutes). */
  'social-tokens-refresh': Record<string, never>;
  /** Publishes due social campaign posts, exactly once (every minute and at every start). */
  'social-publish-due': Record<string, never>;
  /** Reads published campaign posts' likes, comments and reach (every 30 minutes). */
  'social-insights': Record<string, never>;
};
export type JobName = keyof JobPayloads;

/**
 * Every job's name, for names that arrive from outside the type system (bus events from Redis).
 * The object's type makes a job missing here, or one not in `JobPayloads`, fail to compile.
 */
export const JOB_NAMES = Object.keys({
  'mail-send': true,
  'media-process': true,
  'uploads-cleanup': true,
  'youtube-publish': true,
  'currency-rates-refresh': true,
  'tours-sync': true,
  'subscriptions-renew': true,
  'sessions-prune': true,
  'admin-rollup': true,
  'performance-prune': true,
  'suspensions-expire': true,
  'user-delete': true,
  'mailbox-imap-sync': true,
  'mailbox-gmail-sync': true,
  'email-campaign-send': true,
  'email-campaigns-resume': true,
  'seo-meta-run': true,
  'blog-publish-due': true,
  'mappings-taxonomy-refresh': true,
  'mappings-validate': true,
  'mappings-validate-resume': true,
  'country-expansion-run': true,
  'country-expansion-resume': true,
  'social-tokens-refresh': true,
  'social-publish-due': true,
  'social-insights': true,
} satisfies Record<JobName, true>) as JobName[];

export type JobPolicy = {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
};

/** What a processor knows about the attempt it runs. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

/**
 * Runs one job. What it returns is stored as the run's result (pg-boss's `output`), which
 * `jobs.lastRuns()` reads back; a throw fails the attempt (retried by the policy).
 */
export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  attempt: JobAttempt,
) => Promise<unknown>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };
