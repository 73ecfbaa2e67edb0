import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMemberDetail, TAdminMemberReport } from '../../../contract/admin-users.ts';
import type { TRole } from '../../../contract/limits.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { MemberPage } from './member-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '7f1c2d3e-0000-4000-8000-000000000042';
const CASE_ID = '7f1c2d3e-0000-4000-8000-0000000000c1';

/** Reports of a message and of the member themself (pages of one, to walk the cursor). */
const REPORTS: TAdminMemberReport[] = [
  {
    id: 'r2',
    caseId: CASE_ID,
    caseStatus: 'open',
    targetType: 'message',
    targetId: 'm1',
    excerpt: 'Cheap watches',
    reason: 'spam',
    details: null,
    reporter: { id: 'u2', name: 'Ana Lima' },
    createdAt: '2026-11-19T10:00:00.000Z',
  },
  {
    id: 'r1',
    caseId: 'c0',
    caseStatus: 'dismissed',
    targetType: 'user',
    targetId: ID,
    excerpt: null,
    reason: 'harassment',
    details: 'Follows me everywhere',
    reporter: { id: 'u3', name: 'Ben Costa' },
    createdAt: '2026-11-18T10:00:00.000Z',
  },
];
const detail: TAdminMemberDetail = {
  member: {
    id: ID,
    name: 'Rita Reported',
    email: 'rita@example.test',
    profileImageUrl: null,
    role: 'member',
    status: 'limited',
    postsCount: 1,
    followersCount: 2,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastActiveAt: '2026-11-01T10:00:00.000Z',
    bio: null,
    location: 'Lisbon',
    emailVerifiedAt: '2026-02-01T10:00:00.000Z',
    premium: false,
    suspendedAt: null,
    suspendedUntil: null,
    limitedAt: '2026-11-20T10:00:00.000Z',
    deletionRequestedAt: null,
  },
  counts: {
    posts: 1,
    followers: 2,
    following: 0,
    comments: 4,
    likesGiven: 9,
    reportsAgainst: 2,
    warnings: 0,
  },
  sessions: [],
  weekly: [{ weekStart: '2026-11-23T00:00:00.000Z', posts: 1, comments: 4 }],
};

function show(role: TRole) {
  fakeApi({
    [`GET /api/admin/users/${ID}`]: () => ({ status: 200, body: detail }),
    [`GET /api/admin/users/${ID}/reports`]: (_init, url) => {
      const second = url.searchParams.get('cursor') === 'next';
      return {
        status: 200,
        body: { items: [REPORTS[second ? 1 : 0]], nextCursor: second ? null : 'next' },
      };
    },
    [`GET /api/admin/audit/user/${ID}`]: () => ({
      status: 200,
      body: { items: [], nextCursor: null },
    }),
  });
  renderApp(
    <Routes>
      <Route path="/admin/users/:userId" element={<MemberPage />} />
    </Routes>,
    { user: member({ role }), path: `/admin/users/${ID}` },
  );
}

describe('MemberPage', () => {
  it('shows moderators the member, their reports and state, without actions', async () => {
    show('moderator');
    expect(await screen.findByRole('heading', { name: 'Rita Reported' })).toBeInTheDocument();
    expect(screen.getByText(/^Limited since .+: posts reach followers only$/)).toBeInTheDocument();
    const reports = within(screen.getByRole('region', { name: 'Reports against this member' }));
    expect(await reports.findByText('“Cheap watches”')).toBeInTheDocument();
    expect(reports.getByText(/Their message · by Ana Lima/)).toBeInTheDocument();
    expect(reports.getByRole('link', { name: /^Open the case \(open\)/ })).toHaveAttribute(
      'href',
      `/admin/moderation/${CASE_ID}`,
    );
    await userEvent.click(reports.getByRole('button', { name: 'Next' }));
    expect(await reports.findByText(/Them \(their account\) · by Ben Costa/)).toBeInTheDocument();
    expect(reports.getByText('Follows me everywhere')).toBeInTheDocument();
    expect(reports.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('No live sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Warn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lift limit' })).toBeNull();
  });

  it('gives admins the actions', async () => {
    show('admin');
    expect(await screen.findByRole('heading', { name: 'Rita Reported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Warn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift limit' })).toBeInTheDocument();
  });
});
