import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { EventBus } from '../realtime/bus.ts';
import type { JobHandler, JobName, JobPolicy } from './jobs.ts';
import type { JobQueue } from './queue.ts';

/** The app's parts a processor may use; each job's `create` takes what it needs. */
export type JobDeps = {
  db: Db;
  mail: Mailer;
  storage: Storage;
  config: AppConfig;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** For jobs that queue others (a sweep resuming campaigns). */
  jobs: JobQueue;
};

/**
 * A periodic job: pg-boss's scheduler sends it on `cron` (UTC) from whichever instance holds the
 * scheduler's turn, and every job of it carries the singleton key of its `everySeconds` slot, so
 * however many instances (or restarts) try, one job runs per slot.
 */
export type JobSchedule = {
  cron: string;
  /** The period `cron` describes, in seconds: at most one run per aligned slot of this length. */
  everySeconds: number;
  /** Off: the schedule is removed (a provider that is not configured, Stripe's own renewals). */
  enabled?: (config: AppConfig) => boolean;
};

export type JobDefinition<N extends JobName> = {
  name: N;
  policy: JobPolicy;
  schedule?: JobSchedule;
  create(deps: JobDeps): JobHandler<N>;
};

/** Declares a job in its module; `registry.ts` collects them (and checks none is missing). */
export function defineJob<N extends JobName>(definition: JobDefinition<N>): JobDefinition<N> {
  return definition;
}
