import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year, everything else is
 * revalidated (no-cache), and any other non-API GET that wants HTML gets index.html (client-side routing).
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const { webRoot } = app.deps;
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasSpa = indexFile ? fs.existsSync(indexFile) : false;

  if (webRoot && hasSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasSpa && !isApi && request.method === 'GET' && wantsHtml) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
});
