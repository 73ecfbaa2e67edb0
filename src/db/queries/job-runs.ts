import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { jobRuns, type JobRunState } from '../schema/index.ts';

export type JobRunRow = typeof jobRuns.$inferSelect;

/**
 * Opens an attempt of a job's run: the first creates the row, a retry counts itself and keeps
 * the progress and checkpoint the earlier attempt stored. A run already finished (or cancelled
 * before it started) keeps its state, and the caller stops.
 */
export async function beginJobRun(
  db: Db,
  values: { jobId: string; name: string },
): Promise<JobRunRow> {
  const [row] = await db
    .insert(jobRuns)
    .values({ ...values, state: 'running', attempts: 1 })
    .onConflictDoUpdate({
      target: jobRuns.jobId,
      set: {
        attempts: sql`${jobRuns.attempts} + 1`,
        state: sql`CASE WHEN ${jobRuns.state} IN ('completed', 'cancelled') THEN ${jobRuns.state} ELSE 'running' END`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Stores progress; returns whether a cancel was requested meanwhile (one round trip for both). */
export async function reportJobRun(
  db: Db,
  jobId: string,
  progress: {
    done: number;
    total?: number | null;
    current?: string | null;
    checkpoint?: unknown;
    result?: unknown;
  },
): Promise<{ cancelRequested: boolean }> {
  const [row] = await db
    .update(jobRuns)
    .set({ ...progress, updatedAt: sql`now()` })
    .where(eq(jobRuns.jobId, jobId))
    .returning({ cancelRequestedAt: jobRuns.cancelRequestedAt });
  return { cancelRequested: !!row?.cancelRequestedAt };
}

export async function isJobRunCancelRequested(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ cancelRequestedAt: jobRuns.cancelRequestedAt })
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId));
  return !!row?.cancelRequestedAt;
}

/** Ends a run (or records an attempt's error while it waits for its retry, state `running`). */
export async function finishJobRun(
  db: Db,
  jobId: string,
  end: { state: Exclude<JobRunState, 'queued'>; result?: unknown; error?: string | null },
): Promise<void> {
  const finished = end.state !== 'running';
  await db
    .update(jobRuns)
    .set({
      state: end.state,
      ...(end.result !== undefined ? { result: end.result } : {}),
      error: end.error ?? null,
      updatedAt: sql`now()`,
      finishedAt: finished ? sql`now()` : null,
    })
    .where(eq(jobRuns.jobId, jobId));
}

/**
 * Asks a run to stop. A run that has not started yet gets a `queued` row carrying the request,
 * so its first attempt stops at once; a finished run is left as it is.
 */
export async function requestJobRunCancel(
  db: Db,
  values: { jobId: string; name: string },
): Promise<JobRunRow> {
  const [row] = await db
    .insert(jobRuns)
    .values({ ...values, state: 'queued', cancelRequestedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.jobId,
      set: {
        cancelRequestedAt: sql`COALESCE(${jobRuns.cancelRequestedAt}, now())`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${jobRuns.state} IN ('queued', 'running')`,
    })
    .returning();
  return row ?? (await findJobRun(db, values.jobId))!;
}

export async function findJobRun(db: Db, jobId: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.jobId, jobId));
  return row;
}
