import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserProfile } from '../../../contract/people.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { deferredReply } from '../settings/test-harness.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ME = member({
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Maya',
  lastName: 'Rivers',
  createdAt: '2025-03-14T10:00:00.000Z',
});
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

function profile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: OTHER_ID,
    firstName: 'Ana',
    lastName: 'Lima',
    bio: 'Slow travel, night trains.',
    location: 'Lisbon, Portugal',
    website: 'https://ana.example/blog/',
    profileImageUrl: null,
    coverImageUrl: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    travelStyle: 'backpacking',
    favoriteDestinations: ['north-america', 'asia'],
    languages: ['portuguese'],
    travelInterests: ['food-and-drink'],
    postsCount: 12,
    followersCount: 40,
    followingCount: 7,
    isFollowing: false,
    isPremium: false,
    email: null,
    phoneNumber: null,
    dateOfBirth: null,
    isSelf: false,
    isBlocked: false,
    isRestricted: false,
    lastActiveAt: null,
    ...overrides,
  };
}

const EMPTY_PAGE = { status: 200, body: { items: [], nextCursor: null } };

type Handlers = Parameters<typeof fakeApi>[0];

function renderProfile(path: string, handlers: Handlers, user: TSelfUser = ME) {
  const fetchMock = fakeApi({
    [`GET /api/users/${OTHER_ID}/posts`]: () => EMPTY_PAGE,
    [`GET /api/users/${ME.id}/posts`]: () => EMPTY_PAGE,
    [`GET /api/users/${ME.id}/likes`]: () => EMPTY_PAGE,
    'GET /api/bookmarks': () => EMPTY_PAGE,
    ...handlers,
  });
  const result = renderApp(
    <Routes>
      <Route path="/profile/:userId?" element={<ProfilePage user={user} />} />
    </Routes>,
    { user, path },
  );
  return { ...result, fetchMock };
}

/** The figure shown above a count label ("Followers" → "41"). */
function countOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('own profile', () => {
  const own = profile({
    id: ME.id,
    firstName: 'Maya',
    lastName: 'Rivers',
    isSelf: true,
    email: ME.email,
    dateOfBirth: '1990-05-12',
    phoneNumber: '+351 912 345 678',
    createdAt: '2025-03-14T10:00:00.000Z',
  });

  it('shows the header, the travel box with hyphens as spaces, private fields and own actions', async () => {
    renderProfile('/profile', { [`GET /api/users/${ME.id}`]: () => ({ status: 200, body: own }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maya Rivers' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Slow travel, night trains.')).toBeInTheDocument();
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2025')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /ana\.example\/blog/ });
    expect(website).toHaveAttribute('href', 'https://ana.example/blog/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer ugc');
    await waitFor(() => expect(countOf('Posts')).toBe('12'));
    expect(countOf('Followers')).toBe('40');
    expect(countOf('Following')).toBe('7');

    const box = screen.getByRole('region', { name: 'Travel Profile' });
    expect(within(box).getByTestId('travel-style')).toHaveTextContent('Backpacking');
    expect(within(box).getByTestId('travel-destinations')).toHaveTextContent('North America');
    expect(within(box).getByTestId('travel-destinations')).not.toHaveTextContent('north-america');
    expect(within(box).getByTestId('travel-interests')).toHaveTextContent('Food and Drink');
    expect(within(box).getByTestId('travel-birth')).toHaveTextContent('12 May 1990');
    expect(within(box).getByTestId('travel-phone')).toHaveTextContent('+351 912 345 678');

    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    const cover = screen.getByRole('button', { name: 'Change Cover' });
    expect(cover).not.toHaveAttribute('aria-disabled');
    expect(cover).toHaveAccessibleDescription('JPG, PNG or GIF. Max size 10MB.');
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-cover-fallback')).toBeInTheDocument();
  });

  it('has Posts, Travel Map, Saved and Liked tabs kept in ?tab= and moved with the arrow keys', async () => {
    renderProfile('/profile?tab=saved', {
      [`GET /api/users/${ME.id}`]: () => ({ status: 200, body: own }),
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Posts', 'Travel Map', 'Saved', 'Liked']);
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No saved posts yet')).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Saved' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves focus on the next tick; focus activates the tab.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=liked');
    expect(screen.getByText('Liked posts are private and visible only to you')).toBeInTheDocument();

    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('treats /profile/{own id} as the own profile', async () => {
    renderProfile(`/profile/${ME.id}`, {
      [`GET /api/users/${ME.id}`]: () => ({ status: 200, body: own }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe("another member's profile", () => {
  it('shows only the Posts and Travel Map tabs, no private fields, Follow and Message', async () => {
    renderProfile(`/profile/${OTHER_ID}?tab=liked`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({ lastActiveAt: new Date().toISOString() }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Posts', 'Travel Map']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('travel-birth')).not.toBeInTheDocument();
    expect(screen.queryByTestId('travel-phone')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Ana Lima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?user=${OTHER_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Cover' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile photo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-activity')).toHaveTextContent('Active now');
  });

  it('hides an empty travel box', async () => {
    renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({
          travelStyle: null,
          favoriteDestinations: [],
          languages: [],
          travelInterests: [],
        }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' });
    expect(screen.queryByRole('region', { name: 'Travel Profile' })).not.toBeInTheDocument();
  });

  it('follows at once, takes the counts from the answer and says so', async () => {
    const reply = deferredReply();
    let following = false;
    const { queryClient } = renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({ isFollowing: following, followersCount: following ? 44 : 40 }),
      }),
    });
    // The follow reply is released by the test, to see the optimistic state first.
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === `/api/users/${OTHER_ID}/follow`) {
        const next = await reply.promise;
        following = true;
        return new Response(JSON.stringify(next.body), { status: next.status });
      }
      return original(input, init);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Follow Ana Lima' }));
    expect(screen.getByRole('button', { name: 'Unfollow Ana Lima' })).toBeInTheDocument();
    expect(countOf('Followers')).toBe('41');

    await act(async () =>
      reply.resolve({
        status: 200,
        body: { isFollowing: true, followersCount: 44, followingCount: 3 },
      }),
    );
    await waitFor(() => expect(countOf('Followers')).toBe('44'));
    expect(getToasts()[0]?.title).toBe('Follow status updated');
    expect(queryClient.getQueryData<TSelfUser>(['/api/auth/user'])?.followingCount).toBe(3);
  });

  it('rolls the follow back with the failure toast', async () => {
    renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({ isFollowing: true }),
      }),
      [`POST /api/users/${OTHER_ID}/follow`]: () => ({
        status: 500,
        body: { message: 'Database unavailable' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow Ana Lima' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to update follow status'));
    expect(screen.getByRole('button', { name: 'Unfollow Ana Lima' })).toBeInTheDocument();
    expect(countOf('Followers')).toBe('40');
  });

  it('blocks after a confirmation that explains what blocking does', async () => {
    let blocked = false;
    const { fetchMock } = renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({ isBlocked: blocked }),
      }),
      [`POST /api/users/${OTHER_ID}/block`]: () => {
        blocked = true;
        return { status: 200, body: { isBlocked: true } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More options for Ana Lima' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Ana Lima' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Ana Lima?' });
    expect(dialog).toHaveTextContent("You won't see each other's posts");
    expect(dialog).toHaveTextContent('both follows are removed');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(
      await screen.findByRole('heading', { name: 'You blocked Ana Lima' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow Ana Lima' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe('Ana Lima blocked');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `/api/users/${OTHER_ID}/block` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('reports the member from the menu in the Report Post dialog look', async () => {
    const { fetchMock } = renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({ status: 200, body: profile() }),
      [`POST /api/users/${OTHER_ID}/report`]: () => ({ status: 201, body: { ok: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More options for Ana Lima' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Member' });
    await userEvent.click(within(dialog).getByLabelText('Spam or scam'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Report submitted'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `/api/users/${OTHER_ID}/report` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows a private profile without tabs, with Follow', async () => {
    renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({
        status: 200,
        body: profile({
          isRestricted: true,
          bio: null,
          location: null,
          website: null,
          travelStyle: null,
          favoriteDestinations: [],
          languages: [],
          travelInterests: [],
        }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This profile is private' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Follow Ana Lima' }).length).toBeGreaterThan(0);
  });
});

describe('profile that cannot be loaded', () => {
  it.each([
    ['an unknown member', 404],
    ['a server error', 500],
  ])('shows User Not Found for %s', async (_label, status) => {
    renderProfile(`/profile/${OTHER_ID}`, {
      [`GET /api/users/${OTHER_ID}`]: () => ({ status, body: { message: 'Not found' } }),
    });
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The user you're looking for doesn't exist or there was an error loading the profile.",
      ),
    ).toBeInTheDocument();
  });
});
