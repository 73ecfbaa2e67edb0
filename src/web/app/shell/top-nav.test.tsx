import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, renderApp } from '../../test/app-harness.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { TopNav } from './top-nav.tsx';

afterEach(() => vi.restoreAllMocks());

/** happy-dom has no layout: give every link the same width and the row a fixed space. */
function fakeLayout({ linkWidth, rowWidth }: { linkWidth: number; rowWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, linkWidth, 32),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(rowWidth);
}

/** Badges a person can see (the measuring copy of the row is hidden from everyone). */
function visibleBadges() {
  return screen
    .queryAllByTestId('unread-badge')
    .filter((badge) => !badge.closest('[data-testid="nav-measurer"]'));
}

describe('top navigation', () => {
  it('shows every link of the spec when the row has room, and no More', () => {
    fakeLayout({ linkWidth: 100, rowWidth: 2000 });
    renderApp(<TopNav user={member()} unread={0} />);
    const row = screen.getByRole('navigation', { name: 'Main' });
    for (const { label, to } of NAV_ITEMS) {
      // The desktop row link comes first; the mobile menu repeats it.
      expect(within(row).getAllByRole('link', { name: label })[0]).toHaveAttribute('href', to);
    }
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('moves the links that do not fit under More, in order', async () => {
    // 9 links of 100 px in 450 px: three stay beside the 100 px "More" button.
    fakeLayout({ linkWidth: 100, rowWidth: 450 });
    renderApp(<TopNav user={member()} unread={3} />, { path: '/settings' });
    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(
      NAV_ITEMS.slice(3).map((item) => item.label),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Marketplace' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/marketplace');
  });

  it('shows the unread count once, on Messages, and says it', () => {
    fakeLayout({ linkWidth: 100, rowWidth: 2000 });
    renderApp(<TopNav user={member()} unread={150} />);
    const badges = visibleBadges();
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('99+');
    expect(badges[0]?.closest('a')).toHaveAttribute('href', '/messages');
    expect(screen.getAllByRole('link', { name: 'Messages (99+ unread)' }).length).toBeGreaterThan(
      0,
    );
  });

  it('hides the count when nothing is unread', () => {
    fakeLayout({ linkWidth: 100, rowWidth: 2000 });
    renderApp(<TopNav user={member()} unread={0} />);
    expect(visibleBadges()).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Messages' }).length).toBeGreaterThan(0);
  });

  it('opens the mobile menu with the mobile-only links; Escape closes it and refocuses', async () => {
    renderApp(<TopNav user={member()} unread={0} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById('mobile-menu');
    expect(menu).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement);
    expect(links.getByRole('link', { name: 'Test Upload' })).toHaveAttribute(
      'href',
      '/simple-upload',
    );
    expect(links.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create');
    expect(links.getByRole('link', { name: 'Plan Trip' })).toHaveAttribute('href', '/plan-trip');
    links.getByRole('link', { name: 'Explore' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu after a navigation', async () => {
    renderApp(<TopNav user={member()} unread={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'Explore' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/explore');
    expect(menu).not.toBeVisible();
  });

  it('searches from the header with the trimmed text and ignores blank text', async () => {
    renderApp(<TopNav user={member()} unread={0} />);
    const [box] = screen.getAllByRole('searchbox', { name: 'Search Roamly' });
    await userEvent.type(box as HTMLElement, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.type(box as HTMLElement, ' kyoto temples {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=kyoto+temples');
    await act(async () => undefined);
  });
});
