import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Stores progress for attempt number `attempt`; returns whether a cancel was requested meanwhile
 * and whether a later attempt has taken the run over (one round trip for all three). A
 * superseded attempt writes nothing.
 */
export async function reportJobRun(
  db: Db,
  jobId: string,
  attempt: number,
  progress: {
    done: number;
    total?: number | null;
    current?: string | null;
    checkpoint?: unknown;
    result?: unknown;
  },
): Promise<{ cancelRequested: boolean; superseded: boolean }> {
  const [row] = await db
    .update(jobRuns)
    .set({ ...progress, updatedAt: sql`now()` })
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.attempts, attempt)))
    .returning({ cancelRequestedAt: jobRuns.cancelRequestedAt });
  if (row) return { cancelRequested: !!row.cancelRequestedAt, superseded: false };
  return { cancelRequested: false, superseded: true };
}

export async function isJobRunCancelRequested(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ cancelRequestedAt: jobRuns.cancelRequestedAt })
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId));
  return !!row?.cancelRequestedAt;
}

/**
 * Ends a run (or records an attempt's error while it waits for its retry, state `running`). With
 * `attempt`, only while that attempt still owns the run.
 */
export async function finishJobRun(
  db: Db,
  jobId: string,
  end: { state: Exclude<JobRunState, 'queued'>; result?: unknown; error?: string | null },
  attempt?: number,
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
    .where(
      and(
        eq(jobRuns.jobId, jobId),
        attempt === undefined ? undefined : eq(jobRuns.attempts, attempt),
      ),
    );
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
