import crypto from 'node:crypto';
import { BLOG_PREVIEW_DAYS } from '../../../contract/blog.ts';

/**
 * Signed preview links of blog posts (issue 24 §4): `<expiry ms>.<HMAC of post and expiry>`, so
 * a reviewer without an account reads a draft until the link expires, and nobody can make a link
 * for another post or stretch one. The secret is the server's upload-token secret (env or
 * DATA_DIR), domain-separated by the "blog-preview" prefix.
 */
export const BLOG_PREVIEW_TTL_MS = BLOG_PREVIEW_DAYS * 24 * 60 * 60 * 1000;

const mac = (secret: Buffer, postId: string, expires: number) =>
  crypto
    .createHmac('sha256', secret)
    .update(`blog-preview:${postId}:${expires}`)
    .digest('base64url');

export function signPreviewToken(
  secret: Buffer,
  postId: string,
  now = Date.now(),
): { token: string; expiresAt: string } {
  const expires = now + BLOG_PREVIEW_TTL_MS;
  return {
    token: `${expires}.${mac(secret, postId, expires)}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

export function verifyPreviewToken(
  secret: Buffer,
  postId: string,
  token: string | undefined | null,
  now = Date.now(),
): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (!(expires > now) || expires - now > BLOG_PREVIEW_TTL_MS) return false;
  const expected = Buffer.from(mac(secret, postId, expires));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A visitor key for the once-a-day view count: no address or member id is stored as is. */
export function visitorKey(secret: Buffer, visitor: string, day: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`blog-view:${day}:${visitor}`)
    .digest('base64url');
}
