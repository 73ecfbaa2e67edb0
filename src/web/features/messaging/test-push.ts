/**
 * Test-only stand-ins for the browser's push APIs (Notification, PushManager, the service worker
 * container), recording what the app asked of them.
 */
import { vi } from 'vitest';

type Options = {
  /** What Notification.requestPermission() answers. */
  permission?: NotificationPermission;
  /** The permission before anything is asked. */
  initial?: NotificationPermission;
  /** Make PushManager.subscribe() throw this. */
  subscribeError?: Error;
  /** A subscription the browser already has. */
  existing?: boolean;
  /** Make PushSubscription.unsubscribe() throw. */
  unsubscribeError?: Error;
};

export function fakeSubscription(unsubscribeError?: Error) {
  const subscription = {
    endpoint: 'https://push.example.test/send/abc',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.test/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPublicKey-_', auth: 'authSecret' },
    }),
    unsubscribe: vi.fn(async () => {
      if (unsubscribeError) throw unsubscribeError;
      return true;
    }),
  };
  return subscription;
}

/** Installs the fakes; returns their spies. Undo with vi.unstubAllGlobals() and `restore()`. */
export function installPushBrowser(options: Options = {}) {
  let permission: NotificationPermission = options.initial ?? 'default';
  const requestPermission = vi.fn(async () => {
    permission = options.permission ?? 'granted';
    return permission;
  });
  const NotificationFake = Object.defineProperties(function Notification() {}, {
    requestPermission: { value: requestPermission },
    permission: { get: () => permission },
  });
  let current = options.existing ? fakeSubscription(options.unsubscribeError) : null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    if (options.subscribeError) throw options.subscribeError;
    current = fakeSubscription(options.unsubscribeError);
    return current;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe,
  };
  const registration = { pushManager };
  const register = vi.fn(async (_url: string, _options?: RegistrationOptions) => registration);
  const serviceWorker = {
    register,
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  vi.stubGlobal('Notification', NotificationFake);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return {
    requestPermission,
    register,
    subscribe,
    get subscription() {
      return current;
    },
    restore() {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}

/** A browser without push (no service worker, no PushManager). */
export function removePushBrowser() {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
}
