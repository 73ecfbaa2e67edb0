import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TActivityGroup } from '../../../contract/activity.ts';
import { fakeApi, renderApp } from '../../test/app-harness.tsx';
import { ActivityBell } from './activity-bell.tsx';
import { activitySentence, actorsPhrase } from './activity-text.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const actor = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  profileImageUrl: null,
  isPremium: false,
});
const ANA = actor('a1', 'Ana', 'Lima');
const BEN = actor('b2', 'Ben', 'Ode');
const CY = actor('c3', 'Cy', 'Park');

function group(overrides: Partial<TActivityGroup>): TActivityGroup {
  return {
    id: 'g1',
    type: 'like',
    actors: [ANA],
    actorsCount: 1,
    post: { id: 'p1', excerpt: 'Sunrise over Kyoto', imageUrl: null },
    commentExcerpt: null,
    latestAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    unread: true,
    message: null,
    ...overrides,
  };
}

describe('activity sentences', () => {
  it('names one, two, or the first and how many others', () => {
    expect(actorsPhrase({ actors: [ANA], actorsCount: 1 })).toBe('Ana Lima');
    expect(actorsPhrase({ actors: [ANA, BEN], actorsCount: 2 })).toBe('Ana Lima and Ben Ode');
    expect(actorsPhrase({ actors: [ANA, BEN, CY], actorsCount: 3 })).toBe('Ana Lima and 2 others');
    expect(activitySentence(group({ actors: [ANA, BEN, CY], actorsCount: 4 }))).toBe(
      'Ana Lima and 3 others liked your post',
    );
    expect(activitySentence(group({ type: 'follow', post: null }))).toBe(
      'Ana Lima started following you',
    );
    expect(activitySentence(group({ type: 'comment', actors: [BEN], actorsCount: 2 }))).toBe(
      'Ben Ode and 1 other commented on your post',
    );
  });
});

describe('activity bell', () => {
  it('shows the unread count, caps it at 99+, and says it to screen readers', async () => {
    fakeApi({
      'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: 120 } }),
    });
    renderApp(<ActivityBell />);
    const bell = await screen.findByRole('button', { name: 'Activity (99+ new)' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('99+');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the grouped list, marks it read, clears the badge and closes on Escape', async () => {
    let unread = 3;
    const fetchMock = fakeApi({
      'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: unread } }),
      'GET /api/activity': () => ({
        status: 200,
        body: {
          unreadCount: 3,
          items: [
            group({ id: 'g1', actors: [ANA, BEN, CY], actorsCount: 4 }),
            group({
              id: 'g2',
              type: 'follow',
              actors: [BEN],
              actorsCount: 1,
              post: null,
              unread: false,
              latestAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            }),
            group({
              id: 'g3',
              type: 'comment',
              commentExcerpt: 'What a view!',
              actors: [CY],
              post: { id: 'p9', excerpt: 'Lisbon trams', imageUrl: '/uploads/tram.jpg' },
            }),
          ],
        },
      }),
      'POST /api/activity/read': () => {
        unread = 0;
        return { status: 200, body: { ok: true } };
      },
    });
    renderApp(<ActivityBell />);
    const bell = await screen.findByRole('button', { name: 'Activity (3 new)' });
    await userEvent.click(bell);

    const panel = screen.getByRole('dialog', { name: 'Activity' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByTestId('activity-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Ana Lima and 3 others liked your post');
    expect(items[0]).toHaveTextContent('Sunrise over Kyoto');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[0]).toHaveAttribute('href', '/posts/p1');
    expect(items[1]).toHaveTextContent('Ben Ode started following you');
    expect(items[1]).toHaveAttribute('href', '/profile/b2');
    expect(items[1]).toHaveTextContent('2 days ago');
    expect(items[2]).toHaveTextContent('Cy Park commented on your post');
    expect(items[2]).toHaveTextContent('“What a view!”');
    expect(items[2]?.querySelector('img')).toHaveAttribute('src', '/uploads/tram.jpg');

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/activity/read' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(bell).toHaveAccessibleName('Activity'));
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty state and does not mark anything read when nothing is new', async () => {
    const fetchMock = fakeApi({
      'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: 0 } }),
      'GET /api/activity': () => ({ status: 200, body: { unreadCount: 0, items: [] } }),
    });
    renderApp(<ActivityBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activity' }));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/activity/read')).toBe(false);
    // A click outside closes it.
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Try again when the list fails', async () => {
    let fail = true;
    fakeApi({
      'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: 1 } }),
      'GET /api/activity': () =>
        fail
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { status: 200, body: { unreadCount: 0, items: [] } },
      'POST /api/activity/read': () => ({ status: 200, body: { ok: true } }),
    });
    renderApp(<ActivityBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Activity (1 new)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('polls the count every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    fakeApi({
      'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: unread } }),
    });
    renderApp(<ActivityBell />);
    await screen.findByRole('button', { name: 'Activity' });
    unread = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(await screen.findByRole('button', { name: 'Activity (2 new)' })).toBeInTheDocument();
  });
});
