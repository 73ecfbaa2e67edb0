/*
 * Roamly service worker (/sw.js, 2-traveller-features §7): shows web push notifications and, on a
 * click, focuses an open Roamly tab on the conversation (or opens one). It caches nothing: the
 * app is always loaded from the network.
 *
 * Payload (JSON, encrypted by the server per RFC 8291): { title, body, url?, conversationId?,
 * tag?, icon? }. A payload that is not JSON is shown as the body text.
 */

/* global self */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The same-origin path a notification opens; never another site. */
function targetPath(data) {
  if (data && typeof data.url === 'string') {
    try {
      const url = new URL(data.url, self.location.origin);
      if (url.origin === self.location.origin) return url.pathname + url.search + url.hash;
    } catch {
      // Not a URL: fall through.
    }
  }
  if (data && typeof data.conversationId === 'string' && data.conversationId) {
    return '/messages?conversation=' + encodeURIComponent(data.conversationId);
  }
  return '/messages';
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const value = event.data.json();
    return value && typeof value === 'object' ? value : { body: String(value) };
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Roamly';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
    badge: '/favicon.svg',
    // One notification per conversation: a newer message replaces the older one.
    tag: typeof data.tag === 'string' ? data.tag : data.conversationId || 'roamly',
    renotify: true,
    data: { path: targetPath(data) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/messages';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const mine = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      const exact = mine.find((client) => client.url === target);
      if (exact) return exact.focus();
      const any = mine[0];
      if (any && 'navigate' in any) {
        return any.navigate(target).then((client) => (client || any).focus());
      }
      return self.clients.openWindow(target);
    }),
  );
});
