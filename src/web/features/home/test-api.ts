/**
 * Test-only (home, explore and search component tests; nothing in the app imports it): a fetch
 * that answers by method and path and lets the handler read the query string, plus a reply the
 * test releases when it wants to look at the pending (optimistic) state.
 */
import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Reply | Promise<Reply>;

export function routeFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://roamly.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const reply: Reply = handler
      ? await handler(url, init)
      : key.startsWith('POST /api/track-')
        ? { status: 204 }
        : { status: 404, body: { message: `No fake answer for ${key}` } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The requests the mock saw for one path, as URLs. */
export function requestsTo(mock: ReturnType<typeof routeFetch>, pathname: string, method = 'GET') {
  return mock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input instanceof Request ? input.url : input), 'http://roamly.test'),
      method: init?.method ?? 'GET',
    }))
    .filter((call) => call.url.pathname === pathname && call.method === method)
    .map((call) => call.url);
}

/** A reply that arrives only when the test calls `resolve`. */
export function deferred() {
  let resolve!: (reply: Reply) => void;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
