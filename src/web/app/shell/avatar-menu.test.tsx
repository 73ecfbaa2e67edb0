import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, renderApp } from '../../test/app-harness.tsx';
import { AvatarMenu } from './avatar-menu.tsx';

async function openMenu(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('menu'));
}

describe('avatar menu', () => {
  it('shows the initials and offers the spec items with their targets', async () => {
    renderApp(<AvatarMenu user={member({ firstName: 'ada', lastName: 'lovelace' })} />);
    const trigger = screen.getByRole('button', { name: 'Account menu for ada lovelace' });
    expect(trigger).toHaveTextContent('AL');
    const menu = await openMenu(/Account menu/);
    expect(menu.getByText('maya@example.test')).toBeInTheDocument();
    const expected = [
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['Accessibility', '/settings?tab=accessibility'],
      ['Go Premium', '/subscribe'],
      ['Sign Out', '/api/logout'],
    ];
    for (const [name, href] of expected) {
      expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds Admin for admins and moderators (moderators work member pages there)', async () => {
    for (const role of ['admin', 'moderator'] as const) {
      const { unmount } = renderApp(<AvatarMenu user={member({ role })} />);
      const menu = await openMenu(/Account menu/);
      expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
      unmount();
    }
  });

  it('keeps emoji initials whole and falls back to the e-mail', () => {
    renderApp(
      <>
        <AvatarMenu user={member({ firstName: '👩🏽‍🚀 Nia', lastName: 'ßauer' })} />
        <AvatarMenu user={member({ firstName: null, lastName: null, email: 'zed@x.io' })} />
      </>,
    );
    expect(screen.getByRole('button', { name: /Nia/ })).toHaveTextContent('👩🏽‍🚀ß');
    expect(screen.getByRole('button', { name: 'Account menu for zed@x.io' })).toHaveTextContent(
      /^Z/,
    );
  });

  it('opens from the keyboard and closes with Escape back on the trigger', async () => {
    renderApp(<AvatarMenu user={member()} />);
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
