import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimisticToggle, patchById, patchEverywhere } from './optimistic.ts';

type Post = { id: string; isLiked: boolean; likesCount: number };
const post = (id: string, isLiked = false, likesCount = 3): Post => ({ id, isLiked, likesCount });
const like = (p: Post): Post => ({ ...p, isLiked: !p.isLiked, likesCount: p.likesCount + 1 });

describe('patchById', () => {
  it('replaces the item wherever it sits and keeps untouched branches identical', () => {
    const other = post('b');
    const data = { pages: [{ items: [post('a'), other] }], meta: { total: 2 } };
    const next = patchById(data, 'a', (item) => like(item as Post));
    expect(next.pages[0]?.items[0]).toEqual(post('a', true, 4));
    expect(next.pages[0]?.items[1]).toBe(other);
    expect(next.meta).toBe(data.meta);
  });

  it('returns the same object when the id is nowhere', () => {
    const data = [post('a')];
    expect(patchById(data, 'zzz', (item) => item)).toBe(data);
  });
});

describe('patchEverywhere', () => {
  it('changes the same post in a feed, a profile list and a detail query, and rolls back', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/feed'], { pages: [{ items: [post('a')] }] });
    client.setQueryData(['/api/users/:id/posts', { id: 'u' }], [post('a'), post('b')]);
    client.setQueryData(['/api/posts/:id', { id: 'a' }], post('a'));
    const rollback = patchEverywhere<Post>(client, 'a', like);
    expect(client.getQueryData<Post>(['/api/posts/:id', { id: 'a' }])?.isLiked).toBe(true);
    expect(client.getQueryData<Post[]>(['/api/users/:id/posts', { id: 'u' }])?.[0]?.isLiked).toBe(
      true,
    );
    rollback();
    expect(client.getQueryData<Post>(['/api/posts/:id', { id: 'a' }])).toEqual(post('a'));
  });
});

describe('optimisticToggle', () => {
  it('flips at once, rolls back on error and settles to the server answer on success', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/feed'], [post('a')]);
    const handlers = optimisticToggle<Post, { id: string }, { isLiked: boolean; count: number }>(
      client,
      {
        flip: like,
        settle: (item, result) => ({ ...item, isLiked: result.isLiked, likesCount: result.count }),
      },
    );
    const context = await handlers.onMutate({ id: 'a' });
    expect(client.getQueryData<Post[]>(['/api/feed'])?.[0]?.isLiked).toBe(true);
    handlers.onError(new Error('offline'), { id: 'a' }, context);
    expect(client.getQueryData<Post[]>(['/api/feed'])?.[0]).toEqual(post('a'));
    handlers.onSuccess({ isLiked: true, count: 10 }, { id: 'a' });
    expect(client.getQueryData<Post[]>(['/api/feed'])?.[0]).toEqual(post('a', true, 10));
  });
});

describe('optimisticToggle cancels only what it would overwrite', () => {
  it('leaves a fetch of unrelated data running', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/feed'], [post('a')]);
    let finish: (value: string[]) => void = () => undefined;
    const unrelated = client.fetchQuery({
      queryKey: ['/api/conversations'],
      queryFn: () => new Promise<string[]>((resolve) => (finish = resolve)),
    });
    const handlers = optimisticToggle<Post, { id: string }, unknown>(client, {
      flip: like,
      settle: (item) => item,
    });
    await handlers.onMutate({ id: 'a' });
    finish(['c1']);
    await expect(unrelated).resolves.toEqual(['c1']);
  });
});
