import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectSocialAccountRoute,
  disconnectSocialAccountRoute,
  socialAccountsRoute,
  socialOAuthStartRoute,
} from '../../../contract/social-media.ts';
import { listAuditRoute } from '../../../contract/audit.ts';
import type { AppConfig } from '../../config.ts';
import { startFakeSocial } from '../../providers/social/fake-social.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { decryptCredential } from '../admin-inbox/mailbox-secret.ts';
import { refreshSocialTokens } from './tokens-refresh.ts';

const fake = await startFakeSocial();
afterAll(() => fake.close());

const client = { clientId: 'client-1', clientSecret: 'secret-1' };
const social: AppConfig['social'] = {
  // X and Meta have OAuth clients here; LinkedIn and TikTok run in their sandboxes.
  clients: { twitter: client, instagram: client, facebook: client },
  urls: {
    x: fake.urls.x,
    graph: fake.urls.graph,
    linkedinApi: fake.urls.linkedin,
    linkedinOAuth: fake.urls.linkedin,
    tiktok: fake.urls.tiktok,
  },
  linkedinVersion: '202411',
};
const { app, database } = await createTestApp({ social, baseUrl: 'https://roamly.example' });
const db = database.db;
const admin = await buildMember(database, { role: 'admin' });
const moderator = await buildMember(database, { role: 'moderator' });
const member = await buildMember(database);

async function accounts(cookie = admin.cookie) {
  const response = await injectRoute(app, socialAccountsRoute, { cookie });
  expect(response.status).toBe(200);
  return response.body.accounts;
}

async function signIn(platform: 'twitter' | 'instagram' | 'facebook') {
  const start = await injectRoute(app, socialOAuthStartRoute, {
    cookie: admin.cookie,
    params: { platform },
  });
  expect(start.status).toBe(200);
  const url = new URL(start.body.authUrl);
  const state = url.searchParams.get('state')!;
  const callback = await app.inject({
    url: `/api/social-media/oauth/${platform}/callback?code=good-code&state=${encodeURIComponent(state)}`,
    headers: { cookie: admin.cookie },
  });
  return { url, callback };
}

const stored = async (platform: string) =>
  (
    await db.execute<Record<string, string | null>>(
      sql`SELECT * FROM social_accounts WHERE platform = ${platform}`,
    )
  ).rows[0];

