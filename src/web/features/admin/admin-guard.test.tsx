import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSelfUser } from '../../../contract/users.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { AdminGuard } from './admin-guard.tsx';
import { AdminLayout } from './admin-layout.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AdminGuard', () => {
  it('asks visitors to log in (spec 3 §2)', () => {
    renderApp(<AdminGuard user={undefined}>secret</AdminGuard>);
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the admin dashboard.')).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('refuses members (spec 3 §2)', () => {
    renderApp(<AdminGuard user={member()}>secret</AdminGuard>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard."),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('lets moderators and admins in', () => {
    renderApp(<AdminGuard user={member({ role: 'moderator' })}>for moderators</AdminGuard>);
    expect(screen.getByText('for moderators')).toBeInTheDocument();
    renderApp(<AdminGuard user={member({ role: 'admin' })}>for admins</AdminGuard>);
    expect(screen.getByText('for admins')).toBeInTheDocument();
  });
});

/** The layout under its route, as the router mounts it (its screens' routes are relative). */
const area = (user: TSelfUser) => (
  <Routes>
    <Route path="/admin/*" element={<AdminLayout user={user} />} />
  </Routes>
);

/** The screens load lazily: on a busy machine the first import takes more than a second. */
const LAZY = { timeout: 5000 };

const EMPTY_PAGE = { status: 200, body: { items: [], nextCursor: null } };

describe('AdminLayout', () => {
  it('shows admins every section, Performance leading to /dashboard', async () => {
    const admin = member({ role: 'admin' });
    renderApp(area(admin), { user: admin, path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Moderation', '/admin/moderation'],
      ['Inbox', '/admin/inbox'],
      ['E-mail', '/admin/email'],
      ['SEO', '/admin/seo'],
      ['Mappings', '/admin/mappings'],
      ['Country expansion', '/admin/country-expansion'],
      ['Audit log', '/admin/audit'],
      ['Performance', '/dashboard'],
      ['Social automation', '/social-automation'],
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY),
    ).toBeInTheDocument();
  });

  it('gives moderators member pages only, and sends /admin to them', async () => {
    fakeApi({ 'GET /api/admin/users': () => EMPTY_PAGE });
    const moderator = member({ role: 'moderator' });
    renderApp(area(moderator), { user: moderator, path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Users',
      'Moderation',
    ]);
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users'),
      LAZY,
    );
    expect(await screen.findByRole('heading', { name: 'Users' }, LAZY)).toBeInTheDocument();
    // The wide table and the phone's cards both say so (CSS shows one).
    expect(await screen.findAllByText('No members match these filters.', {}, LAZY)).toHaveLength(2);
  });

  it('keeps the admins-only sections from moderators', async () => {
    fakeApi({ 'GET /api/admin/users': () => EMPTY_PAGE });
    const moderator = member({ role: 'moderator' });
    renderApp(area(moderator), { user: moderator, path: '/admin/seo' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, LAZY),
    ).toBeInTheDocument();
  });

  it('breadcrumbs name the section', async () => {
    fakeApi({ 'GET /api/admin/audit': () => EMPTY_PAGE });
    const admin = member({ role: 'admin' });
    renderApp(area(admin), { user: admin, path: '/admin/audit' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('AdminAudit log');
    expect(await screen.findByText('No actions recorded yet.', {}, LAZY)).toBeInTheDocument();
  });
});
