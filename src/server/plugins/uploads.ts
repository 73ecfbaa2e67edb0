import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
 * by extension, never HTML or script (nosniff, a sandboxing CSP, attachments for anything else),
 * cached for a year. Files under `private/` (photos as received, EXIF included) are never served.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { storage } = app.deps;
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // The router has already decoded the path once; decoding again would turn %25 into a lone
    // '%' (a URIError, so a 500) and %252F into a slash.
    // Generated keys never need escapes, so any '%' in the raw path (an encoded slash or dot)
    // reads as missing.
    const key = request.url.includes('%') ? '' : ((request.params as { '*'?: string })['*'] ?? '');
    const servable = isPlainKey(key) && !key.toLowerCase().startsWith(PRIVATE_PREFIX);
    let stat: { size: number } | null = null;
    if (servable) {
      try {
        stat = await storage.stat(key);
      } catch (error) {
        request.log.warn({ err: error, key }, 'reading an upload failed');
        stat = null; // keys the storage refuses read as missing
      }
    }
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (!stat) {
      // A processed variant may appear a moment later: do not let the miss be cached.
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: 'File not found' });
    }
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const type = MEDIA_TYPES[extension];
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', CACHE_FOREVER)
      .type(type ?? 'application/octet-stream');
    if (!type) reply.header('Content-Disposition', 'attachment');

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
