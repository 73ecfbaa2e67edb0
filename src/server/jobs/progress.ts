import type { Db } from '../../db/client.ts';
import {
  beginJobRun,
  findJobRun,
  finishJobRun,
  isJobRunCancelRequested,
  reportJobRun,
  requestJobRunCancel,
  type JobRunRow,
} from '../../db/queries/job-runs.ts';
import type { JobRunState } from '../../db/schema/index.ts';
import type { JobAttempt, JobHandler, JobName, JobPayloads } from './jobs.ts';
import type { JobQueue } from './queue.ts';

/** Thrown by `report` when a cancel was requested; the run ends `cancelled`, never retried. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled');
  }
}

/**
 * Thrown by `report` in an attempt that a later one has taken over: pg-boss expired it (it ran
 * past `expireInSeconds`) and retried, but the old attempt's code kept running. It stops without
 * writing, so two attempts never interleave their progress.
 */
export class JobSupersededError extends Error {
  constructor() {
    super('A later attempt of this job has taken over');
  }
}

export type ProgressUpdate<C, R> = {
  done: number;
  total?: number | null;
  /** What is being worked on now (a country, a destination), for the progress card. */
  current?: string | null;
  /** Where a retried attempt continues: store it once the items it covers are done. */
  checkpoint?: C;
  /** The result so far (per-item outcomes), readable while the job runs. */
  result?: R;
};

/** What a long job's processor gets besides its payload. */
export type JobProgress<C, R> = {
  attempt: JobAttempt;
  /** The checkpoint the last attempt stored (null on a first attempt): continue from it. */
  checkpoint: C | null;
  /** Items already done by earlier attempts, and their partial result. */
  done: number;
  result: R | null;
  /**
   * Stores progress; throws `JobCancelledError` when a cancel was requested and
   * `JobSupersededError` when a later attempt took over, to stop this one.
   */
  report(update: ProgressUpdate<C, R>): Promise<void>;
  /** For a processor that must stop between two reports (a long item). */
  cancelRequested(): Promise<boolean>;
};

/**
 * Makes a processor a long job: each attempt opens the run's `job_runs` row (keyed by the pg-boss
 * job id, shared by retries) and resumes from the checkpoint an earlier attempt stored; the
 * processor reports progress as it goes; its return value is stored as the result. A cancel
 * request ends the run at the next report; an error is recorded and the queue's policy retries.
 */
export function withProgress<N extends JobName, C, R>(
  db: Db,
  name: N,
  processor: (data: JobPayloads[N], progress: JobProgress<C, R>) => Promise<R>,
): JobHandler<N> {
  return async (data, attempt) => {
    const run = await beginJobRun(db, { jobId: attempt.id, name });
    if (run.state === 'completed') return run.result;
    const finish = (end: Parameters<typeof finishJobRun>[2]) =>
      finishJobRun(db, attempt.id, end, run.attempts);
    if (run.state === 'cancelled' || run.cancelRequestedAt) {
      await finish({ state: 'cancelled' });
      return { cancelled: true };
    }
    const progress: JobProgress<C, R> = {
      attempt,
      checkpoint: (run.checkpoint as C | null) ?? null,
      done: run.done,
      result: (run.result as R | null) ?? null,
      async report(update) {
        const { cancelRequested, superseded } = await reportJobRun(
          db,
          attempt.id,
          run.attempts,
          update,
        );
        if (superseded) throw new JobSupersededError();
        if (cancelRequested) throw new JobCancelledError();
      },
      cancelRequested: () => isJobRunCancelRequested(db, attempt.id),
    };
    try {
      const result = await processor(data, progress);
      await finish({ state: 'completed', result });
      return result;
    } catch (error) {
      // The attempt that took over owns the row now; this one's outcome no longer matters.
      if (error instanceof JobSupersededError) throw error;
      if (error instanceof JobCancelledError) {
        await finish({ state: 'cancelled' });
        return { cancelled: true };
      }
      const message = error instanceof Error ? error.message : String(error);
      const last = attempt.retryCount >= attempt.retryLimit;
      await finish({ state: last ? 'failed' : 'running', error: message });
      throw error;
    }
  };
}

/** A run as the API reads it (spec 3 §3's `GET …/progress`: running, done of total, current, results). */
export type JobRunProgress = {
  jobId: string;
  name: string;
  state: JobRunState;
  isRunning: boolean;
  done: number;
  total: number | null;
  current: string | null;
  result: unknown;
  error: string | null;
  cancelRequested: boolean;
  attempts: number;
  startedAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
};

function toProgress(row: JobRunRow): JobRunProgress {
  return {
    jobId: row.jobId,
    name: row.name,
    state: row.state,
    isRunning: row.state === 'queued' || row.state === 'running',
    done: row.done,
    total: row.total,
    current: row.current,
    result: row.result,
    error: row.error,
    cancelRequested: !!row.cancelRequestedAt,
    attempts: row.attempts,
    startedAt: row.startedAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}

/** A long job's progress; null when it has not started (and no cancel was asked). */
export async function readJobProgress(db: Db, jobId: string): Promise<JobRunProgress | null> {
  const row = await findJobRun(db, jobId);
  return row ? toProgress(row) : null;
}

/**
 * Cancels a long job: a queued one is cancelled in the queue too; a running one stops at its next
 * report. Returns the run as it now reads.
 */
export async function cancelJob(
  { db, jobs }: { db: Db; jobs: Pick<JobQueue, 'cancel'> },
  name: JobName,
  jobId: string,
): Promise<JobRunProgress> {
  const row = await requestJobRunCancel(db, { jobId, name });
  if (row.state === 'queued') {
    await jobs.cancel(name, jobId);
    await finishJobRun(db, jobId, { state: 'cancelled' });
    return toProgress((await findJobRun(db, jobId))!);
  }
  return toProgress(row);
}
