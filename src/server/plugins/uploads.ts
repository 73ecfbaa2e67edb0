import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../contract/limits.ts';
import { findLiveSession } from '../../db/queries/sessions.ts';
import { hashSessionToken } from '../modules/auth/session-token.ts';
import { createFirstRenditions } from '../modules/media/first-rendition.ts';
import { decideMediaAccess, type MediaAccess } from '../modules/media/media-access.ts';
import { PRIVATE_PREFIX, UPLOADS_PREFIX, type ByteRange } from '../providers/storage/storage.ts';

/** Only media types are ever served inline; anything else downloads as an opaque file. */
const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
};

/** Generated names never change content (every upload gets a new one): cache for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * Media only some members may see: kept by the viewer's browser alone and checked again on each
 * use (a 304 when unchanged), so a follow that ended or a post made private takes effect at once
 * and the next member signing in on the same browser is asked about too.
 */
const CACHE_PRIVATE = 'private, no-cache';
/** An upload not in a post or message yet: its uploader's browser may keep it, no shared cache. */
const CACHE_DRAFT = 'private, max-age=31536000, immutable';

/** Keys the server generates: slash-separated names, no dot segments, escapes or controls. */
function isPlainKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*(?:\.[a-z0-9]{1,10})?$/i.test(key);
}

/**
 * A single `bytes=` range against an object of `size` bytes: the inclusive offsets, 'unsatisfiable'
 * (416), or null to send the whole object (no header, several ranges, or a malformed one).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams stored files at /uploads/*: byte ranges (video seeking), a media type from an allow-list
 * by extension, never HTML or script (nosniff, a sandboxing CSP, attachments for anything else).
 * Files under `private/` (photos as received, EXIF included) are never served. Media of posts not
 * everyone may see and of messages go only to members who may see them now (`decideMediaAccess`,
 * the session cookie), privately cached; a refusal reads exactly like a missing file. Everything
 * else is cached for a year. A photo's display JPEG asked for before its job wrote it is made on
 * the spot (`createFirstRenditions`).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { storage, database } = app.deps;
  const renditions = createFirstRenditions({ db: database.db, storage, log: app.log });
  // Only asked for media that are not everyone's, so public files never cost a session query.
  const viewerOf = async (request: FastifyRequest): Promise<string | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const session = await findLiveSession(database.db, { tokenHash: hashSessionToken(token) });
    return session?.user.id ?? null;
  };
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // The router has already decoded the path once; decoding again would turn %25 into a lone
    // '%' (a URIError, so a 500) and %252F into a slash.
    // Generated keys never need escapes, so any '%' in the raw path (an encoded slash or dot)
    // reads as missing.
    const key = request.url.includes('%') ? '' : ((request.params as { '*'?: string })['*'] ?? '');
    const servable = isPlainKey(key) && !key.toLowerCase().startsWith(PRIVATE_PREFIX);
    const access: MediaAccess | null = servable
      ? await decideMediaAccess(database.db, { key, viewerId: () => viewerOf(request) })
      : null;
    let stat: { size: number } | null = null;
    if (access && access.serve !== 'refused') {
      try {
        stat = await storage.stat(key);
        if (!stat && (await renditions.ensure(access.upload, key))) stat = await storage.stat(key);
      } catch (error) {
        request.log.warn({ err: error, key }, 'reading an upload failed');
        stat = null; // keys the storage refuses read as missing
      }
    }
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (!stat || !access) {
      // A processed variant may appear a moment later: do not let the miss be cached.
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: 'File not found' });
    }
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const type = MEDIA_TYPES[extension];
    reply.header('Accept-Ranges', 'bytes').type(type ?? 'application/octet-stream');
    if (!type) reply.header('Content-Disposition', 'attachment');
    if (access.serve === 'viewer') {
      // Names are never reused, so the key and size identify the content.
      const etag = `"${stat.size.toString(36)}-${createHash('sha256').update(key).digest('base64url').slice(0, 16)}"`;
      reply.header('Cache-Control', CACHE_PRIVATE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    } else {
      reply.header('Cache-Control', access.serve === 'draft' ? CACHE_DRAFT : CACHE_FOREVER);
    }

    const range = parseRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${stat.size}`)
        .type('application/json')
        .send({ message: 'Range not satisfiable' });
    }
    const file = await storage.get(key, range ?? undefined);
    if (!file) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: 'File not found' });
    }
    if (range) {
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('Content-Length', range.end - range.start + 1);
    } else {
      reply.header('Content-Length', file.size);
    }
    return reply.send(file.body);
  });
});
