import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchPage } from '../../contract/page-routes.ts';
import { findPageRedirect } from '../../db/queries/page-redirects.ts';
import { drawnScreen, firstPaintPages } from '../modules/first-paint/first-paint.ts';
import { createLcpPreloads } from '../modules/lcp-preload/lcp-preload.ts';
import { withPreloads } from '../modules/lcp-preload/preload-tags.ts';
import { encode, pickEncoding } from '../modules/page-head/encoded.ts';
import { createPageRenderer, type PageRenderer } from '../modules/page-head/page-html.ts';
import { pageStatus } from './page-status.ts';

/** A path that names a file (an asset, a source map): a missing one stays a JSON 404. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year, everything else is
 * revalidated (no-cache), and any other non-API GET that wants HTML gets index.html (client-side
 * routing) with 404 when the app has no such page or its subject does not exist (`page-status.ts`).
 * A page of the app is answered whatever the Accept header (a crawler or link unfurler may send
 * `*\/*` or none); public pages get their own head (title, description, canonical, Open Graph,
 * JSON-LD) from `modules/page-head`.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const { webRoot } = app.deps;
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasSpa = indexFile ? fs.existsSync(indexFile) : false;
  const pages: PageRenderer | null =
    indexFile && hasSpa ? createPageRenderer(app.deps, fs.readFileSync(indexFile, 'utf8')) : null;
  // A member's explore, profile and post name their largest photo in the HTML (lcp-preload).
  const images = hasSpa ? createLcpPreloads(app.deps) : null;
  if (pages || images) {
    const unsubscribe = app.deps.bus.subscribe((event) => {
      pages?.follow(event);
      images?.follow(event);
    });
    app.addHook('onClose', async () => unsubscribe());
  }
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
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsHtml =
      (request.headers.accept?.includes('text/html') ?? false) ||
      (!FILE_PATH.test(pathname) && matchPage(pathname) !== null);
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
      if (status === 200) {
        const search = request.url.slice(pathname.length);
        const page = pages
          ? await pages.render({ pathname, search, log: request.log }).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page head failed; answering the site-wide head');
              return null;
            })
          : null;
        // The landing page, a member's home, explore, profile or post, and a destination tours
        // page come with their first screen drawn in (modules/first-paint), over the page's own
        // head when it has one; a member screen's content and largest photo from one read
        // (lcp-preload), a destination's hero from what its head read.
        const cookies = request.cookies;
        const found =
          firstPaint && images && drawnScreen({ pathname, cookies })
            ? await images.read({ pathname, search, log: request.log })
            : null;
        const drawn = await firstPaint?.({
          pathname,
          search,
          cookies,
          html: page?.html,
          // A destination's hero comes with its head; a member screen's content with its read.
          content: page?.drawn ?? found?.content,
        });
        if (drawn) {
          return reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', 'private, no-cache')
            .header('Vary', 'Cookie')
            .send(withPreloads(drawn, found?.tags ?? ''));
        }
        if (page) {
          reply
            .header('Cache-Control', 'no-cache')
            .header('ETag', page.etag)
            .header('Vary', 'Accept-Encoding');
          if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
          reply.code(200).type('text/html; charset=utf-8');
          const encoding = pickEncoding(request.headers['accept-encoding']);
          if (!encoding) return reply.send(page.html);
          // Compressed once per cached page, not by the compress plugin on every answer.
          const body = (page.encoded[encoding] ??= encode(page.html, encoding));
          return reply.header('Content-Encoding', encoding).send(body);
        }
      }
      const validators = status === 404 ? { etag: false, lastModified: false } : {};
      return reply.code(status).type('text/html; charset=utf-8').sendFile('index.html', validators);
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
});
