import crypto from 'node:crypto';
import { resolveDataDirSecret } from '../../data-dir-secret.ts';
import type { AppConfig } from '../../config.ts';

/** An upload token is good for this long after it is issued. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * UPLOAD_TOKEN_SECRET when set; otherwise a random secret made on first use and kept in DATA_DIR
 * (mode 0600), so tokens survive a restart. Instances that share no DATA_DIR must set the variable.
 */
export async function resolveUploadTokenSecret(
  config: Pick<AppConfig, 'uploadTokenSecret' | 'dataDir'>,
): Promise<Buffer> {
  return resolveDataDirSecret({
    configured: config.uploadTokenSecret,
    dataDir: config.dataDir,
    fileName: 'upload-token-secret',
  });
}

const mac = (secret: Buffer, userId: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`upload:${userId}:${expires}`).digest('base64url');

/** `<expiry ms>.<HMAC of member and expiry>`: only this member can use it, only until then. */
export function signUploadToken(
  secret: Buffer,
  userId: string,
  now = Date.now(),
): { token: string; expiresAt: string } {
  const expires = now + UPLOAD_TOKEN_TTL_MS;
  return {
    token: `${expires}.${mac(secret, userId, expires)}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

export function verifyUploadToken(
  secret: Buffer,
  token: string,
  userId: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{13,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (!(expires > now) || expires > now + UPLOAD_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(mac(secret, userId, expires));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
