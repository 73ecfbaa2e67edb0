import type { Db } from '../../../db/client.ts';
import {
  listAccountsToRefresh,
  recordRefresh,
  type SocialAccountRow,
} from '../../../db/queries/social-accounts.ts';
import type { AppConfig } from '../../config.ts';
import { defineJob } from '../../jobs/define.ts';
import { refreshTokens } from '../../providers/social/oauth.ts';
import { decryptCredential, encryptCredential } from '../admin-inbox/mailbox-secret.ts';
import { recordSystemAudit } from '../audit/audit.ts';
import { oauthEndpoints } from './social-accounts.service.ts';

/** Tokens ending within this long are renewed (the job runs every 10 minutes). */
const RENEW_WITHIN_MS = 60 * 60 * 1000;

/**
 * Renews the live accounts' tokens before they end. Only a platform's "this grant is gone"
 * marks an account for reconnection (audited as the system's); a refresh that failed for any
 * other reason keeps the account connected with its error shown, and is tried again next run.
 */
export async function refreshSocialTokens(
  { db, config }: { db: Db; config: AppConfig },
  now = Date.now(),
): Promise<{ refreshed: number; revoked: number; unavailable: number }> {
  const counts = { refreshed: 0, revoked: 0, unavailable: 0 };
  const due = await listAccountsToRefresh(db, { before: new Date(now + RENEW_WITHIN_MS) });
  for (const account of due) {
    const kind = await refreshAccount({ db, config }, account, now);
    if (kind) counts[kind] += 1;
  }
  return counts;
}

/**
 * Renews one account's tokens now (the publisher asks when a platform refused a token). Null
 * when the account cannot be refreshed here (no OAuth client, no token).
 */
export async function refreshAccount(
  { db, config }: { db: Db; config: AppConfig },
  account: SocialAccountRow,
  now = Date.now(),
): Promise<'refreshed' | 'revoked' | 'unavailable' | null> {
  const client = config.social.clients[account.platform];
  if (!client || !account.accessTokenSealed) return null;
  const outcome = await refreshTokens(account.platform, {
    client,
    endpoints: oauthEndpoints(config, account.platform),
    accessToken: await decryptCredential(config, account.accessTokenSealed),
    refreshToken: account.refreshTokenSealed
      ? await decryptCredential(config, account.refreshTokenSealed)
      : null,
    now,
  });
  if (outcome.kind === 'refreshed') {
    await recordRefresh(db, {
      platform: account.platform,
      outcome: {
        kind: 'refreshed',
        accessTokenSealed: await encryptCredential(config, outcome.tokens.accessToken),
        refreshTokenSealed: outcome.tokens.refreshToken
          ? await encryptCredential(config, outcome.tokens.refreshToken)
          : null,
        expiresAt: outcome.tokens.expiresAt,
      },
    });
    return outcome.kind;
  }
  await recordRefresh(db, { platform: account.platform, outcome });
  if (outcome.kind === 'revoked') {
    await recordSystemAudit(db, {
      action: 'social.needsReconnect',
      objectType: 'social_account',
      objectId: account.platform,
      reason: outcome.message,
      before: { status: 'connected' },
      after: { status: 'needs_reconnect' },
    });
  }
  return outcome.kind;
}

export const socialTokensRefreshJob = defineJob({
  name: 'social-tokens-refresh',
  policy: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 },
  schedule: {
    cron: '*/10 * * * *',
    everySeconds: 600,
    enabled: (config) => Object.keys(config.social.clients).length > 0,
  },
  create:
    ({ db, config }) =>
    async () =>
      refreshSocialTokens({ db, config }),
});