describe('social accounts', () => {
  it('lists one card per platform for admins only', async () => {
    const list = await accounts();
    expect(list.map((account) => account.platform)).toEqual([
      'instagram',
      'twitter',
      'tiktok',
      'facebook',
      'linkedin',
    ]);
    expect(list.every((account) => !account.connected)).toBe(true);
    expect(list.find((account) => account.platform === 'twitter')?.oauthAvailable).toBe(true);
    expect(list.find((account) => account.platform === 'tiktok')?.oauthAvailable).toBe(false);
    expect((await injectRoute(app, socialAccountsRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    expect((await injectRoute(app, socialAccountsRoute, { cookie: moderator.cookie })).status).toBe(
      403,
    );
    expect((await injectRoute(app, socialAccountsRoute, {})).status).toBe(401);
  });

  it('the key form connects a sandbox account; the secrets are sealed and never returned', async () => {
    const response = await injectRoute(app, connectSocialAccountRoute, {
      cookie: admin.cookie,
      body: {
        platform: 'tiktok',
        credentials: { username: ' roamly.tiktok ', apiKey: 'key-123', apiSecret: 'secret-456' },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({
      platform: 'tiktok',
      connected: true,
      mode: 'sandbox',
      status: 'connected',
      username: 'roamly.tiktok',
    });
    expect(JSON.stringify(await accounts())).not.toMatch(/key-123|secret-456/);
    const row = (await stored('tiktok'))!;
    expect(row.api_key_sealed).not.toContain('key-123');
    expect(await decryptCredential(app.deps.config, row.api_secret_sealed!)).toBe('secret-456');
  });

  it('asks for the secret only on X (spec 3 §5)', async () => {
    const x = await injectRoute(app, connectSocialAccountRoute, {
      cookie: admin.cookie,
      body: {
        platform: 'twitter',
        credentials: { username: 'roamly', apiKey: 'k', apiSecret: ' ' },
      },
    });
    expect(x.status).toBe(400);
    expect(x.body).toEqual({ message: 'API secret is required for X (Twitter)' });
    expect(await stored('twitter')).toBeUndefined();
    const instagram = await injectRoute(app, connectSocialAccountRoute, {
      cookie: admin.cookie,
      body: { platform: 'instagram', credentials: { username: 'roamly', apiKey: 'k' } },
    });
    expect(instagram.status).toBe(200);
    expect((await stored('instagram'))!.api_secret_sealed).toBeNull();
  });

  it('refuses bad input with a message, and members', async () => {
    const bad = await injectRoute(app, connectSocialAccountRoute, {
      cookie: admin.cookie,
      body: { platform: 'myspace', credentials: { username: 'a', apiKey: 'b', apiSecret: 'c' } },
    } as never);
    expect(bad.status).toBe(400);
    const empty = await injectRoute(app, connectSocialAccountRoute, {
      cookie: admin.cookie,
      body: { platform: 'linkedin', credentials: { username: '', apiKey: 'b', apiSecret: 'c' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('message');
    const byMember = await injectRoute(app, connectSocialAccountRoute, {
      cookie: member.cookie,
      body: { platform: 'linkedin', credentials: { username: 'a', apiKey: 'b', apiSecret: 'c' } },
    });
    expect(byMember.status).toBe(403);
    expect(await stored('linkedin')).toBeUndefined();
  });

  it('OAuth: X signs in with PKCE and connects live as the account X names', async () => {
    const { url, callback } = await signIn('twitter');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://roamly.example/api/social-media/oauth/twitter/callback',
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/social-automation?platform=twitter&connected=1');
    // The verifier sent at exchange matches the challenge sent at start.
    const verifier = fake.tokenRequests.at(-1)!.fields.code_verifier!;
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
    const x = (await accounts()).find((account) => account.platform === 'twitter');
    expect(x).toMatchObject({ connected: true, mode: 'live', username: '@roamly' });
    expect((await stored('twitter'))!.platform_account_id).toBe('2244994945');
  });

  it('OAuth: Instagram publishes with the Page token of the linked professional account', async () => {
    const { callback } = await signIn('instagram');
    expect(callback.headers.location).toContain('connected=1');
    const row = (await stored('instagram'))!;
    expect(row.platform_account_id).toBe('17841400000000001');
    expect(await decryptCredential(app.deps.config, row.access_token_sealed!)).toMatch(
      /^page-token-for-long-lived-/,
    );
  });

  it('a forged or stale state and a refused sign-in come back with the reason, nothing stored', async () => {
    const forged = await app.inject({
      url: '/api/social-media/oauth/facebook/callback?code=good-code&state=forged',
      headers: { cookie: admin.cookie },
    });
    expect(forged.statusCode).toBe(302);
    expect(new URL(forged.headers.location as string, 'https://x').searchParams.get('error')).toBe(
      'This sign-in link is not valid any more. Connect the account again.',
    );
    const denied = await app.inject({
      url: '/api/social-media/oauth/facebook/callback?error=access_denied&error_description=Permissions+error',
      headers: { cookie: admin.cookie },
    });
    expect(new URL(denied.headers.location as string, 'https://x').searchParams.get('error')).toBe(
      'Facebook did not connect the account: Permissions error',
    );
    expect(await stored('facebook')).toBeUndefined();
    const unconfigured = await injectRoute(app, socialOAuthStartRoute, {
      cookie: admin.cookie,
      params: { platform: 'linkedin' },
    });
    expect(unconfigured.status).toBe(503);
    expect((unconfigured.body as unknown as { message: string }).message).toMatch(
      /LINKEDIN_CLIENT_ID/,
    );
  });

  it('refresh: renewed tokens replace the old; a passing fault keeps the account; a dead grant asks for a reconnect', async () => {
    await signIn('twitter');
    const before = (await stored('twitter'))!;
    // X tokens last 2 hours: due within the hour after 90 minutes.
    const later = Date.now() + 90 * 60_000;
    expect(await refreshSocialTokens({ db, config: app.deps.config }, later)).toMatchObject({
      refreshed: 1,
    });
    const after = (await stored('twitter'))!;
    expect(after.access_token_sealed).not.toBe(before.access_token_sealed);
    expect(after.last_error).toBeNull();

    fake.tokenEndpointDownOnce('twitter');
    expect(
      await refreshSocialTokens({ db, config: app.deps.config }, later + 90 * 60_000),
    ).toMatchObject({
      unavailable: 1,
    });
    const kept = (await stored('twitter'))!;
    expect(kept.status).toBe('connected');
    expect(kept.last_error).toBe('temporarily_unavailable');
    expect(kept.refresh_token_sealed).toBe(after.refresh_token_sealed);

    fake.expire(await decryptCredential(app.deps.config, kept.refresh_token_sealed!));
    expect(
      await refreshSocialTokens({ db, config: app.deps.config }, later + 90 * 60_000),
    ).toMatchObject({
      revoked: 1,
    });
    const card = (await accounts()).find((account) => account.platform === 'twitter');
    expect(card).toMatchObject({
      status: 'needs_reconnect',
      lastError: 'Value passed for the token was invalid.',
    });
    const audit = await injectRoute(app, listAuditRoute, {
      cookie: admin.cookie,
      query: { objectType: 'social_account', objectId: 'twitter' },
    });
    expect(audit.body.items.map((item) => item.action)).toContain('social.needsReconnect');
    // Connecting again restores it.
    await signIn('twitter');
    expect((await accounts()).find((account) => account.platform === 'twitter')?.status).toBe(
      'connected',
    );
  });

  it('disconnect deletes the tokens and is audited; an unknown one is 404', async () => {
    const response = await injectRoute(app, disconnectSocialAccountRoute, {
      cookie: admin.cookie,
      params: { platform: 'tiktok' },
    });
    expect(response.status).toBe(200);
    expect(await stored('tiktok')).toBeUndefined();
    const again = await injectRoute(app, disconnectSocialAccountRoute, {
      cookie: admin.cookie,
      params: { platform: 'tiktok' },
    });
    expect(again.status).toBe(404);
    expect((again.body as unknown as { message: string }).message).toBe(
      'No TikTok account is connected.',
    );
  });
});
