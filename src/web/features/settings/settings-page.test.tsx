import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { SettingsPage } from './settings-page.tsx';
import { renderWithApp } from './test-harness.tsx';
import { fakeApi, member } from '../../test/app-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderSettings(path = '/settings') {
  // The Sessions card loads the member's devices; the privacy tab the blocked accounts.
  fakeApi({
    'GET /api/auth/sessions': () => ({ status: 200, body: { sessions: [] } }),
    'GET /api/blocks': () => ({ status: 200, body: [] }),
  });
  return renderWithApp(
    <>
      <SettingsPage user={member()} />
      <CurrentUrl />
    </>,
    { path },
  );
}

describe('settings page tabs', () => {
  it('opens on the profile tab with every card of spec 1 §2', () => {
    renderSettings();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const title of [
      'Profile information',
      'Privacy & Safety',
      'Notifications',
      'Custom Destination URLs',
      'Account',
    ]) {
      expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(panel).getByRole('link', { name: 'Sign Out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
  });

  it('keeps the tab in the URL and opens the tab the URL names', async () => {
    renderSettings('/settings?tab=notifications');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Sound alerts' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Profile information' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/settings?tab=privacy');
    expect(screen.getByRole('heading', { name: 'Privacy & Safety' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Public profile' })).toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/settings$/);
  });

  it('falls back to the profile tab for an unknown ?tab', () => {
    renderSettings('/settings?tab=bogus');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});
