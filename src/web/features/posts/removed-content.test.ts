import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getPostRoute, type TCommentPage, type TPostPage } from '../../../contract/posts.ts';
import { routeKey } from '../../lib/route-query.ts';
import { handleFrame } from '../messaging/realtime.ts';
import { commentsSource } from './comment-queries.ts';
import { feedSource } from './feed-queries.ts';
import { applyContentRemoved } from './removed-content.ts';
import { comment, post } from './test-posts.ts';

type Paged<T> = { pages: T[]; pageParams: unknown[] };

function caches() {
  const queryClient = new QueryClient();
  const [kept, removed] = [post(), post({ commentsCount: 2 })];
  const home = feedSource({ type: 'home' });
  const homeKey = routeKey(home.route, home.input);
  queryClient.setQueryData<Paged<TPostPage>>(homeKey, {
    pages: [{ items: [kept, removed], nextCursor: null } as TPostPage],
    pageParams: [null],
  });
  const postKey = routeKey(getPostRoute, { params: { id: removed.id } });
  queryClient.setQueryData(postKey, removed);
  const [first, second] = [comment(removed.id), comment(removed.id)];
  const source = commentsSource(removed.id);
  const commentsKey = routeKey(source.route, source.input);
  queryClient.setQueryData<Paged<TCommentPage>>(commentsKey, {
    pages: [{ items: [first, second], nextCursor: null }],
    pageParams: [null],
  });
  const feedIds = () =>
    queryClient
      .getQueryData<Paged<TPostPage>>(homeKey)!
      .pages.flatMap((page) => page.items.map((item) => item.id));
  const commentIds = () =>
    queryClient
      .getQueryData<Paged<TCommentPage>>(commentsKey)
      ?.pages.flatMap((page) => page.items.map((item) => item.id));
  return { queryClient, kept, removed, postKey, first, second, feedIds, commentIds, homeKey };
}

describe('content a moderator removed (the socket’s content_removed)', () => {
  it('drops one comment from its post’s list and the post’s count', () => {
    const c = caches();
    applyContentRemoved(c.queryClient, { postId: c.removed.id, commentId: c.first.id });
    expect(c.commentIds()).toEqual([c.second.id]);
    expect(c.feedIds()).toEqual([c.kept.id, c.removed.id]);
    const listed = c.queryClient
      .getQueryData<Paged<TPostPage>>(c.homeKey)!
      .pages[0]!.items.find((item) => item.id === c.removed.id);
    expect(listed?.commentsCount).toBe(1);
  });

  it('drops a post from the feeds and resets its page and comments (read again: 404)', () => {
    const c = caches();
    applyContentRemoved(c.queryClient, { postId: c.removed.id, commentId: null });
    expect(c.feedIds()).toEqual([c.kept.id]);
    expect(c.queryClient.getQueryData(c.postKey)).toBeUndefined();
    expect(c.commentIds()).toBeUndefined();
  });

  it('is what the socket’s frame does (its code loads on the first such frame)', async () => {
    const c = caches();
    const session = { queryClient: c.queryClient } as Parameters<typeof handleFrame>[0];
    handleFrame(session, { type: 'content_removed', postId: c.removed.id, commentId: null });
    await vi.waitFor(() => expect(c.feedIds()).toEqual([c.kept.id]));
  });
});
