import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  SEND_TEST_MISSING,
  type emailUsersRoute,
  type TPersonalizations,
  type ZSendTestBody,
} from '../../../contract/admin-email.ts';
import { listAudienceMembers } from '../../../db/queries/email-campaigns.ts';
import {
  claimMailMessage,
  insertMailMessage,
  markMailFailed,
  markMailSent,
} from '../../../db/queries/mail.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentAudienceMember } from './admin-email.presenter.ts';
import { isTemplateId, listTemplates, renderTemplate } from './templates/catalog.tsx';

/** The public origin links in e-mail point at (BASE_URL, else this server). */
export const publicOrigin = (ctx: ServiceContext) =>
  ctx.config.baseUrl ?? `http://localhost:${ctx.config.port}`;

export function listEmailTemplates(ctx: ServiceContext) {
  authorize(ctx.viewer, 'admin.access', null);
  return { templates: listTemplates(publicOrigin(ctx)) };
}

export async function previewEmailTemplate(
  ctx: ServiceContext,
  { templateId, personalizations }: { templateId: string; personalizations: TPersonalizations },
) {
  authorize(ctx.viewer, 'admin.access', null);
  if (!isTemplateId(templateId)) throw notFound('Unknown e-mail template');
  return renderTemplate(templateId, {
    personalizations,
    platformUrl: publicOrigin(ctx),
    unsubscribeUrl: `${publicOrigin(ctx)}/api/email/unsubscribe?token=sample`,
  });
}

/**
 * Sends a test of a template now, through the configured provider, and answers with what the
 * provider said: a test send is how an operator finds out the mail setup works, so its failure
 * is reported, not queued for retries. The message is kept in the mailbox like any other.
 */
export async function sendTestEmail(
  ctx: ServiceContext,
  { templateId, testEmail, personalizations }: z.output<typeof ZSendTestBody>,
) {
  authorize(ctx.viewer, 'admin.access', null);
  if (!templateId || !testEmail) throw badRequest(SEND_TEST_MISSING);
  if (!z.email().safeParse(testEmail).success) {
    throw badRequest('Please enter a valid test email address.');
  }
  if (!isTemplateId(templateId)) throw notFound('Unknown e-mail template');
  const mail = await renderTemplate(templateId, {
    personalizations,
    platformUrl: publicOrigin(ctx),
  });
  const row = await insertMailMessage(ctx.db, {
    dedupeKey: `test-email:${randomUUID()}`,
    userId: ctx.viewer?.id ?? null,
    kind: 'test-email',
    toAddress: testEmail,
    fromAddress: ctx.mail.from,
    subject: `[Test] ${mail.subject}`,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  if (!row) throw badRequest('Failed to send test email. Please try again.');
  const provider = ctx.mail.provider;
  const claimed = await claimMailMessage(ctx.db, { id: row.id, provider: provider.kind });
  if (!claimed) throw badRequest('Failed to send test email. Please try again.');
  try {
    const { providerMessageId } = await provider.send(
      {
        id: row.id,
        from: ctx.mail.from,
        to: testEmail,
        subject: claimed.subject,
        text: mail.text,
        html: mail.html,
      },
      ctx.log,
    );
    await markMailSent(ctx.db, { id: row.id, providerMessageId });
  } catch (error) {
    const words = error instanceof Error ? error.message : String(error);
    await markMailFailed(ctx.db, { id: row.id, error: words });
    throw new HttpError(503, `The mail server did not take the test e-mail: ${words}`);
  }
  return { success: true, message: `Test email sent to ${testEmail}` };
}

type UsersQuery = z.output<typeof emailUsersRoute.query>;

const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw badRequest('That page link is no longer valid; start from the first page.');
  }
  return { createdAt, id };
}

/** Members as recipients, newest first, each with the state a campaign would see. */
export async function listEmailUsers(ctx: ServiceContext, { q, cursor, limit }: UsersQuery) {
  authorize(ctx.viewer, 'admin.access', null);
  const { rows, total } = await listAudienceMembers(ctx.db, {
    q: q || undefined,
    after: cursor ? decodeCursor(cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    users: page.map(presentAudienceMember),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    total,
  };
}
