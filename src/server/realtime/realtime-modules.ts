import { registerActivityRealtime } from '../modules/activity/activity.realtime.ts';
import { registerMessagingRealtime } from '../modules/messaging/messaging.realtime.ts';
import { registerPresenceRealtime } from '../modules/messaging/presence.realtime.ts';
import { registerModerationRealtime } from '../modules/moderation/moderation.realtime.ts';
import type { PushNotifier } from '../modules/push/push.notifier.ts';
import type { RealtimeHub } from './hub.ts';
import type { MemberLimiter } from './send-limiter.ts';
import { registerSessionGuard } from './session-guard.ts';
import { UnreadCounts } from './unread.ts';

/** What a module's realtime handlers are built from. */
export type RealtimeParts = {
  hub: RealtimeHub;
  push: PushNotifier;
  /** Message sends per member, HTTP and socket together. */
  sendLimiter: MemberLimiter;
  unread: UnreadCounts;
};

/** Registers a module's frame and event handlers on the hub (its `<module>.realtime.ts`). */
export type RealtimeModule = (parts: RealtimeParts) => void;

/** Every module that speaks over the socket. A new one adds its register function here. */
const REALTIME_MODULES: RealtimeModule[] = [
  registerSessionGuard,
  registerMessagingRealtime,
  registerPresenceRealtime,
  registerActivityRealtime,
  registerModerationRealtime,
];

export function registerRealtimeModules(
  hub: RealtimeHub,
  parts: { push: PushNotifier; sendLimiter: MemberLimiter },
): void {
  const all: RealtimeParts = { hub, ...parts, unread: new UnreadCounts(hub) };
  for (const register of REALTIME_MODULES) register(all);
}
