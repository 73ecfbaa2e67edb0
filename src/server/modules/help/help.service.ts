import type {
  THelpMessagePage,
  THelpMessageReceipt,
  THelpMessagesQueryValues,
  THelpMessageValues,
} from '../../../contract/help.ts';
import { insertHelpMessage, listHelpMessages } from '../../../db/queries/help.ts';
import type { ServiceContext } from '../../context.ts';
import { authorize } from '../../policies/authorize.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import { decodeHelpCursor, encodeHelpCursor } from './help-cursor.ts';
import { presentHelpMessage } from './help.presenter.ts';
import { keysetPage } from '../../http/keyset-page.ts';
import { deliverHelpMessageToInbox } from '../admin-inbox/platform-mail.ts';

/**
 * Stores a contact-form message for the operator. Signed-in senders are linked to their account
 * so the operator can see who wrote; the e-mail they typed is kept as the reply address.
 */
export async function sendHelpMessage(
  ctx: ServiceContext,
  input: THelpMessageValues,
): Promise<THelpMessageReceipt> {
  // Priority support (spec 1 §1): a Premium member's message goes to the top of the inbox.
  const priority = await viewerIsPremium(ctx);
  // The message and its copy in the admin inbox commit together (issue 23 §1).
  const row = await ctx.tx(async (tx) => {
    const stored = await insertHelpMessage(tx.db, {
      userId: tx.viewer?.id ?? null,
      priority,
      ...input,
    });
    await deliverHelpMessageToInbox(tx, { ...input, ...stored, priority });
    return stored;
  });
  ctx.log.info({ helpMessageId: row.id, topic: input.topic, priority }, 'help message received');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** The operator's inbox, priority (Premium) first, then newest, one keyset page at a time. */
export async function listHelpMessagesPage(
  ctx: ServiceContext,
  input: THelpMessagesQueryValues,
): Promise<THelpMessagePage> {
  authorize(ctx.viewer, 'help.readMessages', null);
  const before = input.cursor ? decodeHelpCursor(input.cursor) : undefined;
  const rows = await listHelpMessages(ctx.db, { limit: input.limit, before, status: input.status });
  const { page, nextCursor } = keysetPage(rows, input.limit, (last) =>
    encodeHelpCursor({ priority: last.priority, createdAtKey: last.createdAtKey, id: last.id }),
  );
  return { items: page.map(presentHelpMessage), nextCursor };
}
