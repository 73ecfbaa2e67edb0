import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createSeoPageRoute,
  destinationFullTemplateRoute,
  destinationMetaRoute,
  generateHotelTemplateRoute,
  generateTemplatedContentRoute,
  SEO_MESSAGES,
  seoPageRoute,
  seoPagesRoute,
  updateSchemaRoute,
  updateSeoPageRoute,
} from '../../../contract/admin-seo.ts';
import { listAuditRoute } from '../../../contract/audit.ts';
import { findPageRedirect } from '../../../db/queries/page-redirects.ts';
import { seoPages, tours } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { buildDestination, LISBON, LONDON, PORTUGAL } from '../../test/page-fixtures.ts';

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
const db = database.db;
const [member, admin, moderator] = await Promise.all([
  buildMember(database),
  buildMember(database, { role: 'admin' }),
  buildMember(database, { role: 'moderator' }),
]);
const asAdmin = { cookie: admin.cookie };
await buildDestination(database, { ...LISBON, tourCount: 1, avgRating: 4.8 });
await buildDestination(database, PORTUGAL);
await buildDestination(database, LONDON);
await db.insert(tours).values({
  productCode: 'LIS-TRAM',
  source: 'sample',
  destinationCode: LISBON.code,
  title: 'Tram 28 and Alfama Walking Tour',
  category: 'walking',
  rating: 4.8,
  reviewCount: 1200,
  priceFrom: 35,
  currency: 'EUR',
  priceEur: 35,
});

let counter = 0;
async function createPage(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return injectRoute(app, createSeoPageRoute, {
    ...asAdmin,
    body: {
      path: `destination/place-${counter}/excursions`,
      title: `Place ${counter} tours`,
      description: `Things to do in place ${counter}.`,
      ...overrides,
    },
  });
}

describe('SEO pages: who may call', () => {
  it('answers 401 to visitors, 403 to members and moderators on every SEO route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      (o: object) => injectRoute(app, seoPagesRoute, o),
      (o: object) => injectRoute(app, seoPageRoute, { ...o, params: { id } }),
      (o: object) =>
        injectRoute(app, createSeoPageRoute, { ...o, body: { path: 'x', title: 'X' } }),
      (o: object) => injectRoute(app, updateSchemaRoute, { ...o, params: { id } }),
      (o: object) =>
        injectRoute(app, generateHotelTemplateRoute, { ...o, body: { destinationName: 'Lisbon' } }),
      (o: object) =>
        injectRoute(app, destinationMetaRoute, { ...o, params: { destination: 'lisbon' } }),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call({ cookie: member.cookie })).status).toBe(403);
      expect((await call({ cookie: moderator.cookie })).status).toBe(403);
    }
  });
});

