import { findRecipientByToken, suppressAddress } from '../../../db/queries/email-suppressions.ts';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { recordSystemAudit } from '../audit/audit.ts';

/**
 * Unsubscribes the member a campaign link names: their address joins the suppression list, which
 * every campaign send checks. Saying it twice is fine (the first reason stays).
 */
export async function unsubscribe(ctx: ServiceContext, { token }: { token: string }) {
  const recipient = await findRecipientByToken(ctx.db, { token });
  if (!recipient) {
    throw notFound('This unsubscribe link is not valid. Use the link of a more recent e-mail.');
  }
  await ctx.tx(async (tx) => {
    await suppressAddress(tx.db, {
      email: recipient.email,
      reason: 'unsubscribed',
      detail: `Campaign ${recipient.campaignId}`,
    });
    await recordSystemAudit(tx.db, {
      action: 'email.unsubscribe',
      objectType: 'user',
      objectId: recipient.userId,
      reason: null,
      before: null,
      after: { campaignId: recipient.campaignId },
    });
  });
  return {
    success: true,
    message: `${recipient.email} will no longer receive Roamly's newsletters and campaigns.`,
  };
}
