import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { createQueryClient, USER_QUERY_KEY } from '../../lib/query-client.ts';
import { cancelSigningOut } from '../../lib/signing-out.ts';
import { fakeApi, member } from '../../test/app-harness.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

const replace = vi.fn();

beforeEach(() => {
  replace.mockReset();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => {
  cancelSigningOut();
  vi.unstubAllGlobals();
});

/** The card inside the app's real query client (with its 401 re-check), signed in. */
function renderCard() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, member());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/settings']}>
        <SignOutEverywhereCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Another screen's query meeting the 401 that the revoked session now gets. */
function otherQueryGets401(queryClient: ReturnType<typeof createQueryClient>) {
  return queryClient
    .fetchQuery({
      queryKey: ['/api/conversations'],
      queryFn: () => Promise.reject(new ApiError(401, '', 'Unauthorized')),
    })
    .catch(() => undefined);
}

describe('Sign out everywhere', () => {
  it('asks once more, then reloads / signed out without the 401s sending it to /signin', async () => {
    let answer!: (reply: { status: number; body: unknown }) => void;
    const pending = new Promise<{ status: number; body: unknown }>((r) => (answer = r));
    const api = fakeApi({});
    api.mockImplementation(async () => {
      const reply = await pending;
      return Response.json(reply.body, { status: reply.status });
    });
    const queryClient = renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(api).toHaveBeenCalledWith(
      expect.stringContaining('/api/auth/sessions/revoke-all'),
      expect.objectContaining({ method: 'POST' }),
    );

    // The server ended the session before its answer arrived: the app must not re-check the
    // user (whose 401 would route this screen to /signin and cancel the reload).
    await otherQueryGets401(queryClient);
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);

    answer({ status: 200, body: { ok: true, signedOut: 2 } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('says so when it fails, and 401s count again afterwards', async () => {
    fakeApi({
      'POST /api/auth/sessions/revoke-all': () => ({
        status: 503,
        body: { message: 'Try again in a moment.' },
      }),
    });
    const queryClient = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, sign out everywhere' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(replace).not.toHaveBeenCalled();

    await otherQueryGets401(queryClient);
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});
