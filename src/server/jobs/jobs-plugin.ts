import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobHandlers } from './processors/index.ts';

/**
 * Starts the job queue with the app (on ready, so a failing start stops the boot) and stops it
 * when the app closes: running jobs finish first, and the pool they use is closed only after.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { jobs, mail, database, storage, config, bus } = app.deps;
  app.addHook('onReady', async () => {
    await jobs.start({
      handlers: createJobHandlers({ db: database.db, mail, storage, config, bus, log: app.log }),
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.close();
  });
});
