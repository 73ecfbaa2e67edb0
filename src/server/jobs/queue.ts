import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { JobHandlers, JobName, JobPayloads } from './jobs.ts';

/** pg-boss's archive interval (archiveCompletedAfterSeconds, 12 h): no singleton slot may exceed it. */
const MAX_SINGLETON_SECONDS = 12 * 60 * 60;
import { JOB_NAMES, jobPolicy, type ScheduledJob } from './registry.ts';

/** pg-boss keeps its tables in their own schema of the app's database. */
const QUEUE_SCHEMA = 'pgboss';
const POLLING_INTERVAL_SECONDS = 1;

/** A job's most recent attempt that started, as `lastRuns()` reads it from pg-boss's tables. */
export type JobRunSummary = {
  name: JobName;
  /** The schedule's cron (UTC) when the job is periodic here, else null. */
  cron: string | null;
  lastRun: {
    id: string;
    /** `active` while it runs; `retry` after a failed attempt that will be retried. */
    state: 'active' | 'completed' | 'failed' | 'retry' | 'cancelled';
    startedAt: Date | null;
    finishedAt: Date | null;
    /** What the processor returned (completed), or `{ message }` of its error. */
    output: unknown;
  } | null;
};

export type JobQueue = {
  /**
   * Adds a job and returns its id (null when a singleton of its slot already exists). With `db`
   * (a transaction) the job is inserted in that transaction, so it exists exactly when the rows
   * it refers to were committed.
   */
  send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: { db?: Db },
  ): Promise<string | null>;
  /** Installs or migrates pg-boss's schema, creates the queues and, when working, polls. */
  start(options: { handlers: JobHandlers; log: FastifyBaseLogger }): Promise<void>;
  /**
   * On a working queue: makes the stored schedules exactly `schedules` (others are removed) and
   * queues each one's run of the current slot unless it exists, so a fresh start does not wait
   * for the clock. A queue that does not work leaves schedules to the servers.
   */
  schedule(schedules: ScheduledJob[]): Promise<void>;
  /**
   * Wakes this instance's worker of a queue now instead of at its next poll: for jobs sent inside
   * a transaction, once it has committed (the service context does it through the bus).
   */
  wake(name: JobName): void;
  /** Runs every job that is due now, one at a time, until none is left; returns how many ran. */
  drain(): Promise<number>;
  /** Each job's schedule and last run (time, state, result or error), for the operator. */
  lastRuns(): Promise<JobRunSummary[]>;
  /** Cancels a job that has not finished (a running one is stopped by `job_runs`' request). */
  cancel(name: JobName, id: string): Promise<void>;
  /** Whether this queue polls for jobs (false in tests and scripts, which `drain`). */
  readonly works: boolean;
  /** Stops polling and waits for running jobs; the pool stays open (it is the app's). */
  stop(): Promise<void>;
};

/**
 * pg-boss on the app's own pool (embedded PostgreSQL or DATABASE_URL alike), so jobs live in the
 * same database as the data and several instances share one queue. Working instances also run
 * pg-boss's scheduler: it takes turns through a timestamp row, and each scheduled job carries a
 * singleton key per slot, so a periodic job runs once per slot however many instances run.
 */
