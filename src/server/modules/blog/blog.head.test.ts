import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { blogRuntime } from './blog-runtime.ts';
import { blogPostHead } from './blog.head.ts';
import { blogSitemapSource } from './blog.sitemap.ts';
import { signPreviewToken } from './preview-token.ts';

const { app, database } = await createTestApp({ baseUrl: 'https://roamly.example' });
const db = database.db;
const author = await buildUser(database, { firstName: 'Rita', lastName: 'Writer' });
const { secret } = await blogRuntime(app.deps.config);

const published = new Date('2026-10-01T08:00:00Z');
const [post, draft] = await db
  .insert(blogPosts)
  .values([
    {
      title: 'Tiles of Porto',
      slug: 'tiles-of-porto',
      excerpt: 'Blue and white, everywhere.',
      content: '<p>Azulejos</p>',
      metaTitle: 'Porto’s Azulejos: a Walking Guide',
      metaDescription: 'Where to see the best tiles in Porto.',
      category: 'culture',
      tags: ['porto', 'tiles'],
      status: 'published',
      featuredImage: 'https://images.example/porto.jpg',
      authorId: author.id,
      publishedAt: published,
    },
    {
      title: 'Draft idea',
      slug: 'draft-idea',
      content: '<p>x</p>',
      category: 'food',
      status: 'draft',
    },
  ])
  .returning();
if (!post || !draft) throw new Error('fixtures');

const head = (slug: string, query = '') =>
  blogPostHead({
    db,
    viewerId: null,
    params: { slug },
    query: new URLSearchParams(query),
    origin: 'https://roamly.example',
    // The blog's head reads the database only.
    ctx: undefined as never,
  });

describe('blogPostHead', () => {
  it('a published post: title, description, canonical, article, image, times and JSON-LD from fields', async () => {
    const result = await head('tiles-of-porto');
    expect(result).toMatchObject({
      title: 'Porto’s Azulejos: a Walking Guide | Roamly Blog',
      description: 'Where to see the best tiles in Porto.',
      canonicalPath: '/blog/tiles-of-porto',
      ogType: 'article',
      image: { url: 'https://images.example/porto.jpg', alt: 'Tiles of Porto' },
      publishedAt: published.toISOString(),
    });
    expect(result?.noindex).toBeUndefined();
    const [article, breadcrumb] = result?.jsonLd ?? [];
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Porto’s Azulejos: a Walking Guide',
      url: 'https://roamly.example/blog/tiles-of-porto',
      datePublished: published.toISOString(),
      author: { '@type': 'Person', name: 'Rita Writer' },
      keywords: 'porto, tiles',
      image: 'https://images.example/porto.jpg',
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('drafts: null, unless the signed preview token is valid (then noindex)', async () => {
    expect(await head('draft-idea')).toBeNull();
    expect(await head('no-such-post')).toBeNull();
    const { token } = signPreviewToken(secret, draft.id);
    expect(await head('draft-idea', `preview=${token}`)).toMatchObject({ noindex: true });
    const other = signPreviewToken(secret, post.id).token;
    expect(await head('draft-idea', `preview=${other}`)).toBeNull();
  });
});

describe('blogSitemapSource', () => {
  it('lists published posts only, in keyset batches by slug', async () => {
    await db.insert(blogPosts).values(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Post ${i}`,
        slug: `post-${i}`,
        content: '<p>x</p>',
        category: 'food',
        status: 'published' as const,
        publishedAt: published,
      })),
    );
    const batches: string[][] = [];
    for await (const batch of blogSitemapSource.batches(db, { batchSize: 2 })) {
      batches.push(batch.map((entry) => entry.path));
      for (const entry of batch) expect(entry.lastmod).toBeInstanceOf(Date);
    }
    expect(blogSitemapSource.type).toBe('blog');
    expect(batches).toEqual([
      ['/blog/post-0', '/blog/post-1'],
      ['/blog/post-2', '/blog/post-3'],
      ['/blog/post-4', '/blog/tiles-of-porto'],
    ]);
  });
});
