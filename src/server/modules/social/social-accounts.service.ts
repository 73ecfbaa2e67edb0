import crypto from 'node:crypto';
import type { TSocialAccount } from '../../../contract/social-media.ts';
import {
  PLATFORM_RULES,
  SOCIAL_PLATFORMS,
  type TSocialPlatform,
} from '../../../contract/social-rules.ts';
import {
  deleteSocialAccount,
  listSocialAccounts,
  saveSocialAccount,
  type SocialAccountRow,
} from '../../../db/queries/social-accounts.ts';
import type { AppConfig } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { readIdentity } from '../../providers/social/identity.ts';
import {
  authorizeUrl,
  DEFAULT_OAUTH_ENDPOINTS,
  exchangeCode,
  type OAuthEndpoints,
} from '../../providers/social/oauth.ts';
import {
  deriveSecretValue,
  encryptCredential,
  signState,
  verifyState,
} from '../admin-inbox/mailbox-secret.ts';
import { recordAudit } from '../audit/audit.ts';

/**
 * The operator's social accounts (issue 26 §1). With a platform's OAuth client configured,
 * Connect signs in on the platform (the account then publishes for real); the key form of spec 3
 * connects a sandbox account. Tokens are sealed with the server's credential key (the one that
 * seals the mailbox's Gmail token) before they are stored, and no API ever returns them.
 */
type AdminContext = ServiceContext & { viewer: { id: string } };

/** The sign-in must come back within this long. */
const STATE_TTL_MS = 10 * 60_000;
export const socialCallbackPath = (platform: TSocialPlatform) =>
  `/api/social-media/oauth/${platform}/callback`;

export function presentAccount(
  platform: TSocialPlatform,
  row: SocialAccountRow | undefined,
  config: Pick<AppConfig, 'social'>,
): TSocialAccount {
  return {
    platform,
    connected: row !== undefined,
    mode: row?.mode ?? null,
    status: row?.status ?? null,
    username: row?.username ?? null,
    oauthAvailable: config.social.clients[platform] !== undefined,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
  };
}

export async function listAccounts(ctx: AdminContext): Promise<{ accounts: TSocialAccount[] }> {
  authorize(ctx.viewer, 'admin.access', null);
  const rows = await listSocialAccounts(ctx.db);
  const byPlatform = new Map(rows.map((row) => [row.platform, row]));
  return {
    accounts: SOCIAL_PLATFORMS.map((platform) =>
      presentAccount(platform, byPlatform.get(platform), ctx.config),
    ),
  };
}

/** The spec's key form: the account runs in the platform's sandbox (nothing is published). */
export async function connectWithCredentials(
  ctx: AdminContext,
  input: {
    platform: TSocialPlatform;
    credentials: { username: string; apiKey: string; apiSecret?: string };
  },
): Promise<{ success: true; account: TSocialAccount }> {
  authorize(ctx.viewer, 'admin.access', null);
  const { platform, credentials } = input;
  const username = credentials.username.trim();
  if (!username) throw badRequest('Enter the account’s username.');
  const [apiKeySealed, apiSecretSealed] = await Promise.all([
    encryptCredential(ctx.config, credentials.apiKey),
    credentials.apiSecret?.trim() ? encryptCredential(ctx.config, credentials.apiSecret) : null,
  ]);
  const row = await ctx.tx(async (tx) => {
    const saved = await saveSocialAccount(tx.db, {
      platform,
      mode: 'sandbox',
      username,
      platformAccountId: username,
      accessTokenSealed: null,
      refreshTokenSealed: null,
      apiKeySealed,
      apiSecretSealed,
      expiresAt: null,
      connectedBy: ctx.viewer.id,
    });
    await recordAudit(tx, {
      action: 'social.connect',
      objectType: 'social_account',
      objectId: platform,
      reason: null,
      before: null,
      after: { platform, mode: 'sandbox', username },
    });
    return saved;
  });
  return { success: true, account: presentAccount(platform, row, ctx.config) };
}

export async function disconnectAccount(
  ctx: AdminContext,
  { platform }: { platform: TSocialPlatform },
): Promise<{ success: true }> {
  authorize(ctx.viewer, 'admin.access', null);
  await ctx.tx(async (tx) => {
    const removed = await deleteSocialAccount(tx.db, { platform });
    if (!removed) throw notFound(`No ${PLATFORM_RULES[platform].label} account is connected.`);
    await recordAudit(tx, {
      action: 'social.disconnect',
      objectType: 'social_account',
      objectId: platform,
      reason: null,
      before: { platform, mode: removed.mode, username: removed.username },
      after: null,
    });
  });
  return { success: true };
}

