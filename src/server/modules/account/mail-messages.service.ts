import type { TMailMessage } from '../../../contract/account.ts';
import { listMailMessages, type MailMessageRow } from '../../../db/queries/mail.ts';
import type { ServiceContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';

function presentMailMessage(row: MailMessageRow): TMailMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    provider: row.provider,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outgoing mail the operator's inbox shows (and where the embedded mailbox keeps it). */
export async function listOutgoingMail(
  ctx: ServiceContext,
  query: { to?: string; before?: string; limit: number },
): Promise<{ messages: TMailMessage[] }> {
  authorize(ctx.viewer, 'admin.access', null);
  const rows = await listMailMessages(ctx.db, {
    to: query.to,
    before: query.before ? new Date(query.before) : undefined,
    limit: query.limit,
  });
  return { messages: rows.map(presentMailMessage) };
}
