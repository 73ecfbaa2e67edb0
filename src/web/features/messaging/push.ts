import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  pushPreferencesRoute,
  pushSubscribeRoute,
  testPushRoute,
  vapidPublicKeyRoute,
  type TTestPushResult,
} from '../../../contract/messaging.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { ApiError, api, errorMessage } from '../../lib/api.ts';
import { USER_QUERY_KEY } from '../../lib/query-client.ts';
import {
  PushSetupError,
  disableBrowserPush,
  enableBrowserPush,
  pushPermission,
  type PushFailure,
  type PushSubscriptionBody,
} from './push-browser.ts';

/**
 * Push on and off (1-platform-core §4): the preference is saved first; turning on then checks
 * support, asks permission, registers /sw.js, gets the public key, subscribes and sends the
 * subscription, and any failure there sets the preference back off. Turning off removes this
 * browser's subscription (the server forgets all of the member's). The screens only choose the
 * words (settings: 1-platform-core §8; the messages menu: 2-traveller-features §8).
 */

const pushServer = {
  publicKey: async () => (await api(vapidPublicKeyRoute)).publicKey,
  save: (body: PushSubscriptionBody) => api(pushSubscribeRoute, { body }),
};

/* ----- the browser permission as React state ----- */

const permissionListeners = new Set<() => void>();
function refreshPermission() {
  for (const listener of [...permissionListeners]) listener();
}

function subscribePermission(listener: () => void) {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

/** 'granted', 'denied', 'default' or 'unsupported'; follows changes made in browser settings. */
export function usePushPermission(): NotificationPermission | 'unsupported' {
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const onChange = () => refreshPermission();
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        status = result;
        result.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribePermission, pushPermission, () => 'unsupported');
}

/* ----- the preference in the user cache ----- */

function setPushPreference(queryClient: QueryClient, enabled: boolean) {
  queryClient.setQueryData<TSelfUser>(USER_QUERY_KEY, (user) =>
    user
      ? {
          ...user,
          pushNotificationsEnabled: enabled,
          notificationSettings: { ...user.notificationSettings, pushNotifications: enabled },
        }
      : user,
  );
}

async function savePreference(queryClient: QueryClient, enabled: boolean) {
  const before = queryClient.getQueryData<TSelfUser>(USER_QUERY_KEY)?.pushNotificationsEnabled;
  setPushPreference(queryClient, enabled);
  try {
    const saved = await api(pushPreferencesRoute, { body: { enabled } });
    setPushPreference(queryClient, saved.pushNotificationsEnabled);
  } catch (error) {
    if (before !== undefined) setPushPreference(queryClient, before);
    throw error;
  }
}

export type EnableResult =
  | { ok: true }
  /** The preference could not be saved: nothing else was tried. */
  | { ok: false; step: 'save'; message: string }
  /** Saved, then a browser step failed: the preference is back off. */
  | { ok: false; step: 'browser'; failure: PushFailure };

export async function enablePush(queryClient: QueryClient): Promise<EnableResult> {
  try {
    await savePreference(queryClient, true);
  } catch (error) {
    return { ok: false, step: 'save', message: errorMessage(error, 'Please try again.') };
  }
  try {
    await enableBrowserPush(pushServer);
    return { ok: true };
  } catch (error) {
    const failure: PushFailure =
      error instanceof PushSetupError
        ? error.failure
        : { reason: 'failed', message: errorMessage(error, 'Unknown error') };
    // Best effort: the setting goes back off even if this save fails (the cache says off).
    await savePreference(queryClient, false).catch(() => setPushPreference(queryClient, false));
    return { ok: false, step: 'browser', failure };
  } finally {
    refreshPermission();
  }
}

export type DisableResult =
  { ok: true } | { ok: false; step: 'save'; message: string } | { ok: false; step: 'browser' };

export async function disablePush(queryClient: QueryClient): Promise<DisableResult> {
  try {
    await savePreference(queryClient, false);
  } catch (error) {
    return { ok: false, step: 'save', message: errorMessage(error, 'Please try again.') };
  }
  try {
    await disableBrowserPush();
    return { ok: true };
  } catch {
    return { ok: false, step: 'browser' };
  }
}

export type TestResult =
  | { ok: true; message: string }
  /** The server answered with a refusal (its message, when it gave one). */
  | { ok: false; network: false; message: string | null }
  /** No answer at all. */
  | { ok: false; network: true };

export async function sendTestPush(): Promise<TestResult> {
  let result: TTestPushResult;
  try {
    result = await api(testPushRoute);
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, network: false, message: error.serverMessage ?? null };
    }
    return { ok: false, network: true };
  }
  return result.success
    ? { ok: true, message: result.message }
    : { ok: false, network: false, message: result.message || null };
}
