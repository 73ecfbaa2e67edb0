/**
 * The browser half of web push: support check, permission, the /sw.js registration and the
 * PushManager subscription. The server half (public key, storing the subscription) is passed in,
 * so the settings toggle and the messages menu share one flow.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** Why enabling stopped; each maps to its own message in the catalogue. */
export type PushFailure =
  { reason: 'unsupported' } | { reason: 'denied' } | { reason: 'failed'; message: string };

export class PushSetupError extends Error {
  constructor(readonly failure: PushFailure) {
    super(failure.reason === 'failed' ? failure.message : failure.reason);
    this.name = 'PushSetupError';
  }
}

/** True when this browser can receive web push (service workers, PushManager, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The notification permission now: 'unsupported' where there is no Notification API. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission;
}

/** VAPID keys travel as URL-safe base64; PushManager wants the raw bytes. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob((base64 + padding).replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** The subscription as the server stores it (endpoint and keys). */
export type PushSubscriptionBody = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return true; // Browsers that do not expose the key: trust the subscription.
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * Spec 1 §4 after the save: check support, ask permission, register the service worker, get the
 * public key, subscribe, send the subscription. Throws a PushSetupError saying which step failed.
 */
export async function enableBrowserPush(server: {
  publicKey: () => Promise<string>;
  save: (subscription: PushSubscriptionBody) => Promise<unknown>;
}): Promise<void> {
  if (!pushSupported()) throw new PushSetupError({ reason: 'unsupported' });
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    throw new PushSetupError({ reason: 'failed', message: messageOf(error) });
  }
  if (permission !== 'granted') throw new PushSetupError({ reason: 'denied' });
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const publicKey = await server.publicKey();
    const key = urlBase64ToUint8Array(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another server key (keys rotated) cannot be reused.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true, // §9: push subscription is user-visible only.
      applicationServerKey: key,
    });
    await server.save(subscriptionBody(subscription));
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    throw new PushSetupError({ reason: 'failed', message: messageOf(error) });
  }
}

/** Turning push off: drops this browser's subscription (nothing to do when there is none). */
export async function disableBrowserPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await subscription.unsubscribe();
}
