import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import {
  JOB_NAMES,
  JOB_POLICIES,
  type JobHandlers,
  type JobName,
  type JobPayloads,
} from './jobs.ts';

/** pg-boss keeps its tables in their own schema of the app's database. */
const QUEUE_SCHEMA = 'pgboss';
const POLLING_INTERVAL_SECONDS = 1;

export type JobQueue = {
  /**
   * Adds a job. With `db` (a transaction) the job is inserted in that transaction, so it exists
   * exactly when the rows it refers to were committed.
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: { db?: Db }): Promise<void>;
  /** Installs or migrates pg-boss's schema, creates the queues and, when working, polls. */
  start(options: { handlers: JobHandlers; log: FastifyBaseLogger }): Promise<void>;
  /**
   * Wakes this instance's worker of a queue now instead of at its next poll: for jobs sent inside
   * a transaction, once it has committed (the service context does it through the bus).
   */
  wake(name: JobName): void;
  /** Runs every job that is due now, one at a time, until none is left; returns how many ran. */
  drain(): Promise<number>;
  /** Whether this queue polls for jobs (false in tests and scripts, which `drain`). */
  readonly works: boolean;
  /** Stops polling and waits for running jobs; the pool stays open (it is the app's). */
  stop(): Promise<void>;
};

/**
 * pg-boss on the app's own pool (embedded PostgreSQL or DATABASE_URL alike), so jobs live in the
 * same database as the data and several instances share one queue.
 */
export function createJobQueue({
  pool,
  work,
}: {
  pool: pg.Pool;
  /** true: poll for due jobs (the server); false: run them only through `drain` (tests, scripts). */
  work: boolean;
}): JobQueue {
  let started: { boss: PgBoss; handlers: JobHandlers } | undefined;
  const workers: Partial<Record<JobName, string>> = {};

  async function run<N extends JobName>(
    name: N,
    job: PgBoss.JobWithMetadata<JobPayloads[N]>,
  ): Promise<void> {
    if (!started) throw new Error('The job queue is not started');
    await started.handlers[name](job.data, {
      id: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    });
  }

  return {
    works: work,
    async send(name, data, options = {}) {
      if (!started) throw new Error('The job queue is not started');
      const { boss } = started;
      const sendOptions: PgBoss.SendOptions = { ...JOB_POLICIES[name] };
      if (options.db) sendOptions.db = drizzleExecutor(options.db);
      await boss.send(name, data, sendOptions);
      const worker = workers[name];
      // Outside a transaction the job is visible now: wake this instance's worker at once.
      if (worker && !options.db) boss.notifyWorker(worker);
    },

    async start({ handlers, log }) {
      if (started) return;
      const boss = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: QUEUE_SCHEMA,
        migrate: true,
        // Maintenance (expiring stalled attempts so they are retried, archiving) runs with workers.
        supervise: work,
        schedule: false,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      for (const name of JOB_NAMES) await boss.createQueue(name, { name, ...JOB_POLICIES[name] });
      started = { boss, handlers };
      if (!work) return;
      for (const name of JOB_NAMES) {
        workers[name] = await boss.work<JobPayloads[typeof name]>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          async ([job]) => {
            if (job) await run(name, job);
          },
        );
      }
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
            await run(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await boss.fail(name, job.id, { message });
          }
        }
      }
      return count;
    },

    async stop() {
      if (!started) return;
      // Running jobs finish with their handlers before the queue forgets them.
      await started.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      started = undefined;
    },
  };
}

/**
 * pg-boss runs its own SQL text with positional values; this hands that text unchanged to the
 * Drizzle client or transaction it is given (Drizzle's session is its public escape hatch).
 */
function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const query = db._.session.prepareQuery(
        { sql: text, params: values },
        undefined,
        undefined,
        false,
      );
      const result = (await query.execute()) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
