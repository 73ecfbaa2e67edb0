import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  claimMailMessage,
  findMailMessage,
  markMailFailed,
  markMailSent,
  releaseMailClaim,
} from '../../../../db/queries/mail.ts';
import { findThreadingHeaders } from '../../../../db/queries/mailbox.ts';
import type { MailProvider } from '../../../providers/mail/mail.ts';
import type { JobHandler } from '../../jobs.ts';
import { defineJob } from '../../define.ts';

export const INTERRUPTED_DELIVERY =
  'Delivery was interrupted before the provider answered; not retried, so the message is never sent twice';

/**
 * Delivers one queued message at most once. The attempt first claims the row; a failure the
 * provider reports releases the claim for the next retry (or marks the message failed after the
 * last one). A claim nobody released means an earlier attempt died mid-send: the message may have
 * gone out, so it is marked failed rather than sent again.
 */
export function createSendMailProcessor({
  db,
  provider,
  log,
}: {
  db: Db;
  provider: MailProvider;
  log: FastifyBaseLogger;
}): JobHandler<'mail-send'> {
  return async ({ messageId }, attempt) => {
    const message = await claimMailMessage(db, { id: messageId, provider: provider.kind });
    if (!message) {
      const current = await findMailMessage(db, { id: messageId });
      if (current?.status === 'queued') {
        await markMailFailed(db, { id: messageId, error: INTERRUPTED_DELIVERY });
        log.warn({ mailId: messageId }, INTERRUPTED_DELIVERY);
      }
      return;
    }
    try {
      const threading = await threadingOf(db, message.id);
      const { providerMessageId } = await provider.send(
        {
          id: message.id,
          from: message.fromAddress,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          ...threading,
        },
        log,
      );
      await markMailSent(db, { id: message.id, providerMessageId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = attempt.retryCount >= attempt.retryLimit;
      if (last) await markMailFailed(db, { id: message.id, error: reason });
      else await releaseMailClaim(db, { id: message.id, error: reason });
      log.warn(
        { mailId: message.id, err: error, attempt: attempt.retryCount + 1, final: last },
        'E-mail delivery failed',
      );
      throw error;
    }
  };
}

/** A message the operator wrote in the admin inbox keeps its Message-ID and its thread's headers. */
async function threadingOf(
  db: Db,
  mailId: string,
): Promise<{ messageId?: string; headers?: Record<string, string> }> {
  const row = await findThreadingHeaders(db, mailId);
  if (!row) return {};
  const headers: Record<string, string> = {};
  if (row.inReplyTo) headers['In-Reply-To'] = row.inReplyTo;
  if (row.references.length > 0) headers.References = row.references.join(' ');
  return { messageId: row.messageId, headers };
}

/** 10 s, 20 s, 40 s, 80 s, 160 s: a mail server that is down for five minutes loses nothing. */
export const sendMailJob = defineJob({
  name: 'mail-send',
  policy: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 180 },
  create: ({ db, mail, log }) => createSendMailProcessor({ db, provider: mail.provider, log }),
});
