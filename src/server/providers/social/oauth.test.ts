import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import { startFakeSocial } from './fake-social.ts';
import {
  authorizeUrl,
  DEFAULT_OAUTH_ENDPOINTS,
  exchangeCode,
  pkcePair,
  refreshTokens,
  type OAuthEndpoints,
} from './oauth.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());

const client = { clientId: 'client-1', clientSecret: 'secret-1' };
const NOW = Date.parse('2026-11-28T12:00:00Z');
const endpoints = (platform: TSocialPlatform): OAuthEndpoints => ({
  authorizeUrl: DEFAULT_OAUTH_ENDPOINTS[platform].authorizeUrl,
  tokenBaseUrl:
    platform === 'twitter'
      ? fake.urls.x
      : platform === 'linkedin'
        ? fake.urls.linkedin
        : platform === 'tiktok'
          ? fake.urls.tiktok
          : fake.urls.graph,
});
const request = (platform: TSocialPlatform) => ({
  client,
  endpoints: endpoints(platform),
  now: NOW,
});

async function connect(platform: TSocialPlatform) {
  const result = await exchangeCode(platform, {
    ...request(platform),
    code: 'good-code',
    redirectUri: 'https://roamly.example/api/social-media/oauth/callback',
    codeVerifier: 'verifier',
  });
  if (!result.ok) throw new Error(result.message);
  return result.tokens;
}

describe('the authorize address of each platform', () => {
  it('X asks for offline access with a PKCE S256 challenge', () => {
    const { verifier, challenge } = pkcePair();
    expect(crypto.createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    const url = new URL(
      authorizeUrl('twitter', {
        client,
        endpoints: DEFAULT_OAUTH_ENDPOINTS.twitter,
        redirectUri: 'https://roamly.example/cb',
        state: 'signed-state',
        codeChallenge: challenge,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'signed-state',
      redirect_uri: 'https://roamly.example/cb',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toContain('offline.access');
  });

  it('TikTok names its client client_key and separates scopes with commas', () => {
    const url = new URL(
      authorizeUrl('tiktok', {
        client,
        endpoints: DEFAULT_OAUTH_ENDPOINTS.tiktok,
        redirectUri: 'https://roamly.example/cb',
        state: 's',
        codeChallenge: 'c',
      }),
    );
    expect(url.searchParams.get('client_key')).toBe('client-1');
    expect(url.searchParams.get('client_id')).toBeNull();
    expect(url.searchParams.get('scope')).toBe('user.info.basic,video.publish');
    expect(url.searchParams.get('code_challenge')).toBeNull();
  });
});

describe('code exchange', () => {
  it('X exchanges with Basic client auth and the PKCE verifier', async () => {
    const tokens = await connect('twitter');
    expect(tokens).toMatchObject({
      accessToken: expect.stringMatching(/^access-/),
      refreshToken: expect.stringMatching(/^refresh-/),
      expiresAt: new Date(NOW + 7_200_000),
    });
    expect(fake.tokenRequests.at(-1)!.fields).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: 'verifier',
    });
  });

  it('Meta swaps the short-lived token for a long-lived one at once', async () => {
    const tokens = await connect('instagram');
    expect(tokens.accessToken).toMatch(/^long-lived-/);
    expect(tokens.expiresAt!.getTime() - NOW).toBeGreaterThan(59 * 24 * 3_600_000);
  });

  it('TikTok returns the member’s open_id', async () => {
    expect((await connect('tiktok')).subject).toBe('open-fake');
  });

  it('a bad code is refused with the platform’s words', async () => {
    const result = await exchangeCode('linkedin', {
      ...request('linkedin'),
      code: 'forged',
      redirectUri: 'https://roamly.example/cb',
      codeVerifier: '',
    });
    expect(result).toEqual({
      ok: false,
      message: 'The provided authorization grant or refresh token is invalid, expired or revoked.',
    });
  });
});

describe('refresh: only a dead grant disconnects', () => {
  it('rotates refresh tokens where the platform does, and keeps the old one where it returns none', async () => {
    const x = await connect('twitter');
    const renewed = await refreshTokens('twitter', { ...request('twitter'), ...x });
    expect(renewed).toMatchObject({ kind: 'refreshed' });
    expect(renewed.kind === 'refreshed' && renewed.tokens.refreshToken).not.toBe(x.refreshToken);

    const linkedin = await connect('linkedin');
    const kept = await refreshTokens('linkedin', { ...request('linkedin'), ...linkedin });
    expect(kept).toMatchObject({
      kind: 'refreshed',
      tokens: {
        refreshToken: linkedin.refreshToken,
        accessToken: expect.stringMatching(/^access-/),
      },
    });
  });

  it('a refresh token the platform no longer knows is revoked', async () => {
    const tiktok = await connect('tiktok');
    fake.expire(tiktok.refreshToken!);
    expect(await refreshTokens('tiktok', { ...request('tiktok'), ...tiktok })).toEqual({
      kind: 'revoked',
      message: 'Refresh token is invalid or expired.',
    });
    const meta = await connect('facebook');
    fake.expire(meta.accessToken);
    expect(await refreshTokens('facebook', { ...request('facebook'), ...meta })).toMatchObject({
      kind: 'revoked',
    });
  });

  it('a token endpoint that is down, unreachable or refuses our client leaves the account connected', async () => {
    const x = await connect('twitter');
    fake.tokenEndpointDownOnce('twitter');
    expect(await refreshTokens('twitter', { ...request('twitter'), ...x })).toMatchObject({
      kind: 'unavailable',
    });
    // The same refresh token still works afterwards: nothing was lost.
    expect(await refreshTokens('twitter', { ...request('twitter'), ...x })).toMatchObject({
      kind: 'refreshed',
    });
    const unreachable = await refreshTokens('linkedin', {
      client,
      endpoints: { ...endpoints('linkedin'), tokenBaseUrl: 'http://127.0.0.1:9' },
      accessToken: 'a',
      refreshToken: 'r',
      timeoutMs: 2_000,
    });
    expect(unreachable.kind).toBe('unavailable');
    const wrongClient = await refreshTokens('twitter', {
      ...request('twitter'),
      client: { clientId: '', clientSecret: '' },
      ...(await connect('twitter')),
    });
    expect(wrongClient).toEqual({
      kind: 'unavailable',
      message: 'Missing valid authorization header',
    });
  });
});
