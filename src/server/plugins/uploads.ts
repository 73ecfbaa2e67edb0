import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../providers/storage/storage.ts';

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
};

/** Keys the server generates: slash-separated names, no dot segments, escapes or controls. */
function isPlainKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*(?:\.[a-z0-9]{1,10})?$/i.test(key);
}

/** Streams stored files at /uploads/*, never as HTML and never sniffed into something else. */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { storage } = app.deps;
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // The router has already decoded the path once; decoding again would turn %25 into a lone
    // '%' (a URIError, so a 500) and %252F into a slash.
    // Generated keys never need escapes, so any '%' in the raw path (an encoded slash or dot)
    // reads as missing.
    const key = request.url.includes('%') ? '' : ((request.params as { '*'?: string })['*'] ?? '');
    let file: Awaited<ReturnType<typeof storage.get>> = null;
    if (isPlainKey(key)) {
      try {
        file = await storage.get(key);
      } catch {
        file = null; // keys the storage refuses read as missing
      }
    }
    if (!file) return reply.code(404).send({ message: 'File not found' });
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const type = MEDIA_TYPES[extension];
    reply
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .type(type ?? 'application/octet-stream');
    if (!type) reply.header('Content-Disposition', 'attachment');
    return reply.send(file.body);
  });
});
