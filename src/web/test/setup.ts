/**
 * Setup of the 'web' Vitest project (happy-dom). Test-only: nothing in the app imports this
 * folder, so none of it reaches the production bundle.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * No request leaves the test: tracking beacons are accepted, anything else is a 404 unless the
 * test installs its own fetch (fakeApi in app-harness.tsx, or vi.stubGlobal).
 */
function offlineFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  if (init?.method === 'POST' && url.includes('/api/track-')) {
    return Promise.resolve(new Response(null, { status: 204 }));
  }
  return Promise.resolve(
    new Response(JSON.stringify({ message: `No fake answer for ${url}` }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(offlineFetch));
});

// findBy…/waitFor wait on real conditions for up to 3 s instead of 1 s: the two cores are shared
// by several test runs, and a feed's first cards arrive in a deferred (sliced) render.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
