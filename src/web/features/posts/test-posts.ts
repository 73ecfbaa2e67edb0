/**
 * Test-only: posts and comments as the API serves them. Nothing in the app imports this file.
 */
import { vi } from 'vitest';
import type { TComment, TPost } from '../../../contract/posts.ts';
import { member } from '../../test/app-harness.tsx';

export const VIEWER = member();

export const OTHER = {
  id: '5d0c8a5e-0000-4000-8000-0000000000aa',
  firstName: 'Kenji',
  lastName: 'Sato',
  profileImageUrl: null,
  isPremium: false,
};

let counter = 0;

/** A post by another traveller unless `userId`/`user` say otherwise. */
export function post(overrides: Partial<TPost> = {}): TPost {
  counter += 1;
  const id = `7a1e0000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    userId: OTHER.id,
    user: OTHER,
    content: `Sunrise over the rice terraces, post ${counter}`,
    location: 'Ubud, Bali',
    tags: ['sunrise', 'nature'],
    travelInsights: [],
    imageUrl: null,
    videoUrl: null,
    aiCaptions: [],
    aiThumbnails: [],
    media: [],
    privacy: 'public',
    allowComments: true,
    sensitive: false,
    hidden: false,
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    likesCount: 4,
    commentsCount: 0,
    isLiked: false,
    isBookmarked: false,
    ...overrides,
  };
}

/** A post written by the signed-in test member. */
export function ownPost(overrides: Partial<TPost> = {}): TPost {
  return post({
    userId: VIEWER.id,
    user: {
      id: VIEWER.id,
      firstName: VIEWER.firstName,
      lastName: VIEWER.lastName,
      profileImageUrl: null,
      isPremium: false,
    },
    ...overrides,
  });
}

export function comment(postId: string, overrides: Partial<TComment> = {}): TComment {
  counter += 1;
  return {
    id: `c0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    postId,
    content: 'Adding this to my list!',
    createdAt: new Date().toISOString(),
    user: OTHER,
    canDelete: false,
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** Replaces fetch with one function that sees the method, the URL and the JSON body. */
export function routeFetch(
  handler: (request: { method: string; url: URL; body: unknown }) => Reply | Promise<Reply>,
) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://roamly.test');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = await handler({ method: init?.method ?? 'GET', url, body });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A reply the test releases when it wants, to look at the state in between. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