describe('SEO pages: create, read, list', () => {
  it('creates a page with defaults (draft, 0.8, weekly) and reads it back', async () => {
    const created = await createPage({ path: 'destination/lisbon/excursions', title: 'Lisbon' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      path: 'destination/lisbon/excursions',
      status: 'draft',
      priority: 0.8,
      changeFreq: 'weekly',
      schemaMarkup: null,
    });
    const read = await injectRoute(app, seoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
    });
    expect(read.body.title).toBe('Lisbon');
  });

  it('puts the URL handle through the slug rule, and refuses one with no letters', async () => {
    const created = await createPage({ path: '/Destination/São  Paulo!!/--Hotels/' });
    expect(created.body.path).toBe('destination/sao-paulo/-hotels');
    const empty = await createPage({ path: '/!!/' });
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(SEO_MESSAGES.pathEmpty);
  });

  it('refuses a second page on the same path (409)', async () => {
    await createPage({ path: 'destination/porto/excursions' });
    const again = await createPage({ path: 'destination/porto/excursions' });
    expect(again.status).toBe(409);
    expect(again.message).toBe(SEO_MESSAGES.pathTaken);
  });

  it('sanitises stored HTML: scripts, event handlers and javascript: URLs are gone', async () => {
    const created = await createPage({
      content:
        '<h1 onclick="steal()">Hi</h1><script>alert(1)</script><p style="position:fixed">x</p>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a>' +
        '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAA"><iframe src="https://e.example"></iframe>' +
        '<span style="font-size: 24px; color: #ff0000; background: url(javascript:x)">big</span>',
    });
    const html = created.body.content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|data:|position/i);
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain('<span style="font-size:24px;color:#ff0000">big</span>');
  });

  it('validates: schema markup must be schema.org JSON-LD, enums and priority bounds', async () => {
    const bad = await createPage({ schemaMarkup: '{"@type": "Thing"' });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe(SEO_MESSAGES.schemaNotJson);
    const good = await createPage({
      schemaMarkup: '{"@context":"https://schema.org","@type":"WebPage","name":"x"}',
    });
    expect(JSON.parse(good.body.schemaMarkup!)).toMatchObject({ '@type': 'WebPage' });
    expect((await createPage({ status: 'published' })).status).toBe(400);
    expect((await createPage({ changeFreq: 'sometimes' })).status).toBe(400);
    expect((await createPage({ priority: 1.5 })).status).toBe(400);
    expect((await createPage({ title: '' })).status).toBe(400);
    expect((await createPage({ title: 'a\u0000b' })).status).toBe(400);
    expect((await createPage({ ogImage: 'javascript:alert(1)' })).status).toBe(400);
    expect((await createPage({ content: 'x'.repeat(200_001) })).status).toBe(400);
  });

  it('lists newest change first with search by path or title, status filter and keyset pages', async () => {
    for (let i = 0; i < 3; i += 1) {
      await createPage({ title: `Zanzibar beach ${i}`, status: 'active' });
    }
    await createPage({ path: 'destination/zanzibar-town/hotels', title: 'Stone Town stays' });
    const byTitle = await injectRoute(app, seoPagesRoute, { ...asAdmin, query: { q: 'ZANZIBAR' } });
    expect(byTitle.body.pages).toHaveLength(4);
    expect(byTitle.body.pages[0]!.title).toBe('Stone Town stays');
    const active = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { q: 'zanzibar', status: 'active' },
    });
    expect(active.body.pages.map((p) => p.title)).toEqual([
      'Zanzibar beach 2',
      'Zanzibar beach 1',
      'Zanzibar beach 0',
    ]);
    const first = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { q: 'zanzibar', limit: 3 },
    });
    expect(first.body.nextCursor).not.toBeNull();
    const second = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { q: 'zanzibar', limit: 3, cursor: first.body.nextCursor! },
    });
    expect(second.body.pages.map((p) => p.title)).toEqual(['Zanzibar beach 0']);
    expect(second.body.nextCursor).toBeNull();
    const percent = await injectRoute(app, seoPagesRoute, { ...asAdmin, query: { q: '%' } });
    expect(percent.body.pages).toHaveLength(0);
    const badCursor = await injectRoute(app, seoPagesRoute, {
      ...asAdmin,
      query: { cursor: 'nonsense' },
    });
    expect(badCursor.status).toBe(400);
  });

  it('answers 404 for an unknown page and 400 for a malformed id', async () => {
    const missing = await injectRoute(app, seoPageRoute, {
      ...asAdmin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await injectRoute(app, seoPageRoute, { ...asAdmin, params: { id: 'nope' } })).status,
    ).toBe(400);
  });
});

