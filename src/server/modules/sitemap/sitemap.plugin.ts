import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../page-head/page-html.ts';
import { createSitemapKeeper, type SitemapKeeper } from './sitemap-keeper.ts';
import { SITEMAP_SOURCES } from './sources.ts';
import { sitemapIndexXml } from './xml.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    sitemaps: SitemapKeeper;
  }
}

/** A burst of publishes (a bulk operation) rebuilds once, this long after the last one. */
const REBUILD_DEBOUNCE_MS = 5_000;
const FILE_NAME = /^(destinations|hotels|blog|pages)-[1-9][0-9]{0,4}\.xml$/;
const XML = 'application/xml; charset=utf-8';
/** Crawlers come back often enough; a rebuild shows within minutes. */
const CACHE = 'public, max-age=300';

/** What crawlers may not read: the API and the members' own screens. */
const DEFAULT_ROBOTS = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /admin',
  'Disallow: /settings',
  'Disallow: /messages',
  'Disallow: /test-login',
];

/** The site's robots rules (a robots.txt of the build, else ours) with the sitemap index named. */
function robotsText(webRoot: string | undefined, origin: string): string {
  const file = webRoot ? path.join(webRoot, 'robots.txt') : null;
  const existing =
    file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split(/\r?\n/) : null;
  const rules = (existing ?? DEFAULT_ROBOTS).filter((line) => !/^\s*sitemap\s*:/i.test(line));
  while (rules.length > 0 && rules[rules.length - 1]!.trim() === '') rules.pop();
  return `${rules.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * /sitemap.xml (the index), /sitemaps/{type}-{n}.xml (streamed from disk) and /robots.txt. The
 * set lives under DATA_DIR/sitemaps, so a restart serves the last one at once; it is built at
 * start when missing and again when a public page is published, unpublished or moved.
 */
export const sitemapPlugin = fp(async (app: FastifyInstance) => {
  const { config, database, bus, webRoot } = app.deps;
  const origin = publicOrigin(config);
  const keeper = createSitemapKeeper({
    db: database.db,
    root: path.join(config.dataDir, 'sitemaps'),
    origin,
    sources: SITEMAP_SOURCES,
    log: app.log,
    debounceMs: REBUILD_DEBOUNCE_MS,
  });
  app.decorate('sitemaps', keeper);
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'public-page.changed') keeper.schedule();
  });
  app.addHook('onReady', async () => keeper.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await keeper.stop();
  });

  const robots = robotsText(webRoot, origin);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const manifest = await keeper.current();
    return reply
      .type(XML)
      .header('Cache-Control', CACHE)
      .send(sitemapIndexXml(origin, manifest.files));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file;
      const manifest = FILE_NAME.test(name) ? await keeper.current() : null;
      const file = manifest?.files.find((candidate) => candidate.name === name);
      if (!manifest || !file) {
        return reply.code(404).send({ message: `Not found: GET /sitemaps/${name}` });
      }
      const stream = fs.createReadStream(path.join(keeper.root, manifest.dir, name));
      return reply
        .type(XML)
        .header('Cache-Control', CACHE)
        .header('Content-Length', file.bytes)
        .send(stream);
    },
  );
});
