import type { FastifyInstance } from 'fastify';
import {
  BLOG_FEED_PATH,
  blogPostBySlugRoute,
  blogPostsRoute,
  blogPostViewRoute,
  blogPreviewLinkRoute,
  createBlogPostRoute,
  publicBlogPostRoute,
  updateBlogPostRoute,
} from '../../../contract/blog.ts';
import { addRoute } from '../../http/route.ts';
import { renderBlogFeed } from './blog-feed.ts';
import { countPostView, readPublicPost, visitorOf } from './blog-public.ts';
import { blogRuntime } from './blog-runtime.ts';
import {
  createPost,
  createPreviewLink,
  getPostBySlug,
  listPosts,
  updatePost,
} from './blog.service.ts';

/** Saves: far above an editor's pace, far below a script's. */
const WRITE_LIMIT = { max: 30, windowMs: 60_000, perMember: true };
/** Bodies: the content limit (200 000 characters) plus the other fields, in UTF-8. */
const BODY_LIMIT = 1024 * 1024;
const READ_LIMIT = { max: 120, windowMs: 60_000 };

/** The operator's blog screens (issue 24 §4), inside the admin plugin behind its guard. */
export async function blogAdminRoutes(app: FastifyInstance) {
  addRoute(app, blogPostsRoute, { auth: 'user' }, async ({ ctx }) => listPosts(ctx));
  addRoute(app, blogPostBySlugRoute, { auth: 'user' }, async ({ ctx, params }) =>
    getPostBySlug(ctx, params),
  );
  const write = { auth: 'user' as const, rateLimit: WRITE_LIMIT, bodyLimit: BODY_LIMIT };
  addRoute(app, createBlogPostRoute, write, async ({ ctx, body }) => createPost(ctx, body));
  addRoute(app, updateBlogPostRoute, write, async ({ ctx, params, body }) =>
    updatePost(ctx, { ...body, id: params.id }),
  );
  addRoute(
    app,
    blogPreviewLinkRoute,
    { auth: 'user', rateLimit: WRITE_LIMIT },
    async ({ ctx, params }) => createPreviewLink(ctx, params),
  );
}

/** The public blog: the post page's read, its view counter and the RSS feed (no sign-in). */
export async function blogPublicRoutes(app: FastifyInstance) {
  // The head resolver reads the secret and origin set here (it gets no app config).
  await blogRuntime(app.deps.config);

  addRoute(
    app,
    publicBlogPostRoute,
    { rateLimit: READ_LIMIT },
    async ({ ctx, params, query, reply }) => {
      const read = await readPublicPost(ctx, { slug: params.slug, preview: query.preview });
      if ('movedTo' in read) {
        return reply.redirect(`/api/blog/posts/${encodeURIComponent(read.movedTo)}`, 302);
      }
      // A preview or a locked read depends on who asks: never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return read.post;
    },
  );
  addRoute(app, blogPostViewRoute, { rateLimit: READ_LIMIT }, async ({ ctx, params, request }) =>
    countPostView(ctx, {
      slug: params.slug,
      visitor: visitorOf(ctx.viewer, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    }),
  );
  app.get(BLOG_FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const { origin } = await blogRuntime(app.deps.config);
    const xml = await renderBlogFeed(app.deps.database.db, { origin });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
}
