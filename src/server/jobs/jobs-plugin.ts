import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOB_QUEUED_EVENT } from '../context.ts';
import { createJobHandlers, enabledSchedules } from './registry.ts';

/**
 * Starts the job queue with the app (on ready, so a failing start stops the boot) and stops it
 * when the app closes: running jobs finish first, and the pool they use is closed only after.
 * Once the server listens (after the start's seeding and catalogue work), a working queue sets
 * the schedules this configuration runs.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { jobs, mail, database, storage, config, bus } = app.deps;
  let stopListening = () => {};
  app.addHook('onReady', async () => {
    await jobs.start({
      handlers: createJobHandlers({
        db: database.db,
        mail,
        storage,
        config,
        bus,
        log: app.log,
        jobs,
      }),
      log: app.log,
    });
    // A job committed by a request (an upload's processing, an e-mail) starts now, not at the
    // next poll: the upload → first photo variant budget (issue 7) has no second to spare.
    stopListening = bus.subscribe((event) => {
      if (event.type === JOB_QUEUED_EVENT) jobs.wake(event.name);
    });
  });
  app.addHook('onListen', async () => {
    await jobs.schedule(enabledSchedules(config)).catch((error: unknown) => {
      app.log.error({ err: error }, 'setting the job schedules failed');
    });
  });
  app.addHook('onClose', async () => {
    stopListening();
    await jobs.stop();
    await mail.close();
  });
});