export function createJobQueue({
  pool,
  work,
  cronCheckSeconds = 30,
}: {
  pool: pg.Pool;
  /** true: poll for due jobs (the server); false: run them only through `drain` (tests, scripts). */
  work: boolean;
  /** How often the scheduler looks at the clock and forwards its sends (tests shorten it). */
  cronCheckSeconds?: number;
}): JobQueue {
  let started: { boss: PgBoss; handlers: JobHandlers } | undefined;
  const workers: Partial<Record<JobName, string>> = {};

  async function run<N extends JobName>(
    name: N,
    job: PgBoss.JobWithMetadata<JobPayloads[N]>,
  ): Promise<unknown> {
    if (!started) throw new Error('The job queue is not started');
    return started.handlers[name](job.data, {
      id: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    });
  }

  async function applySchedules(boss: PgBoss, schedules: ScheduledJob[]): Promise<void> {
    const wanted = new Set(schedules.map((schedule) => schedule.name));
    for (const stored of await boss.getSchedules()) {
      if (!wanted.has(stored.name as JobName)) await boss.unschedule(stored.name);
    }
    for (const { name, cron, everySeconds } of schedules) {
      // pg-boss refuses a singleton slot longer than its archive interval (12 h): a weekly job's
      // slot is cut to that, so a start sends it at most once per 12 hours.
      const singletonSeconds = Math.min(everySeconds, MAX_SINGLETON_SECONDS);
      const singleton = { singletonKey: name, singletonSeconds };
      await boss.schedule(name, cron, {}, { tz: 'UTC', ...singleton });
      await boss.send(name, {}, { ...jobPolicy(name), ...singleton });
    }
  }

  return {
    works: work,
    async send(name, data, options = {}) {
      if (!started) throw new Error('The job queue is not started');
      const { boss } = started;
      const sendOptions: PgBoss.SendOptions = { ...jobPolicy(name) };
      if (options.db) sendOptions.db = drizzleExecutor(options.db);
      const id = await boss.send(name, data, sendOptions);
      const worker = workers[name];
      // Outside a transaction the job is visible now: wake this instance's worker at once.
      if (worker && !options.db) boss.notifyWorker(worker);
      return id;
    },

    async start({ handlers, log }) {
      if (started) return;
      const boss = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: QUEUE_SCHEMA,
        migrate: true,
        // Maintenance (expiring stalled attempts so they are retried, archiving) and the
        // scheduler run with workers.
        supervise: work,
        schedule: work,
        cronMonitorIntervalSeconds: cronCheckSeconds,
        cronWorkerIntervalSeconds: Math.min(cronCheckSeconds, 5),
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      for (const name of JOB_NAMES) await boss.createQueue(name, { name, ...jobPolicy(name) });
      started = { boss, handlers };
      if (!work) return;
      for (const name of JOB_NAMES) {
        workers[name] = await boss.work<JobPayloads[typeof name]>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          async ([job]) => (job ? run(name, job) : undefined),
        );
      }
    },

    async schedule(schedules) {
      if (!started) throw new Error('The job queue is not started');
      if (work) await applySchedules(started.boss, schedules);
    },

    wake(name) {
      const worker = workers[name];
      if (started && worker) started.boss.notifyWorker(worker);
    },

    async drain() {
      if (!started) throw new Error('The job queue is not started');
      const { boss } = started;
      let count = 0;
      for (let more = true; more;) {
        more = false;
        for (const name of JOB_NAMES) {
          const [job] = await boss.fetch<JobPayloads[typeof name]>(name, {
            batchSize: 1,
            includeMetadata: true,
          });
          if (!job) continue;
          more = true;
          count += 1;
          try {
            const output = await run(name, job);
            await boss.complete(name, job.id, output as object | undefined);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await boss.fail(name, job.id, { message });
          }
        }
      }
      return count;
    },

    async lastRuns() {
      const { rows } = await pool.query<LastRunRow>(LAST_RUNS_SQL, [JOB_NAMES]);
      const byName = new Map(rows.map((row) => [row.name, row]));
      const { rows: schedules } = await pool.query<{ name: string; cron: string }>(
        `SELECT name, cron FROM ${QUEUE_SCHEMA}.schedule`,
      );
      const crons = new Map(schedules.map((row) => [row.name, row.cron]));
      return JOB_NAMES.map((name) => {
        const row = byName.get(name);
        return {
          name,
          cron: crons.get(name) ?? null,
          lastRun: row
            ? {
                id: row.id,
                state: row.state,
                startedAt: row.started_on,
                finishedAt: row.completed_on,
                output: row.output,
              }
            : null,
        };
      });
    },

    async cancel(name, id) {
      if (!started) throw new Error('The job queue is not started');
      await started.boss.cancel(name, id);
    },

    async stop() {
      if (!started) return;
      // Running jobs finish with their handlers before the queue forgets them.
      await started.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      started = undefined;
    },
  };
}

type LastRunRow = {
  name: JobName;
  id: string;
  state: NonNullable<JobRunSummary['lastRun']>['state'];
  started_on: Date | null;
  completed_on: Date | null;
  output: unknown;
};

/** The latest attempt that started, per queue, live or archived (pg-boss archives after 12 h). */
const LAST_RUNS_SQL = `
  SELECT DISTINCT ON (name) name, id, state::text AS state, started_on, completed_on, output
  FROM (
    SELECT name, id, state, started_on, completed_on, output
    FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1) AND started_on IS NOT NULL
    UNION ALL
    SELECT name, id, state, started_on, completed_on, output
    FROM ${QUEUE_SCHEMA}.archive WHERE name = ANY($1) AND started_on IS NOT NULL
  ) runs
  ORDER BY name, started_on DESC
`;

/**
 * pg-boss runs its own SQL text with positional values; this runs that text on the Drizzle client
 * or transaction it is given through Drizzle's public `sql` builder: the text between `$n`
 * references stays raw and each reference becomes a bound parameter carrying value n (a
 * reference that appears twice is bound twice, with the same value).
 */
export function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(positionalSql(text, values));
      return { rows: result.rows };
    },
  };
}

export function positionalSql(text: string, values: unknown[]): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const position = Number(match[1]);
    if (position < 1 || position > values.length) {
      throw new Error(`SQL references $${position} but ${values.length} values were given`);
    }
    chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[position - 1]));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
