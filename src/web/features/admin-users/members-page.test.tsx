import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMember } from '../../../contract/admin-users.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { MembersPage } from './members-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (id: string, name: string): TAdminMember => ({
  id,
  name,
  email: `${id}@example.test`,
  profileImageUrl: null,
  role: 'member',
  status: 'active',
  postsCount: 2,
  followersCount: 1,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastActiveAt: '2026-11-01T10:00:00.000Z',
});

describe('MembersPage', () => {
  it('sends search, sort and the page cursor to the server', async () => {
    const fetch = fakeApi({
      'GET /api/admin/users': () => ({
        status: 200,
        body: { items: [row('u1', 'Ana Lima')], nextCursor: 'cursor-2' },
      }),
    });
    const params = () => {
      const last = fetch.mock.calls.at(-1)?.[0];
      return new URL(String(last), 'http://roamly.test').searchParams;
    };
    renderApp(<MembersPage />, { user: member({ role: 'admin' }), path: '/admin/users' });
    // The table (from `sm` up) and the phone's cards (below) both lead to the member page.
    const links = await screen.findAllByRole('link', { name: /Ana Lima/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users/u1',
      '/admin/users/u1',
    ]);
    expect(screen.getByTestId('member-card')).toHaveTextContent('Last active');
    expect(params().get('sort')).toBe('joined');
    expect(params().get('dir')).toBe('desc');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params().get('cursor')).toBe('cursor-2'));

    fireEvent.click(screen.getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(params().get('dir')).toBe('asc'));
    // A new sort starts again at the first page.
    expect(params().get('cursor')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'ana@' } });
    await waitFor(() => expect(params().get('q')).toBe('ana@'));

    // On a phone the sortable columns are one select.
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('createdAt:asc');
    fireEvent.change(sortBy, { target: { value: 'lastActiveAt:desc' } });
    await waitFor(() => expect(params().get('sort')).toBe('lastActive'));
    expect(params().get('dir')).toBe('desc');
  });
});
