import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  generateSitemapRoute,
  SITEMAP_TYPE_NAMES,
  sitemapStatusRoute,
} from '../../../contract/admin-sitemap.ts';
import { auditLog, blogPosts, seoPages } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { buildDestination, CANCUN, LISBON, PORTUGAL } from '../../test/page-fixtures.ts';
import { webRootWithIndex } from '../page-head/head-test-helpers.ts';
import { SITEMAP_TYPES, type SitemapSource } from '../page-head/page-head.types.ts';
import { createSitemapKeeper } from './sitemap-keeper.ts';
import { buildSitemaps } from './writer.ts';
import { MAX_URLS_PER_FILE, SITEMAP_NAMESPACE } from './xml.ts';

const ORIGIN = 'https://roamly.example';
const webRoot = await webRootWithIndex();
const { app, database } = await createTestApp({ webRoot, baseUrl: ORIGIN });
const db = database.db;
for (const place of [LISBON, PORTUGAL, CANCUN]) await buildDestination(database, place);
await db.insert(seoPages).values([
  {
    path: 'destination/lisbon/hotels',
    title: 'Hotels in Lisbon',
    status: 'active',
    priority: 0.6,
    changeFreq: 'monthly',
  },
  { path: 'destination/cancun/hotels', title: 'Hotels in Cancún', status: 'draft' },
  { path: 'destination/lisbon/excursions', title: 'Lisbon tours', status: 'active', priority: 1 },
  { path: 'about', title: 'About Roamly', status: 'active' },
  { path: 'explore', title: 'Explore', status: 'archived' },
  { path: 'no/such/page', title: 'Gone', status: 'active' },
]);
// The blog's source is registered: a published post is listed, a draft is not.
await db.insert(blogPosts).values([
  {
    title: 'Pastéis de nata in Belém',
    slug: 'pasteis-de-nata-in-belem',
    content: '<p>Warm from the oven.</p>',
    category: 'food',
    status: 'published',
    publishedAt: new Date('2026-11-01T09:00:00Z'),
  },
  { title: 'Draft', slug: 'draft-post', content: '<p>Not yet.</p>', category: 'food' },
]);
const admin = await buildMember(database, { role: 'admin' });
const member = await buildMember(database);

/** A sitemaps.org document: well formed, in the namespace, under Google's limits. */
function parseXml(text: string, root: 'urlset' | 'sitemapindex') {
  expect(Buffer.byteLength(text)).toBeLessThan(50 * 1024 * 1024);
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // Every & starts an entity: the XML parser below would be lenient about it.
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const document = new new Window().DOMParser().parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.tagName.toLowerCase()).toBe(root);
  expect(document.documentElement.getAttribute('xmlns')).toBe(SITEMAP_NAMESPACE);
  return document;
}

const locs = (document: ReturnType<typeof parseXml>) =>
  [...document.querySelectorAll('loc')].map((loc) => loc.textContent.trim());

async function get(url: string) {
  return app.inject({ url, headers: { accept: '*/*' } });
}

