import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSelfUser } from '../../../contract/users.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { authKeys } from '../auth/queries.ts';
import { useAuth } from '../auth/user-query.ts';
import { NotificationsCard, PrivacyCard } from './preference-cards.tsx';
import { deferredReply, renderWithApp, requestBody, scriptFetch } from './test-harness.tsx';
import { member } from '../../test/app-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The cards as the settings page renders them: fed by the cached member. */
function Live({ card }: { card: 'privacy' | 'notifications' }) {
  const { user } = useAuth();
  if (!user) return null;
  return card === 'privacy' ? (
    <PrivacyCard user={user} headingId="p" />
  ) : (
    <NotificationsCard user={user} headingId="n" />
  );
}

describe('Privacy & Safety and Notifications toggles', () => {
  it('shows the saved values and says they are saved to the account', () => {
    const user = member({
      privacySettings: { ...member().privacySettings, showLocation: false },
    });
    renderWithApp(<PrivacyCard user={user} headingId="p" />, { user });
    expect(screen.getByRole('switch', { name: 'Show location' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Allow messages' })).toBeChecked();
    expect(screen.getByText('Saved to your account')).toBeInTheDocument();
    expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument();
  });

  it('flips at once, sends only the changed key and keeps the server answer', async () => {
    const user = member();
    const reply = deferredReply();
    const fetchMock = scriptFetch(reply.promise);
    const { queryClient } = renderWithApp(<Live card="privacy" />, { user });
    await userEvent.click(screen.getByRole('switch', { name: 'Allow messages' }));
    expect(screen.getByRole('switch', { name: 'Allow messages' })).not.toBeChecked();

    // Optimistic: the cached member already has the new value while the request is pending.
    const cached = () => queryClient.getQueryData<TSelfUser>(authKeys.user);
    expect(cached()?.privacySettings.allowMessages).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(requestBody(fetchMock)).toEqual({ privacySettings: { allowMessages: false } });

    const saved = member({
      privacySettings: { ...user.privacySettings, allowMessages: false },
      bio: 'from the server',
    });
    await act(async () => reply.resolve({ status: 200, body: saved }));
    await waitFor(() => expect(cached()?.bio).toBe('from the server'));
    expect(cached()?.privacySettings.allowMessages).toBe(false);
  });

  it('puts the toggle back and explains when the save fails', async () => {
    const user = member();
    scriptFetch({ status: 503, body: { message: 'Service unavailable' } });
    const { queryClient } = renderWithApp(<Live card="notifications" />, { user });
    const toggle = screen.getByRole('switch', { name: 'E-mail notifications' });
    await userEvent.click(toggle);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to Update'));
    expect(getToasts()[0]?.description).toMatch(/E-mail notifications could not be saved/);
    const cached = queryClient.getQueryData<TSelfUser>(authKeys.user);
    expect(cached?.notificationSettings.emailNotifications).toBe(true);
    expect(toggle).toBeChecked();
  });

  it('moves the push toggle and pushNotificationsEnabled together', async () => {
    const user = member();
    const reply = deferredReply();
    scriptFetch(reply.promise);
    const { queryClient } = renderWithApp(<Live card="notifications" />, { user });
    await userEvent.click(screen.getByRole('switch', { name: 'Push notifications' }));
    const cached = queryClient.getQueryData<TSelfUser>(authKeys.user);
    expect(cached?.notificationSettings.pushNotifications).toBe(true);
    expect(cached?.pushNotificationsEnabled).toBe(true);
    await act(async () => reply.resolve({ status: 500, body: { message: 'boom' } }));
    await waitFor(() =>
      expect(queryClient.getQueryData<TSelfUser>(authKeys.user)?.pushNotificationsEnabled).toBe(
        false,
      ),
    );
  });
});
