/**
 * Test-only helpers of the settings and help component tests: a signed-in member, a fresh
 * query client with that member cached, the router, and a scripted fetch. Nothing in the app
 * imports this file.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TSelfUser } from '../../../contract/users.ts';
import { member } from '../../test/app-harness.tsx';
import { authKeys } from '../auth/queries.ts';

/** Renders inside the app's data and routing providers; the user query already holds `user`. */
export function renderWithApp(
  ui: ReactNode,
  { user = member(), path = '/settings' }: { user?: TSelfUser | null; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user) queryClient.setQueryData(authKeys.user, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Reply = { status: number; body?: unknown };

/**
 * Replaces fetch with a script: each call takes the next reply (or waits for a deferred one).
 * Returns the mock so tests can read the requests that were made.
 */
export function scriptFetch(...replies: (Reply | Promise<Reply>)[]) {
  const queue = [...replies];
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = await (queue.shift() ?? { status: 500, body: { message: 'unscripted' } });
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body of the n-th request made through the scripted fetch. */
export function requestBody(mock: ReturnType<typeof scriptFetch>, index = 0): unknown {
  const init = mock.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** A reply the test releases when it wants, to observe the optimistic state in between. */
export function deferredReply() {
  let resolve: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
