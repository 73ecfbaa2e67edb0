import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  addProviderRollups,
  addRequestRollups,
  saveInstanceProbes,
} from '../../../db/queries/performance.ts';
import { RequestRecorder } from './request-recorder.ts';

/** How often each instance adds its counts to the shared rollups and reports its probes. */
export const FLUSH_INTERVAL_MS = 5_000;
const MB = 1024 * 1024;
const CLOSE_FLUSH_MS = 2_000;

export type PerformanceRecorder = {
  /** This instance's id in `performance_instances`. */
  instanceId: string;
  recorder: RequestRecorder;
  /** Writes the pending counts and this instance's probes now (the timer calls it too). */
  flush(): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    performance: PerformanceRecorder;
  }
}

/**
 * Request histograms in memory, flushed into PostgreSQL rollups every few seconds, so every
 * instance (and the next start) reads the same figures. The flush is a timer, not a scheduled
 * job, because it writes this process's own memory; pruning old rows is a job
 * (`performance-prune`).
 */
export const performancePlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const recorder = new RequestRecorder();
  const instanceId = crypto.randomUUID();
  const startedAt = new Date();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let cpu = process.cpuUsage();
  let cpuAt = performance.now();
  let flushing: Promise<void> | null = null;

  const probes = () => {
    const elapsedMs = Math.max(1, performance.now() - cpuAt);
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    cpuAt = performance.now();
    const lagMs = lag.count > 0 ? lag.percentile(99) / 1e6 : 0;
    lag.reset();
    const memory = process.memoryUsage();
    return {
      id: instanceId,
      startedAt,
      seenAt: new Date(),
      sockets: app.hasDecorator('realtime') ? app.realtime.hub.socketCount : 0,
      heapUsedMb: memory.heapUsed / MB,
      rssMb: memory.rss / MB,
      cpuPercent: ((used.user + used.system) / 1000 / elapsedMs) * 100,
      eventLoopLagMs: lagMs,
    };
  };

  const flushOnce = async () => {
    const requests = recorder.take();
    const calls = app.deps.providers.take();
    // Each insert is one statement: what failed wrote nothing and is kept; what succeeded is not
    // put back (it would count twice).
    const pending = [requests, calls];
    try {
      await addRequestRollups(db, requests.rows);
      pending.shift();
      await addProviderRollups(db, calls.rows);
      pending.shift();
      await saveInstanceProbes(db, probes());
    } catch (error) {
      for (const taken of pending) taken.restore();
      app.log.warn({ err: error }, 'flushing request rollups failed; kept for the next flush');
    }
  };
  // One flush at a time: the timer and a shutdown never write the same counts twice.
  const flush = async () => {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    await flushing;
  };

  app.decorate('performance', { instanceId, recorder, flush });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await flush();
    timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
    timer.unref();
  });
  // The last counts are written on shutdown, but a database that does not answer must not hold
  // the shutdown up: after 2 s they are given up.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    lag.disable();
    let giveUp: NodeJS.Timeout | undefined;
    await Promise.race([
      flush(),
      new Promise<void>((resolve) => {
        giveUp = setTimeout(resolve, CLOSE_FLUSH_MS);
      }),
    ]);
    clearTimeout(giveUp);
  });
});
