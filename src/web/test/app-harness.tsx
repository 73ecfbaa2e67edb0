/**
 * Test-only helpers of the shell and auth component tests: a member, the app's data and routing
 * providers, and a fetch that answers by path. Nothing in the app imports this folder.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
} from '../../contract/settings.ts';
import type { TSelfUser } from '../../contract/users.ts';
import { USER_QUERY_KEY } from '../lib/query-client.ts';

/** A complete member record (self view); tests override what they are about. */
export function member(overrides: Partial<TSelfUser> = {}): TSelfUser {
  return {
    id: '5d0c8a5e-0000-4000-8000-000000000001',
    firstName: 'Maya',
    lastName: 'Rivers',
    email: 'maya@example.test',
    emailVerified: true,
    bio: null,
    location: null,
    website: null,
    profileImageUrl: null,
    coverImageUrl: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    travelStyle: null,
    favoriteDestinations: [],
    languages: [],
    travelInterests: [],
    dateOfBirth: null,
    phoneNumber: null,
    pushNotificationsEnabled: false,
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    isFollowing: false,
    role: 'member',
    isPremium: false,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS },
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
    plan: {
      tier: 'free',
      premiumUntil: null,
      status: null,
      cancelAtPeriodEnd: false,
      provider: null,
    },
    ...overrides,
  };
}

/** Shows the router's current path and query, so tests can read where a click led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders `ui` inside a fresh query client and a memory router at `path`. With `user` the user
 * query already holds that member (signed in); with null it holds a 401 (signed out).
 */
export function renderApp(
  ui: ReactNode,
  { user, path = '/' }: { user?: TSelfUser | null; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user) queryClient.setQueryData(USER_QUERY_KEY, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Reply = { status: number; body?: unknown };

/**
 * Replaces fetch: each request is answered by the handler of its path (a 404 JSON error when
 * none matches). Returns the mock so tests can read the requests made.
 */
export function fakeApi(
  handlers: Record<string, (init: RequestInit | undefined, url: URL) => Reply>,
) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://roamly.test');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = handler ? handler(init, url) : { status: 404, body: { message: 'Not found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** What GET /api/auth/user answers without a session. */
export const SIGNED_OUT: Reply = { status: 401, body: { message: 'Not signed in' } };
