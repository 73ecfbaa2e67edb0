import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminDashboard, TAdminFigure } from '../../../contract/admin-dashboard.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const days = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2031, 2, 12 - 29 + i)).toISOString().slice(0, 10),
);
const figure = (value: number, previous: number | null, quiet = false): TAdminFigure => ({
  value,
  previous,
  series: days.map((_, i) => (quiet ? 0 : i % 3)),
});

function dashboard(overrides: Partial<TAdminDashboard['analytics']> = {}): TAdminDashboard {
  return {
    users: { total: 1200, newThisWeek: 30, active: 410 },
    posts: { total: 5400, thisWeek: 95 },
    engagement: { likesThisWeek: 800, commentsThisWeek: 0 },
    asOf: '2031-03-12T10:00:00.000Z',
    rolledUpThrough: '2031-03-11',
    days,
    figures: {
      usersTotal: figure(1200, 1170),
      usersNew: figure(30, 20),
      usersActive: figure(410, 500),
      postsTotal: figure(5400, 5305),
      postsNew: figure(95, 95),
      likes: figure(800, 0),
      comments: figure(0, null, true),
    },
    analytics: {
      day: '2031-03-11',
      dau: figure(120, 100),
      mau: figure(600, 550),
      returningActives: figure(380, 400),
      cohorts: [
        { week: '2031-02-24', members: 4, active: [4, 3, 1] },
        { week: '2031-03-03', members: 0, active: [0, 0] },
        { week: '2031-03-10', members: 2, active: [2] },
      ],
      topDestinations: [{ code: 1, name: 'Lisbon', slug: 'lisbon', posts: 12 }],
      topPosts: [
        {
          id: 'p1',
          excerpt: 'Sunset over the Tagus',
          imageUrl: null,
          likes: 40,
          comments: 3,
          createdAt: '2031-03-10T10:00:00.000Z',
          author: { id: 'u1', name: 'Ada Lovelace' },
        },
      ],
      ...overrides,
    },
  };
}

/** The Email Management tab's own reads (the default tab). */
const EMAIL_API = {
  'GET /api/admin/email/templates': () => ({ status: 200, body: { templates: [] } }),
  'GET /api/admin/email/campaigns': () => ({ status: 200, body: { campaigns: [] } }),
  'GET /api/admin/email/users/all': () => ({
    status: 200,
    body: { users: [], nextCursor: null, total: 0 },
  }),
};

function open(path: string, body: TAdminDashboard) {
  fakeApi({
    ...EMAIL_API,
    'GET /api/admin/dashboard': () => ({ status: 200, body }),
    'GET /api/admin/inbox': () => ({
      status: 200,
      body: { emails: [], nextCursor: null, unreadCount: 0, channels: [] },
    }),
  });
  return renderApp(<AdminDashboardPage />, { user: member({ role: 'admin' }), path });
}

const card = (label: string) => screen.getByRole('listitem', { name: label });

describe('AdminDashboardPage', () => {
  it('shows the week on cards with value, change and a sparkline, and Email Management first', async () => {
    open('/admin', dashboard());
    expect(await screen.findByRole('listitem', { name: 'Members' })).toBeVisible();
    expect(within(card('Members')).getByTestId('stat-value')).toHaveTextContent('1,200');
    expect(within(card('Members')).getByTestId('stat-change')).toHaveTextContent('+3%');
    expect(within(card('Active members')).getByTestId('stat-change')).toHaveTextContent('−18%');
    expect(within(card('New posts')).getByTestId('stat-change')).toHaveTextContent('No change');
    expect(within(card('Likes')).getByTestId('stat-change')).toHaveTextContent('+800 (new)');
    expect(within(card('Comments')).getByTestId('stat-change')).toHaveTextContent(
      'No earlier figures',
    );
    expect(screen.getAllByTestId('sparkline')).toHaveLength(7);
    expect(card('Likes').querySelector('polyline')).not.toBeNull();
    expect(screen.getByTestId('as-of')).toHaveTextContent(/As of .* full days to Mar 11 \(UTC\)/);

    expect(screen.getByRole('tab', { name: 'Email Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const emailPanel = screen.getByRole('tabpanel');
    expect(within(emailPanel).getByRole('heading', { name: 'Templates' })).toBeVisible();
    expect(
      within(emailPanel).getByRole('button', { name: 'Send welcome email to all' }),
    ).toBeVisible();
    for (const [name, href] of [
      ['SEO', '/admin/seo'],
      ['Mappings', '/admin/mappings'],
      ['Country expansion', '/admin/country-expansion'],
      ['Destination breakdown', '/admin/destination-breakdown'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('moves between tabs with the keyboard and keeps the tab in the address', async () => {
    open('/admin', dashboard());
    const email = await screen.findByRole('tab', { name: 'Email Management' });
    email.focus();
    fireEvent.keyDown(email, { key: 'ArrowRight' });
    const users = screen.getByRole('tab', { name: 'User Management' });
    expect(users).toHaveFocus();
    expect(users).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=users');
    expect(screen.getByRole('link', { name: 'Open user management' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    fireEvent.keyDown(users, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    // The inbox (and its editor) is loaded when the tab opens: give the lazy chunk time.
    expect(
      await within(screen.getByRole('tabpanel')).findByText(
        'No emails found',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Inbox' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=analytics');
    fireEvent.click(screen.getByRole('tab', { name: 'Email Management' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('shows analytics: actives, the cohort grid and the top lists', async () => {
    open('/admin?tab=analytics', dashboard());
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByTestId('stickiness')).toHaveTextContent('20%');
    expect(within(panel).getByRole('listitem', { name: 'Daily active members' })).toHaveTextContent(
      '+20%',
    );
    const grid = within(panel).getByRole('table');
    const rows = within(grid).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['4', '100%', '75%', '25%']));
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .slice(1, 3)
        .map((c) => c.textContent),
    ).toEqual(['–', '–']);
    expect(within(panel).getByRole('link', { name: 'Lisbon' })).toHaveAttribute(
      'href',
      '/destination/lisbon/excursions',
    );
    expect(within(panel).getByRole('link', { name: 'Sunset over the Tagus' })).toHaveAttribute(
      'href',
      '/posts/p1',
    );
  });

  it('says so when there is nothing to show yet', async () => {
    const empty = dashboard({
      day: null,
      cohorts: [{ week: '2031-03-10', members: 0, active: [0] }],
      topDestinations: [],
      topPosts: [],
    });
    open('/admin?tab=analytics', empty);
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText(
        /Daily and monthly actives appear after the first nightly rollup/,
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByText(/Nobody signed up in the last 12 weeks/)).toBeVisible();
    expect(
      within(panel).getByText('No public post named a destination in the last 30 days.'),
    ).toBeVisible();
    expect(within(panel).getByText('No public posts in the last 7 days.')).toBeVisible();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    fakeApi({
      ...EMAIL_API,
      'GET /api/admin/dashboard': () => ({ status: 503, body: { message: 'Try again shortly.' } }),
    });
    renderApp(<AdminDashboardPage />, { user: member({ role: 'admin' }), path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
