import type { FastifyInstance } from 'fastify';
import {
  bookmarkPostRoute,
  bookmarksRoute,
  CREATE_COMMENT_RATE_LIMIT,
  CREATE_POST_RATE_LIMIT,
  createCommentRoute,
  createPostRoute,
  deleteCommentRoute,
  deletePostRoute,
  exploreFeedRoute,
  getPostRoute,
  homeFeedRoute,
  likePostRoute,
  listCommentsRoute,
  REPORT_RATE_LIMIT,
  reportPostRoute,
  updatePostRoute,
  userLikesRoute,
  userPostsRoute,
} from '../../../contract/posts.ts';
import { reportPost } from '../reports/reports.service.ts';
import { addRoute } from '../../http/route.ts';
import { acceptFormFields } from './post-form.ts';
import { addComment, listComments, removeComment } from './comments.service.ts';
import {
  bookmarksFeed,
  exploreFeed,
  homeFeed,
  likedPostsFeed,
  userPostsFeed,
} from './feeds.service.ts';
import {
  createPost,
  editPost,
  getPost,
  removePost,
  togglePostBookmark,
  togglePostLike,
} from './posts.service.ts';

const user = { auth: 'user' } as const;
/** The feed pages: ten posts each, the hottest responses (see `fastSerializer`). */
const feed = { auth: 'user', fastSerializer: true } as const;

/** Posts, their likes, bookmarks, comments and reports, and the four feeds. */
export async function postsRoutes(app: FastifyInstance) {
  // The dialog sends JSON; the create page a multipart form of text fields (its files were
  // uploaded first). Only this route reads such forms, into the same body and schema.
  await app.register(async (scope) => {
    acceptFormFields(scope);
    addRoute(
      scope,
      createPostRoute,
      { ...user, rateLimit: CREATE_POST_RATE_LIMIT, bodyLimit: 64 * 1024 },
      async ({ ctx, body }) => createPost(ctx, body),
    );
  });
  addRoute(app, homeFeedRoute, feed, async ({ ctx, query }) => homeFeed(ctx, query));
  addRoute(app, exploreFeedRoute, feed, async ({ ctx, query }) => exploreFeed(ctx, query));
  addRoute(app, userPostsRoute, feed, async ({ ctx, params, query }) =>
    userPostsFeed(ctx, { ...query, userId: params.id }),
  );
  addRoute(app, userLikesRoute, feed, async ({ ctx, params, query }) =>
    likedPostsFeed(ctx, { ...query, userId: params.id }),
  );
  addRoute(app, bookmarksRoute, feed, async ({ ctx, query }) => bookmarksFeed(ctx, query));

  addRoute(app, getPostRoute, user, async ({ ctx, params }) => getPost(ctx, params.id));
  addRoute(app, updatePostRoute, user, async ({ ctx, params, body }) =>
    editPost(ctx, { postId: params.id, content: body.content }),
  );
  addRoute(app, deletePostRoute, user, async ({ ctx, params }) => removePost(ctx, params.id));
  addRoute(app, likePostRoute, user, async ({ ctx, params }) => togglePostLike(ctx, params.id));
  addRoute(app, bookmarkPostRoute, user, async ({ ctx, params }) =>
    togglePostBookmark(ctx, params.id),
  );
  addRoute(
    app,
    reportPostRoute,
    { ...user, rateLimit: REPORT_RATE_LIMIT },
    async ({ ctx, params, body }) => reportPost(ctx, { postId: params.id, ...body }),
  );

  addRoute(app, listCommentsRoute, user, async ({ ctx, params, query }) =>
    listComments(ctx, { postId: params.id, ...query }),
  );
  addRoute(
    app,
    createCommentRoute,
    { ...user, rateLimit: CREATE_COMMENT_RATE_LIMIT, bodyLimit: 16 * 1024 },
    async ({ ctx, params, body }) => addComment(ctx, { postId: params.id, content: body.content }),
  );
  addRoute(app, deleteCommentRoute, user, async ({ ctx, params }) =>
    removeComment(ctx, { postId: params.id, commentId: params.commentId }),
  );
}
