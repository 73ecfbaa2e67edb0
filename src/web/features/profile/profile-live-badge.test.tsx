import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserProfile } from '../../../contract/people.ts';
import { LOCAL_CHANNEL_ARN, type TStreamSession } from '../../../contract/streaming.ts';
import { member, renderApp } from '../../test/app-harness.tsx';
import { requestsTo, routeFetch, type Reply } from '../home/test-api.ts';
import { liveNowQuery } from '../live/queries.ts';
import { ProfileHeader } from './profile-header.tsx';

/** The red LIVE ring and badge on a profile's avatar, linking to the member's stream. */

const ME = member({ id: '11111111-1111-4111-8111-111111111111' });
const ANA_ID = '22222222-2222-4222-8222-222222222222';
const SESSION_ID = '33333333-3333-4333-8333-333333333333';

function profile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: ANA_ID,
    firstName: 'Ana',
    lastName: 'Lima',
    bio: null,
    location: 'Lisbon, Portugal',
    website: null,
    profileImageUrl: null,
    coverImageUrl: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    travelStyle: null,
    favoriteDestinations: [],
    languages: [],
    travelInterests: [],
    postsCount: 12,
    followersCount: 40,
    followingCount: 7,
    isFollowing: true,
    isPremium: false,
    email: null,
    phoneNumber: null,
    dateOfBirth: null,
    isSelf: false,
    isBlocked: false,
    isRestricted: false,
    // Active a minute ago: the green online dot, which the LIVE badge replaces.
    lastActiveAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

function liveSession(ownerId = ANA_ID): TStreamSession {
  return {
    sessionId: SESSION_ID,
    channelArn: LOCAL_CHANNEL_ARN,
    title: 'Live Travel Stream',
    description: '',
    location: '',
    category: 'Travel',
    isPublic: true,
    provider: 'local',
    status: 'live',
    owner: { id: ownerId, firstName: 'Ana', lastName: 'Lima' } as TStreamSession['owner'],
    isOwner: ownerId === ME.id,
    viewerCount: 3,
    engagement: { peakViewers: 3, avgWatchTime: 0, chatActivity: 0 },
    startedAt: new Date().toISOString(),
    endedAt: null,
    playback: { watchPath: `/ws/live/${SESSION_ID}/watch`, playbackUrl: null },
  };
}

function renderHeader(shown: TUserProfile, reply: () => Reply | Promise<Reply>) {
  const fetchMock = routeFetch({ [`GET /api/streaming/users/${shown.id}/live`]: reply });
  const result = renderApp(<ProfileHeader profile={shown} actions={null} />, {
    user: ME,
    path: `/profile/${shown.id}`,
  });
  return { fetchMock, ...result };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LIVE badge on the profile avatar', () => {
  it('rings the avatar of a live member and links to their stream', async () => {
    renderHeader(profile(), () => ({ status: 200, body: { session: liveSession() } }));
    const link = await screen.findByRole('link', { name: /Live: watch Ana Lima’s live stream/ });
    expect(link).toHaveAttribute('href', `/live/${SESSION_ID}`);
    expect(link).toHaveAttribute('data-placement', 'bottom');
    expect(screen.getByTestId('live-ring')).toBeInTheDocument();
    expect(screen.queryByTestId('online-dot')).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/live/${SESSION_ID}`);
  });

  it('shows nothing when the member is not live (or the viewer may not watch)', async () => {
    const { fetchMock } = renderHeader(profile(), () => ({
      status: 200,
      body: { session: null },
    }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/streaming/users/${ANA_ID}/live`)).toHaveLength(1),
    );
    expect(screen.getByTestId('online-dot')).toBeInTheDocument();
    expect(screen.queryByTestId('avatar-live-badge')).toBeNull();
    expect(screen.queryByTestId('live-ring')).toBeNull();
  });

  it('shows nothing when the live check fails', async () => {
    const { fetchMock } = renderHeader(profile(), () => ({
      status: 503,
      body: { message: 'The service is busy. Please try again.' },
    }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/streaming/users/${ANA_ID}/live`)).toHaveLength(1),
    );
    expect(screen.queryByTestId('avatar-live-badge')).toBeNull();
  });

  it('shows the badge at once from the home strip’s cached Live now answer', async () => {
    // The member route has not answered yet: the strip's data is what shows.
    const routeFetchMock = routeFetch({
      [`GET /api/streaming/users/${ANA_ID}/live`]: () => new Promise<Reply>(() => undefined),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(liveNowQuery().queryKey, { sessions: [liveSession()] });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ProfileHeader profile={profile()} actions={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('link', { name: /Live: watch Ana Lima’s live stream/ }),
    ).toHaveAttribute('href', `/live/${SESSION_ID}`);
    expect(requestsTo(routeFetchMock, `/api/streaming/users/${ANA_ID}/live`)).toHaveLength(1);
  });

  it('puts the badge above the own avatar, clear of the photo button', async () => {
    renderHeader(profile({ id: ME.id, isSelf: true, lastActiveAt: null }), () => ({
      status: 200,
      body: { session: liveSession(ME.id) },
    }));
    const link = await screen.findByRole('link', { name: /Live: watch/ });
    expect(link).toHaveAttribute('data-placement', 'top');
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument();
  });
});
