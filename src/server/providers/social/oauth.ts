import crypto from 'node:crypto';
import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import { isObject, stringAt, vendorJson, type VendorResponse } from './vendor-http.ts';

/**
 * Connecting an account by OAuth 2.0, and keeping it connected (issue 26 §1). Each platform's
 * authorize address, code exchange and refresh, as documented:
 * - X: authorization code with PKCE (S256), `POST /2/oauth2/token`, refresh tokens with
 *   `offline.access`;
 * - Meta (Instagram, Facebook Pages): the Facebook login dialog, `GET /oauth/access_token`, a
 *   long-lived user token (60 days) that is renewed by exchanging it again while it still works;
 * - LinkedIn: `POST /oauth/v2/accessToken`, refresh tokens where the app has them;
 * - TikTok: `POST /v2/oauth/token/` with `client_key`, refresh tokens, the member's `open_id`.
 *
 * A refresh has three outcomes, and only one of them disconnects: `refreshed` (a refresh that
 * returns no new refresh token keeps the old one — a reconnect or refresh must never wipe it),
 * `revoked` (the platform says the grant is gone: `invalid_grant`, an expired Meta token) and
 * `unavailable` (a network error, a timeout, a 5xx, a rate limit: try again later, the account
 * stays connected).
 */
export type OAuthClient = { clientId: string; clientSecret: string };

export type OAuthEndpoints = {
  /** Where the operator's browser goes to grant access. */
  authorizeUrl: string;
  /** The API host that exchanges codes and refreshes tokens (a local fake in tests). */
  tokenBaseUrl: string;
};

export const OAUTH_SCOPES: Record<TSocialPlatform, string[]> = {
  twitter: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
  instagram: [
    'instagram_basic',
    'instagram_content_publish',
    'pages_show_list',
    'business_management',
  ],
  facebook: ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'],
  linkedin: ['openid', 'profile', 'w_member_social'],
  tiktok: ['user.info.basic', 'video.publish'],
};

export const DEFAULT_OAUTH_ENDPOINTS: Record<TSocialPlatform, OAuthEndpoints> = {
  twitter: { authorizeUrl: 'https://x.com/i/oauth2/authorize', tokenBaseUrl: 'https://api.x.com' },
  instagram: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenBaseUrl: 'https://graph.facebook.com/v21.0',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenBaseUrl: 'https://graph.facebook.com/v21.0',
  },
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenBaseUrl: 'https://www.linkedin.com',
  },
  tiktok: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenBaseUrl: 'https://open.tiktokapis.com',
  },
};

export type TokenSet = {
  accessToken: string;
  /** Kept from before when the platform returned none. */
  refreshToken: string | null;
  expiresAt: Date | null;
  /** The platform's id of the member, when the token answer names it (TikTok's open_id). */
  subject: string | null;
};

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: TokenSet }
  | { kind: 'revoked'; message: string }
  | { kind: 'unavailable'; message: string };

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(48).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(
  platform: TSocialPlatform,
  options: {
    client: OAuthClient;
    endpoints: OAuthEndpoints;
    redirectUri: string;
    state: string;
    /** X requires PKCE; the others ignore it. */
    codeChallenge: string;
  },
): string {
  const url = new URL(options.endpoints.authorizeUrl);
  const scopes = OAUTH_SCOPES[platform];
  const params: Record<string, string> =
    platform === 'tiktok'
      ? { client_key: options.client.clientId, scope: scopes.join(','), response_type: 'code' }
      : { client_id: options.client.clientId, response_type: 'code' };
  if (platform === 'twitter' || platform === 'linkedin') params.scope = scopes.join(' ');
  if (platform === 'instagram' || platform === 'facebook') params.scope = scopes.join(',');
  if (platform === 'twitter') {
    params.code_challenge = options.codeChallenge;
    params.code_challenge_method = 'S256';
  }
  params.redirect_uri = options.redirectUri;
  params.state = options.state;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function tokensFrom(body: unknown, previousRefresh: string | null, now: number): TokenSet | null {
  const accessToken = stringAt(body, 'access_token');
  if (!accessToken) return null;
  const expiresIn = isObject(body) ? Number(body.expires_in) : NaN;
  return {
    accessToken,
    refreshToken: stringAt(body, 'refresh_token') ?? previousRefresh,
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now + expiresIn * 1000) : null,
    subject: stringAt(body, 'open_id'),
  };
}

function errorText(response: VendorResponse): string {
  const body = response.body;
  const nested = isObject(body) && isObject(body.error) ? body.error : null;
  return (
    stringAt(body, 'error_description') ??
    stringAt(nested, 'message') ??
    stringAt(body, 'error') ??
    `The platform answered ${response.status}.`
  );
}

