/**
 * Every job the queue knows, with its payload. Payloads carry ids, not content: the processor
 * reads the current row, so a retry never works from stale data.
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
};
export type JobName = keyof JobPayloads;

export type JobPolicy = {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
};

export const JOB_POLICIES: { [N in JobName]: JobPolicy } = {
  // 10 s, 20 s, 40 s, 80 s, 160 s: a mail server that is down for five minutes loses nothing.
  'mail-send': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 180 },
  // A big video's frames can take a while; two retries cover a restart mid-way.
  'media-process': { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  // Hourly; a failed run is simply the next hour's work.
  'uploads-cleanup': { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 900 },
  // A 1 GB upload takes a while; 1, 2, 4 minutes between attempts ride out a YouTube hiccup.
  'youtube-publish': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  // Six-hourly and hourly; a failed run is the next run's work (cursors survive).
  'currency-rates-refresh': {
    retryLimit: 0,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  'tours-sync': { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 3000 },
  // Every 15 minutes; each renewal is idempotent, so a failed run is the next run's work.
  'subscriptions-renew': {
    retryLimit: 0,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 600,
  },
};

export const JOB_NAMES = Object.keys(JOB_POLICIES) as JobName[];

/** What a processor knows about the attempt it runs. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  attempt: JobAttempt,
) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };
