import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPublicUser } from '../../../contract/users.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member } from '../../test/app-harness.tsx';
import { BlockedAccountsCard } from './blocked-accounts-card.tsx';
import { renderWithApp } from './test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

function person(id: string, firstName: string, lastName: string): TPublicUser {
  const { email: _e, ...rest } = member({ id, firstName, lastName });
  return {
    id: rest.id,
    firstName,
    lastName,
    bio: null,
    location: null,
    website: null,
    profileImageUrl: null,
    coverImageUrl: null,
    createdAt: rest.createdAt,
    travelStyle: null,
    favoriteDestinations: [],
    languages: [],
    travelInterests: [],
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    isFollowing: false,
    isPremium: false,
  };
}

const ANA = person('00000000-0000-4000-8000-00000000000a', 'Ana', 'Lima');
const BEN = person('00000000-0000-4000-8000-00000000000b', 'Ben', 'Ode');

describe('Blocked accounts card', () => {
  it('says nobody is blocked and how to block someone', async () => {
    fakeApi({ 'GET /api/blocks': () => ({ status: 200, body: [] }) });
    renderWithApp(<BlockedAccountsCard />);
    expect(
      await screen.findByText(/You haven't blocked anyone\. To block someone, open their profile/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blocked accounts' })).toBeInTheDocument();
  });

  it('lists blocked members and unblocks one, which leaves the list', async () => {
    let blocked = [ANA, BEN];
    const fetchMock = fakeApi({
      'GET /api/blocks': () => ({ status: 200, body: blocked }),
      [`DELETE /api/users/${ANA.id}/block`]: () => {
        blocked = [BEN];
        return { status: 200, body: { isBlocked: false } };
      },
    });
    renderWithApp(<BlockedAccountsCard />);
    const list = await screen.findByRole('list', { name: 'Blocked travellers' });
    expect(list).toHaveTextContent('Ana Lima');
    expect(screen.getByRole('link', { name: 'Ben Ode' })).toHaveAttribute(
      'href',
      `/profile/${BEN.id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unblock Ana Lima' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ana Lima' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ben Ode' })).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe('Ana Lima unblocked');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `/api/users/${ANA.id}/block` && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('keeps the member listed and explains when unblocking fails', async () => {
    fakeApi({
      'GET /api/blocks': () => ({ status: 200, body: [ANA] }),
      [`DELETE /api/users/${ANA.id}/block`]: () => ({
        status: 503,
        body: { message: 'Service unavailable' },
      }),
    });
    renderWithApp(<BlockedAccountsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Ana Lima' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to unblock'));
    expect(getToasts()[0]?.description).toBe('Service unavailable');
    expect(screen.getByRole('link', { name: 'Ana Lima' })).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/blocks': () =>
        fail
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { status: 200, body: [] },
    });
    renderWithApp(<BlockedAccountsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You haven't blocked anyone/)).toBeInTheDocument();
  });
});
