import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { listMailMessages, type MailMessageRow } from '../../../db/queries/mail.ts';

/** Runs the queued jobs (mail delivery) the way the server's workers would. */
export async function deliverMail(app: FastifyInstance): Promise<void> {
  await app.ready();
  await app.deps.jobs.drain();
}

/** The newest message sent to `to`, from the embedded mailbox. */
export async function lastMailTo(
  database: Database,
  to: string,
  kind?: string,
): Promise<MailMessageRow | undefined> {
  const rows = await listMailMessages(database.db, { to, limit: 20 });
  return rows.find((row) => !kind || row.kind === kind);
}

/** The token of the app link a message carries (`…/verify-email?token=…`). */
export function tokenOf(message: { textBody: string } | undefined): string {
  const match = /\?token=([A-Za-z0-9_-]+)/.exec(message?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no link in mail: ${message?.textBody ?? '(no message)'}`);
  return match[1];
}
