import type { Db } from '../../../db/client.ts';
import { insertMailMessage } from '../../../db/queries/mail.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { MailProvider } from './mail.ts';

export type QueuedMail = {
  /**
   * Names the message once and for all (e.g. `verify-email:<token id>`): queueing the same key
   * again, from a retried request or a double click, does nothing.
   */
  dedupeKey: string;
  /** What the message is for, shown in the operator's mailbox (`verify-email`, …). */
  kind: string;
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
};

/** What services use to send e-mail: they never talk to a provider inside a request. */
export type Mailer = {
  provider: MailProvider;
  from: string;
  /**
   * Records the message as queued and adds its `mail-send` job in one transaction (a savepoint
   * when `db` is already one), so there is never a job without a message or the reverse.
   * Returns false when the dedupe key was already used.
   */
  queue(db: Db, mail: QueuedMail): Promise<boolean>;
  close(): Promise<void>;
};

export function createMailer({
  provider,
  jobs,
  from,
}: {
  provider: MailProvider;
  jobs: JobQueue;
  from: string;
}): Mailer {
  return {
    provider,
    from,
    async queue(db, mail) {
      return db.transaction(async (tx) => {
        const row = await insertMailMessage(tx, {
          dedupeKey: mail.dedupeKey,
          userId: mail.userId,
          kind: mail.kind,
          toAddress: mail.to,
          fromAddress: from,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
        });
        if (!row) return false;
        await jobs.send('mail-send', { messageId: row.id }, { db: tx });
        return true;
      });
    },
    close: () => provider.close(),
  };
}
