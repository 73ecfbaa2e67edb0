import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seoPages } from '../../../db/schema/index.ts';
import { privacy, suspend } from '../people/people-test-helpers.ts';
import { createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { buildDestination, LISBON } from '../../test/page-fixtures.ts';
import { parseHead, typesIn, webRootWithIndex } from './head-test-helpers.ts';

const ORIGIN = 'https://roamly.example';
const webRoot = await webRootWithIndex();
const { app, database } = await createTestApp({ webRoot, baseUrl: ORIGIN });
await buildDestination(database, LISBON);

const ACCEPTS = ['*/*', 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8'];

async function head(url: string, accept = '*/*') {
  const response = await app.inject({ url, headers: { accept } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return parseHead(response.body);
}

/** One set of tags, never the static ones beside the page's own. */
function expectSingleHead(parsed: ReturnType<typeof parseHead>) {
  expect(parsed.titles).toBe(1);
  expect(parsed.metaCount('description')).toBe(1);
  expect(parsed.html).not.toContain('Roamly — share your travels</title>\n    <title');
}

describe('server-rendered heads of public pages (any Accept)', () => {
  it.each(ACCEPTS)('landing page with %s: WebSite and Organization', async (accept) => {
    const parsed = await head('/', accept);
    expectSingleHead(parsed);
    expect(parsed.title).toBe('Roamly — share your travels');
    expect(parsed.canonical).toBe(`${ORIGIN}/`);
    expect(parsed.meta('og:type')).toBe('website');
    expect(parsed.meta('twitter:card')).toBe('summary');
    expect(typesIn(parsed.jsonLd)).toEqual(['WebSite', 'Organization']);
    // The SPA's own boot script and root survive the rewrite.
    expect(parsed.html).toContain('<script src="/boot.js"></script>');
    expect(parsed.html).toContain('<div id="root"></div>');
  });

  it.each(ACCEPTS)(
    'destination page with %s: TouristDestination and breadcrumbs',
    async (accept) => {
      const parsed = await head('/destination/lisbon/tours', accept);
      expectSingleHead(parsed);
      expect(parsed.title).toContain('Lisbon');
      expect(parsed.meta('description')!.length).toBeLessThanOrEqual(160);
      // The three tour types are one page: one canonical address.
      expect(parsed.canonical).toBe(`${ORIGIN}/destination/lisbon/excursions`);
      expect(parsed.meta('og:url')).toBe(parsed.canonical);
      expect(typesIn(parsed.jsonLd)).toEqual(['TouristDestination', 'BreadcrumbList']);
      const crumbs = parsed.jsonLd[1]!.itemListElement as { item: string }[];
      expect(crumbs.at(-1)!.item).toBe(`${ORIGIN}/destination/lisbon/excursions`);
    },
  );

  it('hotel listing: a CollectionPage of hotels, none with a made-up rating', async () => {
    const parsed = await head('/destination/lisbon/hotels');
    expectSingleHead(parsed);
    expect(parsed.title).toBe('Hotels in Lisbon | Best Accommodation | Roamly');
    expect(parsed.canonical).toBe(`${ORIGIN}/destination/lisbon/hotels`);
    expect(typesIn(parsed.jsonLd)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(parsed.html).toContain('"@type":"Hotel"');
    expect(parsed.html).not.toContain('AggregateRating');
  });

  it('an invalid hand-written JSON-LD override is ignored with a log line', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      webRoot,
      baseUrl: ORIGIN,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    await buildDestination(logged.database, {
      ...LISBON,
      code: 99,
      slug: 'porto',
      name: 'Porto',
      asciiName: 'porto',
    });
    await logged.database.db.insert(seoPages).values({
      path: 'destination/porto/excursions',
      title: 'Porto by the river | Roamly',
      description: 'Port cellars and tiles.',
      status: 'active',
      schemaMarkup: JSON.stringify({ '@context': 'https://schema.org', '@type': 'Hotel' }),
    });
    const response = await logged.app.inject({ url: '/destination/porto/excursions' });
    const parsed = parseHead(response.body);
    expect(parsed.title).toBe('Porto by the river | Roamly');
    expect(typesIn(parsed.jsonLd)).toEqual(['TouristDestination', 'BreadcrumbList']);
    expect(lines.join('')).toContain('ignored invalid JSON-LD');
    expect(lines.join('')).toContain('Hotel needs name');
    await logged.app.close();
  });

  it('JSON-LD text cannot end its script block', async () => {
    const member = await buildMember(database, { firstName: '</script><script>alert(1)</script>' });
    const response = await app.inject({ url: `/profile/${member.user.id}` });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(parseHead(response.body).title).toContain('</script>');
  });
});

describe('profiles: only what the member lets everyone see', () => {
  it('a public profile: ProfilePage about a Person, location only when shown', async () => {
    const maya = await buildMember(database, {
      firstName: 'Maya',
      lastName: 'Ruiz',
      bio: 'Slow travel in the Andes.',
      location: 'Cusco, Peru',
      privacySettings: privacy({ showLocation: false }),
    });
    const parsed = await head(`/profile/${maya.user.id}`);
    expect(parsed.title).toBe('Maya Ruiz · Roamly');
    expect(parsed.meta('description')).toBe('Slow travel in the Andes.');
    expect(parsed.meta('og:type')).toBe('profile');
    expect(typesIn(parsed.jsonLd)).toEqual(['ProfilePage']);
    expect(parsed.meta('robots')).toBeNull();
    expect(parsed.html).not.toContain('Cusco');
  });

  it('a private profile: its name only, noindex, no bio, photo or structured data', async () => {
    const hidden = await buildMember(database, {
      firstName: 'Iris',
      bio: 'My secret bio',
      location: 'Hidden Town',
      profileImageUrl: '/uploads/iris.jpg',
      privacySettings: privacy({ profileVisibility: false }),
    });
    const parsed = await head(`/profile/${hidden.user.id}`);
    expect(parsed.meta('robots')).toBe('noindex');
    expect(parsed.jsonLd).toEqual([]);
    for (const secret of ['My secret bio', 'Hidden Town', 'iris.jpg']) {
      expect(parsed.html).not.toContain(secret);
    }
  });

  it('a suspended member has no page (404 with the site-wide head)', async () => {
    const gone = await buildMember(database, { firstName: 'Gone', bio: 'Gone bio' });
    await suspend(database, gone.user.id);
    const response = await app.inject({
      url: `/profile/${gone.user.id}`,
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Gone bio');
  });
});

describe('post permalinks: a rich head only for posts everyone may see', () => {
  it('a public post: SocialMediaPosting with its text and image', async () => {
    const author = await buildMember(database, { firstName: 'Leo', lastName: 'Park' });
    const post = await buildPost(database, {
      userId: author.user.id,
      content: 'Sunrise over the Tagus from Miradouro da Graça.',
      imageUrl: '/uploads/tagus.jpg',
      location: 'Lisbon, Portugal',
    });
    const parsed = await head(`/posts/${post.id}`);
    expect(parsed.meta('og:type')).toBe('article');
    expect(parsed.meta('og:image')).toBe(`${ORIGIN}/uploads/tagus.jpg`);
    expect(parsed.meta('twitter:card')).toBe('summary_large_image');
    expect(parsed.meta('description')).toBe('Sunrise over the Tagus from Miradouro da Graça.');
    expect(typesIn(parsed.jsonLd)).toEqual(['SocialMediaPosting']);
    expect(parsed.jsonLd[0]!.image).toBe(`${ORIGIN}/uploads/tagus.jpg`);
  });

  it.each(['followers', 'private'] as const)(
    'a %s post never puts its text or image in the head, even for its followers',
    async (visibility) => {
      const author = await buildMember(database);
      const follower = await buildMember(database);
      const post = await buildPost(database, {
        userId: author.user.id,
        content: `Secret ${visibility} words`,
        imageUrl: `/uploads/secret-${visibility}.jpg`,
        privacy: visibility,
      });
      for (const cookie of [undefined, author.cookie, follower.cookie]) {
        const response = await app.inject({
          url: `/posts/${post.id}`,
          headers: { accept: '*/*', ...(cookie ? { cookie } : {}) },
        });
        expect(response.body).not.toContain(`Secret ${visibility} words`);
        expect(response.body).not.toContain(`secret-${visibility}.jpg`);
      }
      // The author sees their post (200): the head is the generic one, out of search results.
      const own = await app.inject({
        url: `/posts/${post.id}`,
        headers: { accept: '*/*', cookie: author.cookie },
      });
      expect(own.statusCode).toBe(200);
      const parsed = parseHead(own.body);
      expect(parsed.title).toBe('A post on Roamly');
      expect(parsed.meta('robots')).toBe('noindex');
      expect(parsed.jsonLd).toEqual([]);
    },
  );

  it('a public post of a member with a private profile gets the generic head', async () => {
    const author = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: false }),
    });
    const post = await buildPost(database, {
      userId: author.user.id,
      content: 'Quiet public words',
    });
    const response = await app.inject({
      url: `/posts/${post.id}`,
      headers: { cookie: author.cookie },
    });
    expect(response.body).not.toContain('Quiet public words');
  });
});

describe('caching and the plain answers around it', () => {
  it('a cached page answers 304 to its ETag; editing the post drops the cached head', async () => {
    const author = await buildMember(database, { firstName: 'Ana' });
    const post = await buildPost(database, { userId: author.user.id, content: 'First words' });
    const first = await app.inject({ url: `/posts/${post.id}` });
    const again = await app.inject({
      url: `/posts/${post.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: { cookie: author.cookie },
      payload: { content: 'Second words' },
    });
    expect(edited.statusCode).toBe(200);
    const after = await app.inject({ url: `/posts/${post.id}` });
    expect(after.body).toContain('Second words');
    expect(after.body).not.toContain('First words');
  });

  it('compressed once per page: Brotli and gzip bodies decode to the same HTML', async () => {
    const plain = await app.inject({ url: '/destination/lisbon/hotels' });
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await app.inject({
        url: '/destination/lisbon/hotels',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : zlib.gunzipSync(response.rawPayload);
      expect(body.toString('utf8')).toBe(plain.body);
    }
    const refused = await app.inject({
      url: '/destination/lisbon/hotels',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('a query string is rendered each time, never cached', async () => {
    const author = await buildMember(database, { firstName: 'Tia' });
    const post = await buildPost(database, { userId: author.user.id, content: 'Tagged words' });
    const tagged = `/posts/${post.id}?utm_source=slack`;
    expect((await app.inject({ url: tagged })).body).toContain('Tagged words');
    await app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: { cookie: author.cookie },
      payload: { content: 'Retagged words' },
    });
    expect((await app.inject({ url: tagged })).body).toContain('Retagged words');
  });

  it('made-up addresses never reach a resolver as a 500', async () => {
    for (const url of [
      '/posts/%00',
      '/profile/%00%00',
      '/destination/%00/tours',
      `/destination/${'x'.repeat(400)}/hotels`,
      '/destination/lisbon/%E0%A4%A',
      '/posts/00000000-0000-4000-8000-000000000000?<script>',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('<script>');
    }
  });

  it('assets, unknown paths without text/html and the API keep their JSON 404s', async () => {
    for (const url of [
      '/assets/nope.js',
      '/favicon-missing.png',
      '/no/such/place',
      '/api/nothing',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
