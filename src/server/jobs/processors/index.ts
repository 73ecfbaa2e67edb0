import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { AppConfig } from '../../config.ts';
import { createRatesRefreshProcessor } from '../../modules/currency/rates-refresh.ts';
import { createToursSyncProcessor } from '../../modules/tours/viator-sync.ts';
import { createSubscriptionsRenewProcessor } from '../../modules/payments/sandbox-renewals.ts';
import { createUploadsCleanupProcessor } from '../../modules/uploads/uploads-cleanup.ts';
import { createViatorClient } from '../../providers/viator/viator-api.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createYouTubePublisher } from '../../providers/youtube/youtube.ts';
import type { EventBus } from '../../realtime/bus.ts';
import type { JobHandlers } from '../jobs.ts';
import { createSendMailProcessor } from './mail/send-mail.ts';
import { createMediaProcessor } from './media/process-media.ts';
import { createYouTubePublishProcessor } from './media/youtube-publish.ts';

/** The processor of every queue, built from the app's parts. */
export function createJobHandlers({
  db,
  mail,
  storage,
  config,
  bus,
  log,
}: {
  db: Db;
  mail: Mailer;
  storage: Storage;
  config: AppConfig;
  bus: EventBus;
  log: FastifyBaseLogger;
}): JobHandlers {
  return {
    'mail-send': createSendMailProcessor({ db, provider: mail.provider, log }),
    'media-process': createMediaProcessor({ db, storage, bus, log }),
    'uploads-cleanup': createUploadsCleanupProcessor({
      db,
      storage,
      dataDir: config.dataDir,
      log,
    }),
    'youtube-publish': createYouTubePublishProcessor({
      db,
      storage,
      publisher: createYouTubePublisher(config),
      log,
    }),
    'currency-rates-refresh': async () => {
      await createRatesRefreshProcessor({ db, url: config.ecbRatesUrl, log })();
    },
    'tours-sync': createToursSyncProcessor({
      db,
      client: config.viator ? createViatorClient(config.viator) : undefined,
      log,
    }),
    'subscriptions-renew': createSubscriptionsRenewProcessor({ db, bus, log }),
  };
}
