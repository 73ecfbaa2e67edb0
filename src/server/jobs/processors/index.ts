import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { AppConfig } from '../../config.ts';
import { createUploadsCleanupProcessor } from '../../modules/uploads/uploads-cleanup.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { JobHandlers } from '../jobs.ts';
import { createSendMailProcessor } from './mail/send-mail.ts';

/** The processor of every queue, built from the app's parts. */
export function createJobHandlers({
  db,
  mail,
  storage,
  config,
  log,
}: {
  db: Db;
  mail: Mailer;
  storage: Storage;
  config: AppConfig;
  log: FastifyBaseLogger;
}): JobHandlers {
  return {
    'mail-send': createSendMailProcessor({ db, provider: mail.provider, log }),
    // Placeholder until the media processing job lands (it replaces this line).
    'media-process': async ({ mediaId }) => {
      log.debug({ mediaId }, 'media-process: no processor yet');
    },
    'uploads-cleanup': createUploadsCleanupProcessor({
      db,
      storage,
      dataDir: config.dataDir,
      log,
    }),
  };
}