/**
 * Whether a refused token request means the grant is gone, not a passing fault: OAuth's
 * `invalid_grant`, the `invalid_request` X and LinkedIn answer for a dead refresh token, Meta's
 * expired-session code 190. Anything else (a 5xx, a rate limit, our own client credentials
 * refused) leaves the account connected, with the error shown.
 */
function grantIsGone(response: VendorResponse): boolean {
  if (response.status === 429 || response.status >= 500) return false;
  const body = response.body;
  const code = stringAt(body, 'error');
  const nested = isObject(body) && isObject(body.error) ? body.error : null;
  return code === 'invalid_grant' || code === 'invalid_request' || nested?.code === 190;
}

type TokenRequest = {
  client: OAuthClient;
  endpoints: OAuthEndpoints;
  now?: number;
  timeoutMs?: number;
};

/** One call to the platform's token endpoint, in its documented form. */
async function tokenCall(
  platform: TSocialPlatform,
  request: TokenRequest,
  grant: Record<string, string>,
): Promise<VendorResponse> {
  const { client, endpoints } = request;
  const timeoutMs = request.timeoutMs ?? 15_000;
  switch (platform) {
    case 'twitter':
      return vendorJson(`${endpoints.tokenBaseUrl}/2/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        form: { ...grant, client_id: client.clientId },
        timeoutMs,
      });
    case 'linkedin':
      return vendorJson(`${endpoints.tokenBaseUrl}/oauth/v2/accessToken`, {
        method: 'POST',
        form: { ...grant, client_id: client.clientId, client_secret: client.clientSecret },
        timeoutMs,
      });
    case 'tiktok':
      return vendorJson(`${endpoints.tokenBaseUrl}/v2/oauth/token/`, {
        method: 'POST',
        form: { ...grant, client_key: client.clientId, client_secret: client.clientSecret },
        timeoutMs,
      });
    case 'instagram':
    case 'facebook': {
      const query = new URLSearchParams({
        ...grant,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
      return vendorJson(`${endpoints.tokenBaseUrl}/oauth/access_token?${query}`, {
        method: 'GET',
        timeoutMs,
      });
    }
  }
}

/**
 * The tokens of a granted authorization code. For Meta the short-lived token is exchanged at once
 * for the long-lived one.
 */
export async function exchangeCode(
  platform: TSocialPlatform,
  request: TokenRequest & { code: string; redirectUri: string; codeVerifier: string },
): Promise<{ ok: true; tokens: TokenSet } | { ok: false; message: string }> {
  const now = request.now ?? Date.now();
  const grant: Record<string, string> =
    platform === 'instagram' || platform === 'facebook'
      ? { code: request.code, redirect_uri: request.redirectUri }
      : { grant_type: 'authorization_code', code: request.code, redirect_uri: request.redirectUri };
  if (platform === 'twitter') grant.code_verifier = request.codeVerifier;
  try {
    const response = await tokenCall(platform, request, grant);
    const tokens = response.status === 200 ? tokensFrom(response.body, null, now) : null;
    if (!tokens) return { ok: false, message: errorText(response) };
    if (platform === 'instagram' || platform === 'facebook') {
      const long = await tokenCall(platform, request, {
        grant_type: 'fb_exchange_token',
        fb_exchange_token: tokens.accessToken,
      });
      const longTokens = long.status === 200 ? tokensFrom(long.body, null, now) : null;
      if (!longTokens) return { ok: false, message: errorText(long) };
      return { ok: true, tokens: longTokens };
    }
    return { ok: true, tokens };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Renews an account's access (see the outcomes above). */
export async function refreshTokens(
  platform: TSocialPlatform,
  request: TokenRequest & { accessToken: string; refreshToken: string | null },
): Promise<RefreshOutcome> {
  const now = request.now ?? Date.now();
  const meta = platform === 'instagram' || platform === 'facebook';
  if (!meta && !request.refreshToken) {
    return {
      kind: 'revoked',
      message: 'The platform gave no refresh token: connect the account again.',
    };
  }
  const grant: Record<string, string> = meta
    ? { grant_type: 'fb_exchange_token', fb_exchange_token: request.accessToken }
    : { grant_type: 'refresh_token', refresh_token: request.refreshToken ?? '' };
  try {
    const response = await tokenCall(platform, request, grant);
    const tokens =
      response.status === 200 ? tokensFrom(response.body, request.refreshToken, now) : null;
    if (tokens) return { kind: 'refreshed', tokens };
    return grantIsGone(response)
      ? { kind: 'revoked', message: errorText(response) }
      : { kind: 'unavailable', message: errorText(response) };
  } catch (error) {
    return {
      kind: 'unavailable',
      message: `The platform could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}
