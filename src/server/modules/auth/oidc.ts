import * as client from 'openid-client';
import type { Db } from '../../../db/client.ts';
import {
  confirmOidcEmail,
  endAllSessions,
  findAccountByEmail,
  findUserByIdentity,
  insertOidcUser,
  linkIdentity,
} from '../../../db/queries/oidc.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';
import { HttpError } from '../../http-error.ts';
import { isReservedEmail } from './demo-accounts.ts';

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
    // Only an explicit `true` counts: a missing claim means the provider vouches for nothing.
    emailVerified: claims.email_verified === true,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/** Why an OIDC sign-in was refused; the sign-in page shows a message per reason. */
export type OidcFailureReason = 'unverified-email' | 'no-email' | 'reserved-email';

/** A refused OIDC sign-in whose message is safe to show. */
export class OidcSignInError extends HttpError {
  constructor(
    readonly reason: OidcFailureReason,
    message: string,
  ) {
    super(reason === 'unverified-email' ? 409 : 400, message);
    this.name = 'OidcSignInError';
  }
}

/**
 * Where the callback sends a browser whose sign-in failed: `/signin?error=sso-unverified` when
 * the provider did not confirm an address that already has an account, else `/signin?error=sso`.
 */
export function oidcFailureRedirect(error: unknown): string {
  return error instanceof OidcSignInError && error.reason === 'unverified-email'
    ? '/signin?error=sso-unverified'
    : '/signin?error=sso';
}

/**
 * The account for an OIDC identity: the linked one, else the account with the same e-mail —
 * linked only when the provider says `email_verified: true` — else a new account without a
 * password. A verified address is recorded as confirmed and made admin when ADMIN_EMAILS lists
 * it; an unverified one never is.
 */
export async function accountForIdentity(
  db: Db,
  issuer: string,
  claims: OidcClaims,
  adminEmails: string[],
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const { email, emailVerified } = claims;
    const listed = (address: string) => emailVerified && adminEmails.includes(address);
    const linked = await findUserByIdentity(tx, { issuer, subject: claims.subject });
    if (linked) {
      const vouched = emailVerified && email === linked.email;
      const pending = !linked.emailVerifiedAt || (listed(linked.email) && linked.role === 'member');
      if (!vouched || !pending) return linked;
      const confirmed = await confirmOidcEmail(tx, {
        userId: linked.id,
        makeAdmin: listed(linked.email),
        dropPassword: false,
      });
      return confirmed ?? linked;
    }

    if (!email) {
      throw new OidcSignInError(
        'no-email',
        'The identity provider did not share an e-mail address',
      );
    }
    if (isReservedEmail(email)) {
      throw new OidcSignInError('reserved-email', 'This e-mail address cannot be used to sign in');
    }
    const existing = await findAccountByEmail(tx, { email });
    let user: ProfileRow | undefined;
    if (existing) {
      if (!emailVerified) {
        throw new OidcSignInError(
          'unverified-email',
          'An account with this e-mail already exists, and your identity provider has not confirmed the address, so the two cannot be linked. Sign in with your password instead.',
        );
      }
      // Whoever registered an address nobody had confirmed may not be its owner: the owner,
      // now proven by the provider, takes the account over without that person's password.
      const unconfirmed = !existing.emailVerifiedAt;
      user = await confirmOidcEmail(tx, {
        userId: existing.id,
        makeAdmin: listed(email),
        dropPassword: unconfirmed,
      });
      if (unconfirmed) await endAllSessions(tx, { userId: existing.id });
    } else {
      user = await insertOidcUser(tx, {
        email,
        firstName: claims.firstName ?? null,
        lastName: claims.lastName ?? null,
        role: listed(email) ? 'admin' : 'member',
        emailVerifiedAt: emailVerified ? new Date() : null,
      });
    }
    if (!user) throw new HttpError(409, 'An account with this e-mail was just created; try again');
    await linkIdentity(tx, { userId: user.id, issuer, subject: claims.subject });
    return user;
  });
}
