import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ID token's identity claims; leave `email_verified` out to send no such claim. */
export type FakeIdentity = {
  sub: string;
  email?: string;
  /** A string shows what sloppy providers send; only a JSON `true` counts as verified. */
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
};

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * A local OpenID Connect provider answering with the documented shapes (discovery, authorize,
 * token, JWKS): RS256 ID tokens, PKCE S256 checked at the token endpoint.
 */
export async function startFakeOidcProvider(clientId: string, clientSecret: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const codes = new Map<
    string,
    { challenge: string; nonce: string; redirectUri: string; identity: FakeIdentity }
  >();
  let nextIdentity: FakeIdentity = { sub: 'user-1', email: 'sso@example.com' };
  let issuer = '';

  const signIdToken = (claims: Record<string, unknown>) => {
    const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'test-key', typ: 'JWT' }));
    const payload = b64url(JSON.stringify(claims));
    const signature = crypto.sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = crypto.randomUUID();
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        nonce: url.searchParams.get('nonce') ?? '',
        redirectUri,
        identity: nextIdentity,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      target.searchParams.set('iss', issuer);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from(
          (req.headers.authorization ?? '').replace(/^Basic /, ''),
          'base64',
        ).toString();
        const [id, secret] = basic.split(':').map(decodeURIComponent);
        const clientOk =
          (id === clientId && secret === clientSecret) ||
          (form.get('client_id') === clientId && form.get('client_secret') === clientSecret);
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
        if (!clientOk) return json(401, { error: 'invalid_client' });
        if (
          !grant ||
          grant.challenge !== challenge ||
          grant.redirectUri !== form.get('redirect_uri')
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code') ?? '');
        const now = Math.floor(Date.now() / 1000);
        return json(200, {
          access_token: crypto.randomUUID(),
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: signIdToken({
            iss: issuer,
            aud: clientId,
            iat: now,
            exp: now + 300,
            nonce: grant.nonce,
            ...grant.identity,
          }),
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    setIdentity(identity: FakeIdentity) {
      nextIdentity = identity;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
