import type { FastifyBaseLogger } from 'fastify';
import type { TRole } from '../contract/limits.ts';
import type { Db } from '../db/client.ts';
import type { FeedEngine } from '../db/feed-engine/feed-engine.ts';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { ProviderCalls } from './providers/provider-calls.ts';
import type { ProviderRecorder } from './modules/performance/provider-recorder.ts';
import type { DomainEvent, EventBus } from './realtime/bus.ts';

/** Who is asking: the signed-in member (policies read only these fields), or null. */
export type Viewer = { id: string; role: TRole };

/**
 * Everything a service needs, passed as one object: services never reach for globals, so tests
 * and jobs build the same context a request does.
 */
export type ServiceContext = {
  db: Db;
  storage: Storage;
  bus: EventBus;
  jobs: JobQueue;
  mail: Mailer;
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The app's feed caches (card contents, home lists), for services to hand to the queries. */
  feed: FeedEngine;
  /** Records calls to external providers (absent in jobs and tools built without the app). */
  providers?: ProviderCalls & Pick<ProviderRecorder, 'wrap'>;
  viewer: Viewer | null;
  /** Runs `fn` in one transaction; events it emits are published only after the commit. */
  tx<T>(fn: (tx: ServiceContext) => Promise<T>): Promise<T>;
  /** Publishes now, or after the commit when called inside `tx`. */
  emit(event: DomainEvent): void;
};

/**
 * Jobs sent in a transaction become visible at its commit; `job.queued` is emitted then (events of
 * a transaction wait for the commit), and the jobs plugin wakes the queue's worker, so such a job
 * starts at once instead of at the worker's next poll.
 */
export const JOB_QUEUED_EVENT = 'job.queued';

function wakeAfterCommit(jobs: JobQueue, emit: (event: DomainEvent) => void): JobQueue {
  return {
    ...jobs,
    async send(name, data, options) {
      const id = await jobs.send(name, data, options);
      if (options?.db) emit({ type: JOB_QUEUED_EVENT, name });
      return id;
    },
  };
}

/** A context that is signed in, for services that only members may call. */
export type MemberContext = ServiceContext & { viewer: Viewer };

export function createServiceContext(
  deps: AppDeps,
  options: { viewer: Viewer | null; log: FastifyBaseLogger },
): ServiceContext {
  const publish = (event: DomainEvent) => {
    deps.bus.publish(event).catch((error: unknown) => {
      options.log.warn({ err: error, event: event.type }, 'publishing an event failed');
    });
  };
  const build = (
    db: Db,
    emit: (event: DomainEvent) => void,
    inTransaction: boolean,
  ): ServiceContext => ({
    db,
    storage: deps.storage,
    bus: deps.bus,
    jobs: inTransaction ? wakeAfterCommit(deps.jobs, emit) : deps.jobs,
    mail: deps.mail,
    log: options.log,
    config: deps.config,
    feed: deps.feed,
    ...(deps.providers ? { providers: deps.providers } : {}),
    viewer: options.viewer,
    emit,
    async tx(fn) {
      // Nested: a savepoint whose events wait for the outermost commit.
      if (inTransaction) return db.transaction((tx) => fn(build(tx, emit, true)));
      const pending: DomainEvent[] = [];
      const result = await db.transaction((tx) =>
        fn(build(tx, (event) => pending.push(event), true)),
      );
      pending.forEach(publish);
      return result;
    },
  });
  return build(deps.database.db, publish, false);
}
