import * as client from 'openid-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userIdentities } from '../../../db/schema/index.ts';
import {
  findProfileById,
  findUserByEmail,
  insertUser,
  type ProfileRow,
} from '../../../db/queries/users.ts';
import { HttpError } from '../../http-error.ts';

export type OidcSettings = { issuerUrl: string; clientId: string; clientSecret: string };
export type OidcChecks = { state: string; verifier: string; nonce: string };
export type OidcClaims = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
};

const configs = new Map<string, Promise<client.Configuration>>();

/** Discovery is done once per issuer and reused; a failed discovery is retried next time. */
function discover(settings: OidcSettings): Promise<client.Configuration> {
  let config = configs.get(settings.issuerUrl);
  if (!config) {
    const insecure = settings.issuerUrl.startsWith('http://');
    config = client.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    config.catch(() => configs.delete(settings.issuerUrl));
    configs.set(settings.issuerUrl, config);
  }
  return config;
}

/** The provider's authorization URL (code flow with PKCE) and the checks to keep in a cookie. */
export async function startOidcLogin(
  settings: OidcSettings,
  redirectUri: string,
): Promise<{ url: string; checks: OidcChecks }> {
  const config = await discover(settings);
  const checks = {
    state: client.randomState(),
    verifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url: url.toString(), checks };
}

/** Exchanges the code, checking state, PKCE and nonce, and returns the identity's claims. */
export async function finishOidcLogin(
  settings: OidcSettings,
  callbackUrl: URL,
  checks: OidcChecks,
): Promise<OidcClaims> {
  const config = await discover(settings);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new HttpError(401, 'The identity provider returned no identity');
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified !== false,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/**
 * The account for an OIDC identity: the linked one, else the account with the same verified
 * e-mail (linked now), else a new account without a password.
 */
export async function accountForIdentity(
  db: Db,
  issuer: string,
  claims: OidcClaims,
  adminEmails: string[],
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, claims.subject)))
      .limit(1);
    if (linked) {
      const user = await findProfileById(tx, linked.userId);
      if (user) return user;
    }
    if (!claims.email) throw new HttpError(400, 'The identity provider did not share an e-mail');
    const existing = claims.emailVerified ? await findUserByEmail(tx, claims.email) : undefined;
    const user = existing
      ? await findProfileById(tx, existing.id)
      : await insertUser(tx, {
          email: claims.email,
          firstName: claims.firstName ?? null,
          lastName: claims.lastName ?? null,
          role: adminEmails.includes(claims.email) ? 'admin' : 'member',
        });
    if (!user) throw new HttpError(409, 'An account with this e-mail already exists');
    await tx
      .insert(userIdentities)
      .values({ userId: user.id, issuer, subject: claims.subject })
      .onConflictDoNothing();
    return user;
  });
}
