import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSelfUser } from '../../../contract/users.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member } from '../../test/app-harness.tsx';
import { authKeys } from '../auth/queries.ts';
import { useAuth } from '../auth/user-query.ts';
import { NotificationsCard } from '../settings/preference-cards.tsx';
import { renderWithApp } from '../settings/test-harness.tsx';
import { urlBase64ToUint8Array } from './push-browser.ts';
import { installPushBrowser, removePushBrowser } from './test-push.ts';

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
  removePushBrowser();
});

function Live() {
  const { user } = useAuth();
  return user ? <NotificationsCard user={user} headingId="n" /> : null;
}

function withPush(on: boolean) {
  return member({
    pushNotificationsEnabled: on,
    notificationSettings: { ...member().notificationSettings, pushNotifications: on },
  });
}

/** The server: preference saves echo the value (or fail), key and subscribe answer. */
function server({ saveStatus = 200 }: { saveStatus?: number } = {}) {
  const saves: boolean[] = [];
  const calls: string[] = [];
  const mock = fakeApi({
    'PATCH /api/push/preferences': (init) => {
      const { enabled } = JSON.parse(String(init?.body)) as { enabled: boolean };
      saves.push(enabled);
      calls.push(`save ${enabled}`);
      return saveStatus === 200
        ? { status: 200, body: { pushNotificationsEnabled: enabled } }
        : { status: saveStatus, body: { message: 'Database unavailable' } };
    },
    'GET /api/vapid-public-key': () => {
      calls.push('key');
      return { status: 200, body: { publicKey: PUBLIC_KEY } };
    },
    'POST /api/push/subscribe': (init) => {
      calls.push(`subscribe ${(JSON.parse(String(init?.body)) as { endpoint: string }).endpoint}`);
      return { status: 201, body: { ok: true } };
    },
    'POST /api/test-push-notification': () => ({
      status: 400,
      body: { message: 'No push subscription found. Enable push notifications first.' },
    }),
  });
  return { saves, calls, mock };
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications' });
const cachedPush = (queryClient: ReturnType<typeof renderWithApp>['queryClient']) =>
  queryClient.getQueryData<TSelfUser>(authKeys.user)?.pushNotificationsEnabled;

describe('settings push toggle (1-platform-core §4, §8)', () => {
  it('saves first, then asks permission, registers /sw.js, subscribes with the key and sends the subscription', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    restore = browser.restore;
    const { calls } = server();
    const { queryClient } = renderWithApp(<Live />, { user: withPush(false) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Push Notifications Enabled'));
    expect(calls).toEqual(['save true', 'key', 'subscribe https://push.example.test/send/abc']);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(urlBase64ToUint8Array(PUBLIC_KEY));
    expect(cachedPush(queryClient)).toBe(true);
    expect(pushSwitch()).toBeChecked();
    // With permission granted a test can be sent; a refusal shows the server's words.
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Test Failed'));
    expect(getToasts()[0]?.description).toBe(
      'No push subscription found. Enable push notifications first.',
    );
  });

  it('says Not Supported and turns the saved preference back off without push support', async () => {
    removePushBrowser();
    const { saves } = server();
    const { queryClient } = renderWithApp(<Live />, { user: withPush(false) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Not Supported'));
    expect(getToasts()[0]?.description).toBe('Push notifications are not supported on this device');
    expect(saves).toEqual([true, false]);
    expect(cachedPush(queryClient)).toBe(false);
    expect(pushSwitch()).not.toBeChecked();
  });

  it('says Permission Denied when the browser refuses, and reverts', async () => {
    const browser = installPushBrowser({ permission: 'denied' });
    restore = browser.restore;
    const { saves } = server();
    const { queryClient } = renderWithApp(<Live />, { user: withPush(false) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Permission Denied'));
    expect(getToasts()[0]?.description).toBe(
      'Please enable notifications in your browser settings',
    );
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(saves).toEqual([true, false]);
    expect(cachedPush(queryClient)).toBe(false);
  });

  it('says Setup Failed with the reason when subscribing fails, and reverts', async () => {
    const browser = installPushBrowser({
      subscribeError: new Error('Registration failed - push service error'),
    });
    restore = browser.restore;
    const { saves } = server();
    const { queryClient } = renderWithApp(<Live />, { user: withPush(false) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Setup Failed'));
    expect(getToasts()[0]?.description).toBe(
      'Could not enable push notifications: Registration failed - push service error',
    );
    expect(saves).toEqual([true, false]);
    expect(cachedPush(queryClient)).toBe(false);
  });

  it('reverts the toggle with Failed to Update when the save fails, and touches nothing else', async () => {
    const browser = installPushBrowser();
    restore = browser.restore;
    const { calls } = server({ saveStatus: 503 });
    const { queryClient } = renderWithApp(<Live />, { user: withPush(false) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to Update'));
    expect(calls).toEqual(['save true']);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(cachedPush(queryClient)).toBe(false);
  });

  it('turning off saves and removes this browser subscription', async () => {
    const browser = installPushBrowser({ initial: 'granted', existing: true });
    restore = browser.restore;
    const subscription = browser.subscription!;
    const { saves } = server();
    const { queryClient } = renderWithApp(<Live />, { user: withPush(true) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([false]);
    expect(cachedPush(queryClient)).toBe(false);
  });

  it("says 'Could not disable push notifications' when the browser will not unsubscribe", async () => {
    const browser = installPushBrowser({
      initial: 'granted',
      existing: true,
      unsubscribeError: new Error('nope'),
    });
    restore = browser.restore;
    server();
    renderWithApp(<Live />, { user: withPush(true) });
    await userEvent.click(pushSwitch());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Error'));
    expect(getToasts()[0]?.description).toBe('Could not disable push notifications');
  });

  it("says 'Network error during test' when the test request gets no answer", async () => {
    const browser = installPushBrowser({ initial: 'granted', existing: true });
    restore = browser.restore;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<Live />, { user: withPush(true) });
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Test Error'));
    expect(getToasts()[0]?.description).toBe('Network error during test');
  });
});
