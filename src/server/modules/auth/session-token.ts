import crypto from 'node:crypto';

/** 256 random bits, URL-safe; this is what the cookie carries. */
export function createSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not hand out live sessions. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
