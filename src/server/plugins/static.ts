import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPageRedirect } from '../../db/queries/page-redirects.ts';
import { firstPaintPages } from '../modules/first-paint/first-paint.ts';
import { pageStatus } from './page-status.ts';

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year, everything else is
 * revalidated (no-cache), and any other non-API GET that wants HTML gets index.html (client-side
 * routing) with 404 when the app has no such page or its subject does not exist (`page-status.ts`).
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const { webRoot } = app.deps;
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasSpa = indexFile ? fs.existsSync(indexFile) : false;
  const firstPaint = indexFile && hasSpa ? firstPaintPages(indexFile) : undefined;

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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasSpa && !isApi && request.method === 'GET' && wantsHtml) {
      // The same page either way; the status tells crawlers and tools whether it exists.
      const status = await pageStatus(app.deps.database.db, request, pathname).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'page status check failed; answering the page');
          return 200 as const;
        },
      );
      // A 404 is never answered "not modified": the file is the same, but a browser that
      // revalidates (a reload) would get a 404 with no body and show its own error page.
      if (status === 404) {
        // A page that moved (a changed slug or URL handle) keeps its old address as a 301.
        const moved = await findPageRedirect(app.deps.database.db, { path: pathname }).catch(
          () => null,
        );
        if (moved) {
          const search = request.url.slice(pathname.length);
          return reply.redirect(moved + search, 301);
        }
      }
      // The landing page, and a member's home, explore, profile or post, come with their first
      // screen drawn in (modules/first-paint).
      const page =
        status === 200
          ? await firstPaint?.({
              pathname,
              search: request.url.slice(pathname.length),
              cookies: request.cookies,
            })
          : null;
      if (page) {
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Cookie')
          .send(page);
      }
      const validators = status === 404 ? { etag: false, lastModified: false } : {};
      return reply.code(status).type('text/html; charset=utf-8').sendFile('index.html', validators);
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
});
