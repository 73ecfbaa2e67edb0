import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_QUERY_KEY } from '../lib/query-client.ts';
import { fakeApi, member, renderApp, SIGNED_OUT } from '../test/app-harness.tsx';
import { PublicLayout } from './public-layout.tsx';

describe('public layout', () => {
  it('offers Sign in to a visitor', async () => {
    fakeApi({ 'GET /api/auth/user': () => SIGNED_OUT });
    renderApp(
      <PublicLayout>
        <p>Demo access page</p>
      </PublicLayout>,
      { path: '/test-login' },
    );
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByText('Demo access page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('keeps the signed-in header for a member (e.g. on /test-login)', async () => {
    fakeApi({ 'GET /api/conversations': () => ({ status: 200, body: [] }) });
    const { queryClient } = renderApp(
      <PublicLayout>
        <p>Demo access page</p>
      </PublicLayout>,
      { user: member(), path: '/test-login' },
    );
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeDefined();
    expect(
      await screen.findByRole('button', { name: 'Account menu for Maya Rivers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Demo access page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });
});
