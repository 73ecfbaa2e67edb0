import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * `queued`: a cancel was requested before the job started; `running` also covers an attempt that
 * failed and waits for its retry (its `error` says why).
 */
export const JOB_RUN_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/**
 * The progress of a long job, keyed by its pg-boss job id (the same for every attempt): what the
 * API reads while it runs, the cancel request it checks, and the checkpoint a retried attempt
 * resumes from after a crash.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobId: uuid('job_id').primaryKey(),
    name: text('name').notNull(),
    state: text('state', { enum: JOB_RUN_STATES }).notNull().default('running'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    current: text('current'),
    /** Where the next attempt continues (a cursor, the last finished item); the job's own shape. */
    checkpoint: jsonb('checkpoint'),
    /** The partial result while running, the final one after. */
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('job_runs_name_started_at_idx').on(table.name, table.startedAt)],
);
