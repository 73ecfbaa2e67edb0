import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveDataDirSecret } from '../../data-dir-secret.ts';
import type { AppConfig } from '../../config.ts';

/**
 * OWASP's device cookie: proof that this browser signed in to an account before, so its failed
 * sign-ins are counted apart from everyone else's (sign-in-lockout.ts).
 */
export const DEVICE_COOKIE = 'roamly_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * DEVICE_COOKIE_SECRET when set; otherwise a random secret made on first start and kept in
 * DATA_DIR (mode 0600). Instances that share no DATA_DIR must set the variable, or a device
 * cookie made by one reads as untrusted on the others.
 */
export async function resolveDeviceCookieSecret(
  config: Pick<AppConfig, 'dataDir' | 'deviceCookieSecret'>,
): Promise<Buffer> {
  return resolveDataDirSecret({
    configured: config.deviceCookieSecret,
    dataDir: config.dataDir,
    fileName: 'device-cookie-secret',
  });
}

/** The account a sign-in is for: SHA-256 of the lower-cased address (what the counters store). */
export function accountDigest(email: string): string {
  return crypto.createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');
}

const mac = (secret: Buffer, account: string, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`device:${account}:${nonce}`).digest('base64url');

/** `<nonce>.<HMAC(account, nonce)>`: good only for the account it was issued to. */
export function signDeviceCookie(secret: Buffer, account: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, account, nonce)}`;
}

/** The cookie's nonce when it was issued by this server for `account`, else null. */
export function verifyDeviceCookie(
  secret: Buffer,
  cookie: string | undefined,
  account: string,
): string | null {
  const match = cookie ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie) : null;
  if (!match) return null;
  const nonce = match[1] ?? '';
  const expected = Buffer.from(mac(secret, account, nonce));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null;
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  baseUrl: string | undefined,
): void {
  // Only the sign-in route reads it, so it travels with no other request.
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || Boolean(baseUrl?.startsWith('https://')),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
