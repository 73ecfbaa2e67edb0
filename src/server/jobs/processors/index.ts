import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { JobHandlers } from '../jobs.ts';
import { createSendMailProcessor } from './mail/send-mail.ts';

/** The processor of every queue, built from the app's parts. */
export function createJobHandlers({
  db,
  mail,
  log,
}: {
  db: Db;
  mail: Mailer;
  log: FastifyBaseLogger;
}): JobHandlers {
  return {
    'mail-send': createSendMailProcessor({ db, provider: mail.provider, log }),
  };
}