/** Where each platform's tokens are exchanged (the configured hosts, fakes in tests). */
export function oauthEndpoints(
  config: Pick<AppConfig, 'social'>,
  platform: TSocialPlatform,
): OAuthEndpoints {
  const { urls } = config.social;
  const tokenBaseUrl =
    platform === 'twitter'
      ? urls.x
      : platform === 'linkedin'
        ? urls.linkedinOAuth
        : platform === 'tiktok'
          ? urls.tiktok
          : urls.graph;
  return { authorizeUrl: DEFAULT_OAUTH_ENDPOINTS[platform].authorizeUrl, tokenBaseUrl };
}

function clientOf(ctx: ServiceContext, platform: TSocialPlatform) {
  const client = ctx.config.social.clients[platform];
  if (!client) {
    const names: Record<TSocialPlatform, string> = {
      twitter: 'X_CLIENT_ID and X_CLIENT_SECRET',
      instagram: 'META_APP_ID and META_APP_SECRET',
      facebook: 'META_APP_ID and META_APP_SECRET',
      linkedin: 'LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET',
      tiktok: 'TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET',
    };
    throw new HttpError(
      503,
      `${PLATFORM_RULES[platform].label} sign-in is not configured on this server: set ${names[platform]}, or connect a sandbox account with the key form.`,
    );
  }
  return client;
}

/**
 * The PKCE verifier of a sign-in, derived from its signed state with the server's key, so that
 * nothing needs storing between the start and the callback and nobody else can compute it.
 */
async function verifierFor(config: AppConfig, state: string): Promise<string> {
  return deriveSecretValue(config, 'social-pkce', state);
}

export async function oauthStart(
  ctx: AdminContext,
  { platform, origin }: { platform: TSocialPlatform; origin: string },
): Promise<{ authUrl: string }> {
  authorize(ctx.viewer, 'admin.access', null);
  const client = clientOf(ctx, platform);
  const state = await signState(ctx.config, {
    userId: ctx.viewer.id,
    expiresAt: Date.now() + STATE_TTL_MS,
  });
  const verifier = await verifierFor(ctx.config, state);
  return {
    authUrl: authorizeUrl(platform, {
      client,
      endpoints: oauthEndpoints(ctx.config, platform),
      redirectUri: `${origin}${socialCallbackPath(platform)}`,
      state,
      codeChallenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    }),
  };
}

/**
 * The platform's return: the state must be one this operator asked for; the code becomes tokens,
 * the tokens an identity, and the account is stored live (a reconnect keeps the refresh token
 * when the platform sends none).
 */
export async function oauthComplete(
  ctx: AdminContext,
  input: {
    platform: TSocialPlatform;
    origin: string;
    code?: string;
    state?: string;
    error?: string;
    error_description?: string;
  },
): Promise<TSocialAccount> {
  authorize(ctx.viewer, 'admin.access', null);
  const { platform } = input;
  const label = PLATFORM_RULES[platform].label;
  const client = clientOf(ctx, platform);
  if (input.error) {
    throw badRequest(
      `${label} did not connect the account: ${input.error_description ?? input.error}`,
    );
  }
  if (!input.code || !input.state || !(await verifyState(ctx.config, input.state, ctx.viewer.id))) {
    throw badRequest('This sign-in link is not valid any more. Connect the account again.');
  }
  const exchanged = await exchangeCode(platform, {
    client,
    endpoints: oauthEndpoints(ctx.config, platform),
    code: input.code,
    redirectUri: `${input.origin}${socialCallbackPath(platform)}`,
    codeVerifier: await verifierFor(ctx.config, input.state),
  });
  if (!exchanged.ok) throw badRequest(`${label} refused the connection: ${exchanged.message}`);
  const { tokens } = exchanged;
  const identity = await readIdentity(platform, tokens.accessToken, ctx.config.social.urls);
  if ('error' in identity) throw badRequest(identity.error);
  const [accessTokenSealed, refreshTokenSealed] = await Promise.all([
    encryptCredential(ctx.config, identity.publishToken ?? tokens.accessToken),
    tokens.refreshToken ? encryptCredential(ctx.config, tokens.refreshToken) : null,
  ]);
  const row = await ctx.tx(async (tx) => {
    const saved = await saveSocialAccount(tx.db, {
      platform,
      mode: 'live',
      username: identity.username,
      platformAccountId: identity.accountId,
      accessTokenSealed,
      refreshTokenSealed,
      apiKeySealed: null,
      apiSecretSealed: null,
      expiresAt: identity.publishToken ? null : tokens.expiresAt,
      connectedBy: ctx.viewer.id,
    });
    await recordAudit(tx, {
      action: 'social.connect',
      objectType: 'social_account',
      objectId: platform,
      reason: null,
      before: null,
      after: { platform, mode: 'live', username: identity.username },
    });
    return saved;
  });
  return presentAccount(platform, row, ctx.config);
}
