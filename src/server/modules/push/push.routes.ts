import type { FastifyInstance } from 'fastify';
import {
  pushPreferencesRoute,
  pushSubscribeRoute,
  pushUnsubscribeRoute,
  testPushRoute,
  vapidPublicKeyRoute,
} from '../../../contract/messaging.ts';
import { addRoute } from '../../http/route.ts';
import {
  sendTestPush,
  subscribePush,
  unsubscribePush,
  updatePushPreference,
} from './push.service.ts';

/** A test push is sent to real push services: a few a minute is plenty. */
const TEST_PUSH_RATE_LIMIT = { max: 10, windowMs: 60_000 };

/** Web push (1-platform-core §4, §7): the VAPID key, subscriptions, the preference and a test. */
export async function pushRoutes(app: FastifyInstance) {
  const notifier = app.realtime.push;
  addRoute(app, vapidPublicKeyRoute, {}, async () => ({
    publicKey: (await notifier.vapidKeys()).publicKey,
  }));
  addRoute(app, pushSubscribeRoute, { auth: 'user' }, async ({ ctx, body }) =>
    subscribePush(ctx, body),
  );
  addRoute(app, pushUnsubscribeRoute, { auth: 'user' }, async ({ ctx, body }) =>
    unsubscribePush(ctx, body),
  );
  addRoute(app, pushPreferencesRoute, { auth: 'user' }, async ({ ctx, body }) =>
    updatePushPreference(ctx, body),
  );
  addRoute(app, testPushRoute, { auth: 'user', rateLimit: TEST_PUSH_RATE_LIMIT }, async ({ ctx }) =>
    sendTestPush(ctx, { notifier }),
  );
}
