import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_CREATE_REQUIRED,
  BLOG_EDIT_REQUIRED,
  BLOG_FEED_PATH,
  BLOG_NOT_FOUND,
  blogPostBySlugRoute,
  blogPostsRoute,
  blogPostViewRoute,
  blogPreviewLinkRoute,
  createBlogPostRoute,
  publicBlogPostRoute,
  updateBlogPostRoute,
  type TBlogCreateBody,
} from '../../../contract/blog.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { SCHEMA_INVALID } from './blog-write.ts';

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-blog-web-'));
const PAGE = '<!doctype html><title>Roamly</title><div id="root"></div>';
await fs.writeFile(path.join(webRoot, 'index.html'), PAGE);

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example', webRoot });
const db = database.db;
const [admin, writer2, member, premium, moderator] = await Promise.all([
  buildMember(database, { role: 'admin', firstName: 'Olga', lastName: 'Editor' }),
  buildMember(database, { role: 'admin', firstName: 'Olga', lastName: 'Editor' }),
  buildMember(database),
  buildMember(database, { premium: true }),
  buildMember(database, { role: 'moderator' }),
]);
const asAdmin = { cookie: admin.cookie };

const ARTICLE = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');

let counter = 0;
function postBody(overrides: Partial<TBlogCreateBody> = {}): TBlogCreateBody {
  counter += 1;
  return {
    title: `Pastel de nata in Belém ${counter}`,
    excerpt: 'Where the custard tarts come warm from the oven.',
    content: `<p>${ARTICLE}</p>`,
    category: 'food',
    tags: ['lisbon', 'food'],
    status: 'published',
    readingTime: '7',
    ...overrides,
  };
}

/** Saves are limited per operator (30 a minute): the public tests write as a second admin. */
let writer = admin;

async function create(overrides: Partial<TBlogCreateBody> = {}) {
  const response = await injectRoute(app, createBlogPostRoute, {
    cookie: writer.cookie,
    body: postBody(overrides),
  });
  expect(response.status).toBe(201);
  return response.body;
}

const read = (slug: string, options: { cookie?: string; preview?: string } = {}) =>
  injectRoute(app, publicBlogPostRoute, {
    params: { slug },
    query: options.preview ? { preview: options.preview } : {},
    ...(options.cookie ? { cookie: options.cookie } : {}),
    remoteAddress: clientAddress(),
  });

async function pageStatus(url: string) {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, location: response.headers.location };
}

