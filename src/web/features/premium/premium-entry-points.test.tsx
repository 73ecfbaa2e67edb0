import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarMenu } from '../../app/shell/avatar-menu.tsx';
import { NAV_ITEMS, navItemsFor } from '../../app/shell/nav-items.ts';
import { TopNav } from '../../app/shell/top-nav.tsx';
import { member, renderApp } from '../../test/app-harness.tsx';

afterEach(() => vi.restoreAllMocks());

/** happy-dom has no layout: every link 100 px wide in a row with room for all. */
function roomyRow() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 100, 32),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(2000);
}

describe("'Go Premium' entry points", () => {
  it('keeps the Premium link for free members and drops it for Premium members', () => {
    expect(navItemsFor({ isPremium: false })).toBe(NAV_ITEMS);
    const premium = navItemsFor({ isPremium: true });
    expect(premium.map((item) => item.to)).not.toContain('/subscribe');
    expect(premium).toHaveLength(NAV_ITEMS.length - 1);
  });

  it('shows Premium in the desktop row and the mobile menu of a free member', () => {
    roomyRow();
    renderApp(<TopNav user={member()} unread={0} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Desktop row first, then the mobile menu's copy.
    expect(within(nav).getAllByRole('link', { name: 'Premium', hidden: true })).toHaveLength(2);
  });

  it('shows no Premium link anywhere in the navigation of a Premium member', () => {
    roomyRow();
    renderApp(<TopNav user={member({ isPremium: true })} unread={0} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link', { name: 'Premium', hidden: true })).toHaveLength(0);
    expect(within(nav).getAllByRole('link', { name: 'Settings', hidden: true })).toHaveLength(2);
  });

  it('leaves Go Premium out of a Premium member’s avatar menu', async () => {
    renderApp(<AvatarMenu user={member({ isPremium: true })} />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Go Premium' })).not.toBeInTheDocument();
  });

  it('keeps Go Premium in a free member’s avatar menu', async () => {
    renderApp(<AvatarMenu user={member()} />);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Go Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });
});
