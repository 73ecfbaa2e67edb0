import type { QueryClient } from '@tanstack/react-query';
import type { TServerFrameOf } from '../../../contract/realtime.ts';
import { getPostRoute } from '../../../contract/posts.ts';
import { routeKey } from '../../lib/route-query.ts';
import { commentsSource, removeCommentLocally } from './comment-queries.ts';
import { removePostFromLists } from './feed-queries.ts';

/**
 * A moderator hid or deleted a post or one of its comments (the socket's `content_removed`):
 * it leaves every cached feed and comment list, and an open post page asks again (and shows the
 * app's 404, as for any post the member may not see), so open screens drop it without a reload.
 */
export function applyContentRemoved(
  queryClient: QueryClient,
  { postId, commentId }: Pick<TServerFrameOf<'content_removed'>, 'postId' | 'commentId'>,
) {
  if (commentId) {
    removeCommentLocally(queryClient, postId, commentId);
    return;
  }
  removePostFromLists(queryClient, postId);
  void queryClient.resetQueries({ queryKey: routeKey(getPostRoute, { params: { id: postId } }) });
  void queryClient.resetQueries({
    queryKey: routeKey(commentsSource(postId).route, commentsSource(postId).input),
  });
}