describe('the sitemap index and its typed sitemaps', () => {
  it('generate: admins only, audited, and returns the counts per type', async () => {
    expect((await injectRoute(app, generateSitemapRoute, {})).status).toBe(401);
    expect((await injectRoute(app, generateSitemapRoute, { cookie: member.cookie })).status).toBe(
      403,
    );
    const response = await injectRoute(app, generateSitemapRoute, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const status = response.body;
    expect(status.types).toEqual([
      { type: 'destinations', urls: 3, files: 1 },
      { type: 'hotels', urls: 1, files: 1 },
      { type: 'pages', urls: 1, files: 1 },
      { type: 'blog', urls: 1, files: 1 },
    ]);
    expect(status.totalUrls).toBe(6);
    // Never dropped silently: the active page no URL answers is named with its reason.
    expect(status.excluded).toEqual([
      { path: '/no/such/page', reason: 'no page of the site answers this path' },
    ]);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'sitemap.generate', actorId: admin.user.id });
    const read = await injectRoute(app, sitemapStatusRoute, { cookie: admin.cookie });
    expect(read.body.builtAt).toBe(status.builtAt);
  });

  it('robots.txt names the index', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('every URL of every sitemap is valid XML under the limits and answers 200', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = locs(parseXml(index.body, 'sitemapindex'));
    // Only registered types, each with pages.
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/destinations-1.xml`,
      `${ORIGIN}/sitemaps/hotels-1.xml`,
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/blog-1.xml`,
    ]);
    const urls: string[] = [];
    for (const file of files) {
      const response = await get(file.slice(ORIGIN.length));
      expect(response.statusCode).toBe(200);
      const document = parseXml(response.body, 'urlset');
      expect(document.querySelectorAll('url').length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
      for (const url of document.querySelectorAll('url')) {
        expect(url.querySelector('lastmod')?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
      urls.push(...locs(document));
    }
    expect(urls).toEqual([
      `${ORIGIN}/destination/cancun/excursions`,
      `${ORIGIN}/destination/lisbon/excursions`,
      `${ORIGIN}/destination/portugal/excursions`,
      `${ORIGIN}/destination/lisbon/hotels`,
      `${ORIGIN}/about`,
      `${ORIGIN}/blog/pasteis-de-nata-in-belem`,
    ]);
    for (const url of urls) {
      const response = await get(url.slice(ORIGIN.length));
      expect(response.statusCode, url).toBe(200);
    }
    // The operator's priority and change frequency are kept.
    const hotels = await get('/sitemaps/hotels-1.xml');
    expect(hotels.body).toContain('<changefreq>monthly</changefreq><priority>0.6</priority>');
  });

  it('lastmod follows content changes, not builds', async () => {
    const before = (await get('/sitemaps/destinations-1.xml')).body;
    await app.sitemaps.rebuild();
    expect((await get('/sitemaps/destinations-1.xml')).body).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.update(seoPages).set({ updatedAt: new Date() }).where(eqPath('about'));
    await app.sitemaps.rebuild();
    const index = (await get('/sitemap.xml')).body;
    const pages = (await get('/sitemaps/pages-1.xml')).body;
    const stamp = /<lastmod>([^<]+)<\/lastmod>/.exec(pages)?.[1];
    expect(index).toContain(`pages-1.xml</loc><lastmod>${stamp}</lastmod>`);
    expect((await get('/sitemaps/destinations-1.xml')).body).toBe(before);
  });

  it('a publish event schedules a rebuild; unknown files are 404', async () => {
    const schedule = vi.spyOn(app.sitemaps, 'schedule');
    await app.deps.bus.publish({
      type: 'public-page.changed',
      path: '/about',
      fromPath: null,
      sitemap: 'pages',
    });
    expect(schedule).toHaveBeenCalledTimes(1);
    for (const url of [
      '/sitemaps/blog-2.xml',
      '/sitemaps/..%2Fmanifest.json',
      '/sitemaps/pages-9.xml',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

const eqPath = (value: string) => eq(seoPages.path, value);

/** A source of `count` made-up pages, for the writer's limits. */
function syntheticSource(count: number): SitemapSource {
  return {
    type: 'destinations',
    async *batches(_db, { batchSize }) {
      for (let start = 0; start < count; start += batchSize) {
        const size = Math.min(batchSize, count - start);
        yield Array.from({ length: size }, (_, index) => ({
          path: `/destination/place-${start + index}/excursions`,
          lastmod: new Date(Date.UTC(2026, 0, 1) + (start + index) * 1000),
        }));
      }
    },
  };
}

describe('the writer and the keeper', () => {
  it('the contract names the same sitemap types as the server', () => {
    expect([...SITEMAP_TYPE_NAMES]).toEqual([...SITEMAP_TYPES]);
  });

  it('splits a type above 45,000 URLs into files, each under the limits', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-sitemaps-'));
    const manifest = await buildSitemaps(db, {
      root,
      origin: ORIGIN,
      sources: [syntheticSource(MAX_URLS_PER_FILE + 10)],
    });
    expect(manifest.files.map((file) => [file.name, file.urls])).toEqual([
      ['destinations-1.xml', MAX_URLS_PER_FILE],
      ['destinations-2.xml', 10],
    ]);
    const second = await fs.readFile(path.join(root, manifest.dir, 'destinations-2.xml'), 'utf8');
    expect(locs(parseXml(second, 'urlset'))).toHaveLength(10);
    expect(manifest.files[1]!.lastmod).toBe(
      new Date(Date.UTC(2026, 0, 1) + (MAX_URLS_PER_FILE + 9) * 1000).toISOString(),
    );
  });

  it('a restart serves the set on disk at once; a debounced burst builds once', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-sitemaps-'));
    const options = { db, root, origin: ORIGIN, sources: [syntheticSource(3)], log: app.log };
    const first = createSitemapKeeper({ ...options, debounceMs: 20 });
    const built = await first.current();
    await first.stop();
    const restarted = createSitemapKeeper({ ...options, debounceMs: 20 });
    expect((await restarted.current()).builtAt).toBe(built.builtAt);
    restarted.schedule();
    restarted.schedule();
    restarted.schedule();
    await vi.waitFor(() => expect(restarted.known()?.builtAt).not.toBe(built.builtAt));
    const dirs = (await fs.readdir(root)).filter((name) => name.startsWith('set-'));
    expect(dirs).toEqual([restarted.known()!.dir]);
    await restarted.stop();
  });
});