describe('blog admin endpoints', () => {
  it('are for admins only: 401 signed out, 403 for members and moderators', async () => {
    expect((await injectRoute(app, blogPostsRoute)).status).toBe(401);
    expect((await injectRoute(app, blogPostsRoute, { cookie: member.cookie })).status).toBe(403);
    expect((await injectRoute(app, blogPostsRoute, { cookie: moderator.cookie })).status).toBe(403);
    const body = postBody();
    expect((await injectRoute(app, createBlogPostRoute, { body })).status).toBe(401);
    expect(
      (await injectRoute(app, createBlogPostRoute, { cookie: member.cookie, body })).status,
    ).toBe(403);
  });

  it('create: spec rules — slug from title, metaTitle copied, tags parsed, reading time 1–60 default 5', async () => {
    const created = await create({
      title: '  Ten Days in Lisbon: Trams, Tiles & Tarts!  ',
      tags: ' lisbon, , trams ,tiles,lisbon ' as unknown as string[],
      readingTime: 'soon',
    });
    expect(created).toMatchObject({
      title: 'Ten Days in Lisbon: Trams, Tiles & Tarts!',
      slug: 'ten-days-in-lisbon-trams-tiles-tarts',
      meta_title: 'Ten Days in Lisbon: Trams, Tiles & Tarts!',
      tags: ['lisbon', 'trams', 'tiles'],
      reading_time: 5,
      status: 'published',
      view_count: 0,
      author_id: admin.user.id,
    });
    expect(created.published_at).not.toBeNull();
    expect((await create({ readingTime: 90 })).reading_time).toBe(60);
    expect((await create({ readingTime: 0 })).reading_time).toBe(1);
    expect((await create({ readingTime: 12 })).reading_time).toBe(12);
    // The same title again gets a free slug rather than taking the first post's.
    const again = await create({ title: 'Ten Days in Lisbon: Trams, Tiles & Tarts!' });
    expect(again.slug).toBe('ten-days-in-lisbon-trams-tiles-tarts-2');
  });

  it('create: title and content required with the spec message, wrong enums refused', async () => {
    for (const body of [
      postBody({ title: '' }),
      postBody({ content: '' }),
      postBody({ content: '<script>x</script>' }),
    ]) {
      const response = await injectRoute(app, createBlogPostRoute, { ...asAdmin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: BLOG_CREATE_REQUIRED });
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: { cookie: admin.cookie },
      payload: { ...postBody(), status: 'live', category: 'gossip' },
    });
    expect(wrong.statusCode).toBe(400);
    const nul = await injectRoute(app, createBlogPostRoute, {
      ...asAdmin,
      body: postBody({ title: 'Nul\u0000byte' }),
    });
    expect(nul.status).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...postBody(), content: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses what an attacker sends: NUL slugs, protocol-relative images, unknown authors', async () => {
    const nul = await app.inject({ url: '/api/blog/posts/a%00b' });
    expect(nul.statusCode).toBe(400);
    expect((await pageStatus('/blog/a%00b')).status).toBe(404);
    const adminNul = await app.inject({
      url: '/api/admin/blog/posts/slug/a%00b',
      headers: { cookie: admin.cookie },
    });
    expect(adminNul.statusCode).toBe(400);
    for (const featuredImage of [
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      const refused = await injectRoute(app, createBlogPostRoute, {
        ...asAdmin,
        body: postBody({ featuredImage }),
      });
      expect(refused.status).toBe(400);
    }
    // An author id naming nobody: the operator saving is the author (no 500 from the key).
    const post = await create({ authorId: '00000000-0000-4000-8000-000000000000' });
    expect(post.author_id).toBe(admin.user.id);
    const badPreview = await app.inject({ url: `/api/blog/posts/${post.slug}?preview=%00` });
    expect(badPreview.statusCode).toBe(400);
  });

  it('sanitises content on the server: no script, no event handlers, no javascript: links', async () => {
    const created = await create({
      content:
        '<p onclick="steal()">Hello <a href="javascript:alert(1)">link</a> <img src="x" onerror="boom()"></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="https://tiles.example">tiles</a>',
    });
    expect(created.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(created.content).toContain('<p>Hello <a>link</a> ');
    expect(created.content).toContain('href="https://tiles.example"');
  });

  it('validates the schema markup override as JSON-LD', async () => {
    const bad = await injectRoute(app, createBlogPostRoute, {
      ...asAdmin,
      body: postBody({ schemaMarkup: '{"@type": "BlogPosting"' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: SCHEMA_INVALID });
    const good = await create({
      schemaMarkup: JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Hi',
      }),
    });
    const { body } = await read(good.slug);
    expect(body.json_ld[0]).toMatchObject({ '@type': 'Article', headline: 'Hi' });
    expect(body.json_ld[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('lists posts newest first; reads one by slug; 404 with the message for an unknown slug', async () => {
    const created = await create();
    const list = await injectRoute(app, blogPostsRoute, asAdmin);
    expect(list.status).toBe(200);
    expect(list.body.posts[0]).toMatchObject({ id: created.id, excerpt: created.excerpt });
    expect(list.body.posts[0]).not.toHaveProperty('content');
    const one = await injectRoute(app, blogPostBySlugRoute, {
      ...asAdmin,
      params: { slug: created.slug },
    });
    expect(one.body).toMatchObject({ id: created.id, content: created.content });
    const missing = await injectRoute(app, blogPostBySlugRoute, {
      ...asAdmin,
      params: { slug: 'nope' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: BLOG_NOT_FOUND });
  });

  it('edit: slug regenerated from the title, reading time ceil(words/200), old link answers 301', async () => {
    const created = await create({ title: 'Old Tram Routes' });
    const response = await injectRoute(app, updateBlogPostRoute, {
      ...asAdmin,
      params: { id: created.id },
      body: {
        title: 'New Tram Routes',
        slug: 'ignored',
        excerpt: created.excerpt,
        content: `<p>${ARTICLE}</p>`,
        meta_title: '',
        category: 'tips',
        tags: 'trams, lisbon,, ' as unknown as string[],
        status: 'published',
        reading_time: 1,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      slug: 'new-tram-routes',
      meta_title: 'New Tram Routes',
      tags: ['trams', 'lisbon'],
      reading_time: 3, // 450 words
      category: 'tips',
      published_at: created.published_at,
    });
    expect(await pageStatus('/blog/old-tram-routes')).toEqual({
      status: 301,
      location: '/blog/new-tram-routes',
    });
    expect((await pageStatus('/blog/new-tram-routes')).status).toBe(200);
    // The API tells the client where the post went.
    const moved = await app.inject({ url: '/api/blog/posts/old-tram-routes' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/api/blog/posts/new-tram-routes');
    // The audit log holds the edit with before and after.
    const audit = await db.execute<{
      action: string;
      actor_id: string;
      before: unknown;
      after: unknown;
    }>(
      sql`SELECT action, actor_id, before, after FROM audit_log WHERE object_id = ${created.id} ORDER BY created_at`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['blog.create', 'blog.update']);
    expect(audit.rows[1]).toMatchObject({
      actor_id: admin.user.id,
      before: { slug: 'old-tram-routes' },
      after: { slug: 'new-tram-routes' },
    });
  });

  it('edit: spec message when title or content is empty; 404 unknown id; 409 on a taken slug', async () => {
    const first = await create({ title: 'Taken Title' });
    const second = await create();
    const base = {
      excerpt: '',
      content: '<p>Text</p>',
      category: 'tips' as const,
      status: 'draft' as const,
    };
    const empty = await injectRoute(app, updateBlogPostRoute, {
      ...asAdmin,
      params: { id: second.id },
      body: { ...base, title: '' },
    });
    expect(empty.body).toEqual({ message: BLOG_EDIT_REQUIRED });
    const unknown = await injectRoute(app, updateBlogPostRoute, {
      ...asAdmin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { ...base, title: 'Anything' },
    });
    expect(unknown.status).toBe(404);
    const taken = await injectRoute(app, updateBlogPostRoute, {
      ...asAdmin,
      params: { id: second.id },
      body: { ...base, title: first.title },
    });
    expect(taken.status).toBe(409);
    expect(
      (
        await injectRoute(app, updateBlogPostRoute, {
          cookie: member.cookie,
          params: { id: second.id },
          body: { ...base, title: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('public blog post', () => {
  beforeAll(() => {
    writer = writer2;
  });

  it('reads a published post signed out; drafts and archived posts are not found (page and API)', async () => {
    const published = await create();
    const response = await read(published.slug);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: published.title, locked: false, preview: false });
    expect(response.body.content).toContain('word449');
    expect(response.body.json_ld[0]).toMatchObject({
      '@type': 'BlogPosting',
      url: `https://roamly.example/blog/${published.slug}`,
      author: { '@type': 'Person', name: 'Olga Editor' },
    });
    for (const status of ['draft', 'archived'] as const) {
      const hidden = await create({ status });
      const refused = await read(hidden.slug);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: BLOG_NOT_FOUND });
      expect((await pageStatus(`/blog/${hidden.slug}`)).status).toBe(404);
    }
    expect((await pageStatus('/blog/no-such-post')).status).toBe(404);
    expect((await pageStatus(`/blog/${published.slug}`)).status).toBe(200);
  });

  it('premium-only posts: the full content for Premium members, admins and the author only', async () => {
    const guide = await create({ isPremium: true });
    const signedOut = await read(guide.slug);
    expect(signedOut.body).toMatchObject({ locked: true, content: '', excerpt: guide.excerpt });
    expect(JSON.stringify(signedOut.body)).not.toContain('word449');
    const asMember = await read(guide.slug, { cookie: member.cookie });
    expect(asMember.body).toMatchObject({ locked: true, content: '' });
    const asPremium = await read(guide.slug, { cookie: premium.cookie });
    expect(asPremium.body.locked).toBe(false);
    expect(asPremium.body.content).toContain('word449');
    expect((await read(guide.slug, { cookie: admin.cookie })).body.locked).toBe(false);
  });

  it('drafts open through a signed, expiring preview link; a forged or other post’s token does not', async () => {
    const draft = await create({ status: 'draft' });
    const other = await create({ status: 'draft' });
    const link = await injectRoute(app, blogPreviewLinkRoute, {
      cookie: writer.cookie,
      params: { id: draft.id },
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.origin + url.pathname).toBe(`https://roamly.example/blog/${draft.slug}`);
    const token = url.searchParams.get('preview') ?? '';
    const previewed = await read(draft.slug, { preview: token });
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ preview: true, locked: false });
    expect(
      (await pageStatus(`/blog/${draft.slug}?preview=${encodeURIComponent(token)}`)).status,
    ).toBe(200);
    expect((await read(other.slug, { preview: token })).status).toBe(404);
    const [expires, mac] = token.split('.');
    const stretched = `${Number(expires) + 1000}.${mac}`;
    expect((await read(draft.slug, { preview: stretched })).status).toBe(404);
    expect((await read(draft.slug, { preview: 'garbage' })).status).toBe(404);
    expect(
      (
        await injectRoute(app, blogPreviewLinkRoute, {
          cookie: member.cookie,
          params: { id: draft.id },
        })
      ).status,
    ).toBe(403);
  });

  it('counts a view once per visitor per day, however often the page is reloaded', async () => {
    const post = await create();
    const view = (cookie: string | undefined, address: string, agent = 'Firefox') =>
      app.inject({
        method: 'POST',
        url: `/api/blog/posts/${post.slug}/view`,
        remoteAddress: address,
        headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) },
      });
    const visitor = clientAddress();
    const first = await view(undefined, visitor);
    expect(first.json()).toEqual({ counted: true, view_count: 1 });
    expect((await view(undefined, visitor)).json()).toEqual({ counted: false, view_count: 1 });
    expect((await view(undefined, visitor, 'Safari')).json()).toEqual({
      counted: true,
      view_count: 2,
    });
    expect((await view(member.cookie, clientAddress())).json()).toMatchObject({ view_count: 3 });
    // The same member from another network is the same visitor.
    expect((await view(member.cookie, clientAddress())).json()).toEqual({
      counted: false,
      view_count: 3,
    });
    // No address is stored as is.
    const stored = await db.execute<{ visitor_key: string }>(
      sql`SELECT visitor_key FROM blog_post_views WHERE post_id = ${post.id}`,
    );
    expect(stored.rows.map((row) => row.visitor_key).join()).not.toContain(visitor);
    const draft = await create({ status: 'draft' });
    const refused = await injectRoute(app, blogPostViewRoute, {
      params: { slug: draft.slug },
      remoteAddress: clientAddress(),
    });
    expect(refused.status).toBe(404);
  });

  it('serves an RSS 2.0 feed of published posts, escaped, without premium content', async () => {
    await create({ title: 'Fish & Chips <Best> "Ever"', excerpt: 'Crispy & <b>hot</b>' });
    await create({ title: 'Secret draft', status: 'draft' });
    const response = await app.inject({ url: BLOG_FEED_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Fish &amp; Chips &lt;Best&gt; &quot;Ever&quot;</title>');
    expect(xml).toContain('<description>Crispy &amp; &lt;b&gt;hot&lt;/b&gt;</description>');
    expect(xml).not.toContain('Secret draft');
    expect(xml).not.toContain('word449');
    // Well-formed: every element closes, and the parser in the page finds the items.
    const open = (xml.match(/<item>/g) ?? []).length;
    expect(open).toBeGreaterThan(0);
    expect((xml.match(/<\/item>/g) ?? []).length).toBe(open);
    expect(xml).toMatch(/<link>https:\/\/roamly\.example\/blog\/fish-chips-best-ever<\/link>/);
  });
});
