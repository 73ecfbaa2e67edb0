import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail, TCaseSummary, TModerationQueue } from '../../../contract/moderation.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { ModerationPage } from './moderation-page.tsx';
import { formatDuration } from './labels.ts';

afterEach(() => vi.unstubAllGlobals());

const CASE_ID = '3b1c2d3e-0000-4000-8000-000000000007';

const summary = (overrides: Partial<TCaseSummary> = {}): TCaseSummary => ({
  id: CASE_ID,
  status: 'open',
  score: 19.04,
  reportersCount: 3,
  topReason: 'violence',
  openedAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastReportedAt: new Date().toISOString(),
  firstActionAt: null,
  closedAt: null,
  target: {
    type: 'post',
    id: '3b1c2d3e-0000-4000-8000-000000000008',
    text: 'Fight at the harbour tonight',
    imageUrl: null,
    href: '/posts/3b1c2d3e-0000-4000-8000-000000000008',
    hidden: false,
    sensitive: false,
    deleted: false,
  },
  subject: { id: '3b1c2d3e-0000-4000-8000-000000000009', name: 'Rex Rowdy', status: 'active' },
  ...overrides,
});

const queue = (items: TCaseSummary[], extra: Partial<TModerationQueue> = {}): TModerationQueue => ({
  items,
  nextCursor: null,
  openCount: items.length,
  medianFirstActionSeconds: 1500,
  ...extra,
});

const detail = (overrides: Partial<TCaseDetail> = {}): TCaseDetail => ({
  ...summary(),
  note: null,
  reports: [
    {
      id: 'r1',
      reason: 'violence',
      details: 'Threatening people',
      createdAt: new Date().toISOString(),
      reporter: { id: 'u1', name: 'Ana Lima', accuracy: 0.75 },
    },
    {
      id: 'r2',
      reason: 'spam',
      details: null,
      createdAt: new Date().toISOString(),
      reporter: { id: 'u2', name: 'Ben Ode', accuracy: null },
    },
  ],
  history: [],
  actions: ['hide', 'delete', 'sensitive', 'warn', 'limit', 'suspend'],
  ...overrides,
});

const moderator = member({ role: 'moderator' });

describe('the queue', () => {
  it('lists cases in the server order with their score, reason, reporters and the queue figures', async () => {
    const second = summary({
      id: '3b1c2d3e-0000-4000-8000-000000000010',
      score: 7,
      reportersCount: 1,
      topReason: 'spam',
      target: { ...summary().target, type: 'comment', text: 'Buy cheap followers' },
    });
    fakeApi({
      'GET /api/admin/moderation/cases': () => ({
        status: 200,
        body: queue([summary(), second], { openCount: 12 }),
      }),
    });
    renderApp(<ModerationPage />, { user: moderator, path: '/' });
    const items = await screen.findAllByTestId('case-item');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/admin/moderation/${CASE_ID}`,
      '/admin/moderation/3b1c2d3e-0000-4000-8000-000000000010',
    ]);
    expect(items[0]).toHaveTextContent('Violence or dangerous acts');
    expect(items[0]).toHaveTextContent('3 reporters');
    expect(items[0]).toHaveTextContent('19.0');
    expect(items[1]).toHaveTextContent('Comment');
    expect(items[1]).toHaveTextContent('1 reporter');
    expect(screen.getByTestId('open-count')).toHaveTextContent('12');
    expect(screen.getByTestId('median-first-action')).toHaveTextContent('25 min');
  });

  it('switches to resolved cases and pages with Next', async () => {
    const fetch = fakeApi({
      'GET /api/admin/moderation/cases': (init) => {
        void init;
        return { status: 200, body: queue([summary()], { nextCursor: 'abc' }) };
      },
    });
    renderApp(<ModerationPage />, { user: moderator, path: '/' });
    await screen.findAllByTestId('case-item');
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('status=resolved'));
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('cursor=abc'));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    fakeApi({
      'GET /api/admin/moderation/cases': () => ({
        status: 200,
        body: queue([], { medianFirstActionSeconds: null }),
      }),
    });
    renderApp(<ModerationPage />, { user: moderator, path: '/' });
    expect(await screen.findByText(/Nothing to review/)).toBeInTheDocument();
    expect(screen.getByTestId('median-first-action')).toHaveTextContent('No actions yet');
  });
});

describe('a case', () => {
  it('shows the content, the reporters with their record, and hides it after a reason', async () => {
    const fetch = fakeApi({
      [`GET /api/admin/moderation/cases/${CASE_ID}`]: () => ({ status: 200, body: detail() }),
      [`POST /api/admin/moderation/cases/${CASE_ID}/actions`]: () => ({
        status: 200,
        body: { ok: true },
      }),
    });
    renderApp(<ModerationPage />, { user: moderator, path: `/${CASE_ID}` });
    expect(await screen.findByRole('heading', { name: 'Reported post' })).toBeInTheDocument();
    expect(screen.getByText('Fight at the harbour tonight')).toBeInTheDocument();
    expect(screen.getByText('75% of their earlier reports were actioned')).toBeInTheDocument();
    expect(screen.getByText('No earlier reports reviewed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rex Rowdy' })).toHaveAttribute(
      'href',
      '/admin/users/3b1c2d3e-0000-4000-8000-000000000009',
    );
    expect(screen.getByRole('group', { name: 'Author actions' })).toHaveTextContent(
      'Warn authorLimit authorSuspend author',
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Content actions' })).getByRole('button', {
        name: 'Hide',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide this content' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Threat of violence' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => (init as RequestInit)?.method === 'POST')).toBe(
        true,
      ),
    );
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      action: 'hide',
      reason: 'Threat of violence',
    });
  });

  it('resolves with a note, and shows the server refusal in the dialog', async () => {
    fakeApi({
      [`GET /api/admin/moderation/cases/${CASE_ID}`]: () => ({ status: 200, body: detail() }),
      [`POST /api/admin/moderation/cases/${CASE_ID}/resolve`]: () => ({
        status: 409,
        body: { message: 'This case is already resolved' },
      }),
    });
    renderApp(<ModerationPage />, { user: moderator, path: `/${CASE_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve this case' });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Removed it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This case is already resolved',
    );
  });

  it('offers Reopen only on a closed case, and no actions', async () => {
    fakeApi({
      [`GET /api/admin/moderation/cases/${CASE_ID}`]: () => ({
        status: 200,
        body: detail({
          status: 'dismissed',
          actions: [],
          note: 'Fine',
          closedAt: new Date().toISOString(),
        }),
      }),
    });
    renderApp(<ModerationPage />, { user: moderator, path: `/${CASE_ID}` });
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Content actions' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Author actions' })).toBeNull();
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});

describe('formatDuration', () => {
  it('reads minutes, hours and days', () => {
    expect([30, 1500, 3600, 7500, 90_000].map(formatDuration)).toEqual([
      '1 min',
      '25 min',
      '1 h',
      '2 h 5 min',
      '1 d 1 h',
    ]);
  });
});