describe('SEO pages: update', () => {
  it('changes only the fields sent, audits before and after', async () => {
    const created = await createPage({ keywords: 'a, b' });
    const updated = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { title: 'New title', status: 'archived', priority: 0.4 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'New title',
      status: 'archived',
      priority: 0.4,
      keywords: 'a, b',
    });
    const audit = await injectRoute(app, listAuditRoute, {
      ...asAdmin,
      query: { objectType: 'seo_page' },
    });
    const entry = audit.body.items.find(
      (item) => item.objectId === created.body.id && item.action === 'seo_page.update',
    );
    expect(entry?.before).toMatchObject({ title: created.body.title, status: 'draft' });
    expect(entry?.after).toMatchObject({ title: 'New title', status: 'archived' });
  });

  it('a changed path keeps the old address as a 301 redirect, in the same transaction', async () => {
    const created = await createPage({ path: 'destination/faro/excursions' });
    await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { path: 'destination/faro-algarve/excursions' },
    });
    expect(await findPageRedirect(db, { path: '/destination/faro/excursions' })).toBe(
      '/destination/faro-algarve/excursions',
    );
    await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { path: 'destination/algarve/excursions' },
    });
    // No chains: the oldest address goes straight to the newest.
    expect(await findPageRedirect(db, { path: '/destination/faro/excursions' })).toBe(
      '/destination/algarve/excursions',
    );
    // A path taken by another page is refused and nothing moves.
    const other = await createPage({ path: 'destination/braga/excursions' });
    const clash = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: other.body.id },
      body: { path: 'destination/algarve/excursions' },
    });
    expect(clash.status).toBe(409);
    expect(await findPageRedirect(db, { path: '/destination/braga/excursions' })).toBeNull();
  });

  it('a save that changes nothing writes nothing (no audit entry, same updatedAt)', async () => {
    const created = await createPage({ priority: 0.8 });
    const same = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { title: created.body.title, priority: 0.8 },
    });
    expect(same.body.updatedAt).toBe(created.body.updatedAt);
  });

  it('answers people, never a 500, for hostile input', async () => {
    const created = await createPage();
    const nul = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: {
        content: '<p>a\u0000b</p>',
        // An escaped NUL inside the JSON is kept escaped; PostgreSQL never sees a raw one.
        schemaMarkup: '{"@context":"https://schema.org","name":"a\\u0000"}',
      },
    });
    expect(nul.status).toBe(200);
    expect(nul.body.content).toBe('<p>ab</p>');
    expect(nul.body.schemaMarkup).toContain('\\u0000');
    const raw = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { schemaMarkup: '{"@context":"https://schema.org","name":"a\u0000"}' },
    });
    expect(raw.status).toBe(400);
    const search = await injectRoute(app, seoPagesRoute, { ...asAdmin, query: { q: 'a\u0000' } });
    expect(search.status).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/admin/seo/pages',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: 'x', title: 'x', content: 'x'.repeat(600 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('sanitises content on update too and 404s an unknown page', async () => {
    const created = await createPage();
    const updated = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: created.body.id },
      body: { content: '<p onmouseover="x()">Hello<script>bad()</script></p>' },
    });
    expect(updated.body.content).toBe('<p>Hello</p>');
    const missing = await injectRoute(app, updateSeoPageRoute, {
      ...asAdmin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { title: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('update-schema', () => {
  it('builds JSON-LD from the fields: a TouristDestination with its breadcrumbs', async () => {
    const created = await createPage({
      path: 'destination/lisbon-old-town/excursions',
      title: 'Lisbon Old Town tours',
      description: 'Alfama and Mouraria.',
      destination: 'Lisbon',
      ogImage: '/images/lisbon.jpg',
    });
    const response = await injectRoute(app, updateSchemaRoute, {
      ...asAdmin,
      params: { id: created.body.id },
    });
    expect(response.status).toBe(200);
    const schema = JSON.parse(response.body.schemaMarkup) as {
      '@graph': Record<string, unknown>[];
    };
    expect(schema['@graph'][0]).toMatchObject({
      '@type': 'TouristDestination',
      name: 'Lisbon',
      url: 'https://roamly.example/destination/lisbon-old-town/excursions',
      image: 'https://roamly.example/images/lisbon.jpg',
    });
    expect(schema['@graph'][1]!['@type']).toBe('BreadcrumbList');
    const [row] = await db.select().from(seoPages).where(eq(seoPages.id, created.body.id));
    expect(row!.schemaMarkup).toBe(response.body.schemaMarkup);
  });

  it('a hotels page is a CollectionPage about the city, with no rating invented', async () => {
    const created = await createPage({ path: 'destination/london/hotels', title: 'London hotels' });
    const response = await injectRoute(app, updateSchemaRoute, {
      ...asAdmin,
      params: { id: created.body.id },
    });
    expect(response.body.schemaMarkup).toContain('"CollectionPage"');
    expect(response.body.schemaMarkup).not.toContain('aggregateRating');
  });
});

describe('templates and single-destination meta', () => {
  it('destination meta: title 50–60, description 150–160, keywords and schemaData', async () => {
    const response = await injectRoute(app, destinationMetaRoute, {
      ...asAdmin,
      params: { destination: 'lisbon' },
    });
    expect(response.status).toBe(200);
    expect(response.body.provider).toBe('local');
    expect(response.body.title.length).toBeGreaterThanOrEqual(50);
    expect(response.body.title.length).toBeLessThanOrEqual(60);
    expect(response.body.description.length).toBeGreaterThanOrEqual(150);
    expect(response.body.description.length).toBeLessThanOrEqual(160);
    expect(response.body.title).toContain('Lisbon');
    expect(response.body.keywords).toContain('things to do in lisbon');
    expect(response.body.schemaData['@type']).toBe('TouristDestination');
  });

  it('full template and the two templated contents answer sanitised HTML', async () => {
    const full = await injectRoute(app, destinationFullTemplateRoute, {
      ...asAdmin,
      params: { destination: 'lisbon' },
    });
    expect(full.body.content).toContain('Tram 28');
    const hotels = await injectRoute(app, generateHotelTemplateRoute, {
      ...asAdmin,
      body: { destinationName: 'London' },
    });
    expect(hotels.body).toMatchObject({ destinationName: 'London' });
    expect(hotels.body.renderedHtml).toContain('<h2>');
    expect(hotels.body.keywords).toContain('hotels in london');
    const excursions = await injectRoute(app, generateTemplatedContentRoute, {
      ...asAdmin,
      body: { destinationName: '<script>Lisbon</script>' },
    });
    expect(excursions.status).toBe(200);
    expect(excursions.body.renderedHtml).not.toContain('<script');
    const blank = await injectRoute(app, generateTemplatedContentRoute, {
      ...asAdmin,
      body: { destinationName: '!!!' },
    });
    expect(blank.status).toBe(400);
  });
});

describe('indexes', () => {
  it('the list query uses an index, never a sort of the whole table', async () => {
    await db.execute(sql`SET enable_seqscan = off`);
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`
      EXPLAIN SELECT id FROM seo_pages WHERE status = 'active'
      ORDER BY updated_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 26`);
    await db.execute(sql`SET enable_seqscan = on`);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('seo_pages_status_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});

describe('saving a page tells the sitemap and the cached heads', () => {
  it('announces public-page.changed with its typed sitemap, and the old path of a move', async () => {
    const events: unknown[] = [];
    const unsubscribe = app.deps.bus.subscribe((event) => {
      if (event.type === 'public-page.changed') events.push(event);
    });
    try {
      const created = await injectRoute(app, createSeoPageRoute, {
        ...asAdmin,
        body: { path: 'destination/lisbon/hotels', title: 'Hotels in Lisbon', status: 'active' },
      });
      expect(created.status).toBe(201);
      await injectRoute(app, updateSeoPageRoute, {
        ...asAdmin,
        params: { id: created.body.id },
        body: { path: 'guides/where-to-stay-in-lisbon' },
      });
      await expect.poll(() => events.length).toBe(2);
      expect(events).toMatchObject([
        {
          type: 'public-page.changed',
          path: '/destination/lisbon/hotels',
          fromPath: null,
          sitemap: 'hotels',
        },
        {
          type: 'public-page.changed',
          path: '/guides/where-to-stay-in-lisbon',
          fromPath: '/destination/lisbon/hotels',
          sitemap: 'pages',
        },
      ]);
    } finally {
      unsubscribe();
    }
  });
});
