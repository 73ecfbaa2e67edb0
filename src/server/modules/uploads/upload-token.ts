import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
  if (config.uploadTokenSecret) return Buffer.from(config.uploadTokenSecret, 'utf8');
  const file = path.join(config.dataDir, 'upload-token-secret');
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return Buffer.from(existing, 'base64url');
  const secret = crypto.randomBytes(32);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // Exclusive create: of two first starts racing, one writes and both read the winner's.
    await fs.writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  }
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
