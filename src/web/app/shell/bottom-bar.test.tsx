import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeCreatePost, getCreatePostState } from '../../features/posts/create-post-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { BottomBar } from './bottom-bar.tsx';

describe('mobile bottom bar', () => {
  it('has the spec links, a Create button for the dialog, and caps the unread badge at 99+', async () => {
    renderApp(<BottomBar unread={105} />);
    const bar = within(screen.getByRole('navigation', { name: 'Quick links' }));
    const links = bar.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/explore',
      '/messages',
      '/profile',
    ]);
    await userEvent.click(bar.getByRole('button', { name: 'Create' }));
    expect(getCreatePostState().open).toBe(true);
    closeCreatePost();
    expect(bar.getByRole('link', { name: 'Messages (99+ unread)' })).toBeInTheDocument();
    expect(bar.getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('shows the exact count up to 99 and nothing at 0', () => {
    const { unmount } = renderApp(<BottomBar unread={99} />);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent(/^99$/);
    unmount();
    renderApp(<BottomBar unread={0} />);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('caps at 9+ where the screen asks for it (the tours bar)', () => {
    renderApp(<BottomBar unread={12} badgeCap={9} />);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
    expect(screen.getByRole('link', { name: 'Messages (9+ unread)' })).toBeInTheDocument();
  });

  it('marks the current page and navigates', async () => {
    renderApp(<BottomBar unread={0} />, { path: '/explore' });
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});
