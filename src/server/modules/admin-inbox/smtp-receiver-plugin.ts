import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The embedded SMTP receiver once the app is ready; undefined when SMTP_LISTEN_PORT is unset. */
    smtpReceiver: SmtpReceiver | undefined;
  }
}

/** Starts the SMTP receiver with the app (off unless SMTP_LISTEN_PORT is set) and stops it with it. */
export const smtpReceiverPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('smtpReceiver', undefined);
  const { config, database, storage } = app.deps;
  const port = config.smtpListenPort;
  if (port === undefined) return;
  app.addHook('onReady', async () => {
    app.smtpReceiver = await startSmtpReceiver({
      db: database.db,
      storage,
      log: app.log,
      port,
      host: config.host,
    });
  });
  app.addHook('onClose', async () => {
    await app.smtpReceiver?.close();
  });
});
