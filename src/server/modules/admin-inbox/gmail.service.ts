import type { TGmailAuth } from '../../../contract/admin-inbox.ts';
import { saveGmailConnection } from '../../../db/queries/mailbox-sync.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { consentUrl, exchangeCode, gmailApi } from './gmail-client.ts';
import { encryptCredential, signState, verifyState } from './mailbox-secret.ts';

/** The consent must come back within this long. */
const STATE_TTL_MS = 10 * 60_000;
export const GMAIL_CALLBACK_PATH = '/api/admin/gmail/callback';

function gmailConfig(ctx: ServiceContext) {
  const gmail = ctx.config.gmail;
  if (!gmail) {
    throw new HttpError(
      503,
      'Gmail is not configured on this server: set GMAIL_CLIENT_ID and GMAIL_CLIENT_SECRET.',
    );
  }
  return gmail;
}

export async function gmailAuthUrl(
  ctx: ServiceContext & { viewer: { id: string } },
  { origin }: { origin: string },
): Promise<TGmailAuth> {
  authorize(ctx.viewer, 'admin.access', null);
  const gmail = gmailConfig(ctx);
  const state = await signState(ctx.config, {
    userId: ctx.viewer.id,
    expiresAt: Date.now() + STATE_TTL_MS,
  });
  return { authUrl: consentUrl(gmail, `${origin}${GMAIL_CALLBACK_PATH}`, state) };
}

/**
 * The popup's return: the state must be one this operator asked for; the code is exchanged for a
 * refresh token (sealed before it is stored) and the account's address, and a sync starts.
 */
export async function completeGmailAuth(
  ctx: ServiceContext & { viewer: { id: string } },
  input: { code?: string; state?: string; error?: string; origin: string },
): Promise<{ account: string }> {
  authorize(ctx.viewer, 'admin.access', null);
  const gmail = gmailConfig(ctx);
  if (input.error) throw badRequest(`Google did not authorise the account: ${input.error}`);
  if (!input.code || !input.state || !(await verifyState(ctx.config, input.state, ctx.viewer.id))) {
    throw badRequest('This authorisation link is not valid any more. Start again from the inbox.');
  }
  const tokens = await exchangeCode(gmail, input.code, `${input.origin}${GMAIL_CALLBACK_PATH}`);
  if (!tokens.refresh_token) {
    throw badRequest('Google did not grant offline access. Start again from the inbox.');
  }
  const profile = await gmailApi(gmail, tokens.access_token).profile();
  const secret = await encryptCredential(ctx.config, tokens.refresh_token);
  await ctx.tx(async (tx) => {
    await saveGmailConnection(tx.db, { account: profile.emailAddress, secret });
    await recordAudit(tx, {
      action: 'inbox.gmailConnect',
      objectType: 'mailbox',
      objectId: 'gmail',
      reason: null,
      before: null,
      after: { account: profile.emailAddress },
    });
    await tx.jobs.send('mailbox-gmail-sync', {}, { db: tx.db });
  });
  return { account: profile.emailAddress };
}
