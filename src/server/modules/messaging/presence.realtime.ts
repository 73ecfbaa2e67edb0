import { membersShowingOnline, sharesConversation } from '../../../db/queries/conversations.ts';
import type { RealtimeClient } from '../../realtime/hub.ts';
import type { RealtimeParts } from '../../realtime/realtime-modules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Online dots of the chat (§7 `presence_subscribe`): a socket follows the presence of the members
 * it names who share a conversation with its member and show their online status; it gets the
 * current state of each at once and a `presence` frame whenever one changes.
 */
export function registerPresenceRealtime({ hub }: RealtimeParts): void {
  /** Followed member → the sockets following them. */
  const watchers = new Map<string, Set<RealtimeClient>>();
  /** Socket → the members it follows, with the state last sent. */
  const watching = new WeakMap<RealtimeClient, Map<string, boolean>>();

  const unwatchAll = (client: RealtimeClient) => {
    for (const userId of watching.get(client)?.keys() ?? []) {
      const set = watchers.get(userId);
      set?.delete(client);
      if (set?.size === 0) watchers.delete(userId);
    }
    watching.delete(client);
  };

  hub.onFrame('presence_subscribe', async (client, { userIds }) => {
    const ids = [...new Set(userIds.filter((id) => UUID.test(id) && id !== client.user.id))];
    const db = hub.deps.database.db;
    const partners = await sharesConversation(db, { userId: client.user.id, otherIds: ids });
    const visible = await membersShowingOnline(db, { ids: [...partners] });
    unwatchAll(client);
    const followed = new Map<string, boolean>();
    watching.set(client, followed);
    for (const userId of visible) {
      const online = hub.presence.isOnline(userId);
      followed.set(userId, online);
      const set = watchers.get(userId) ?? new Set<RealtimeClient>();
      set.add(client);
      watchers.set(userId, set);
      hub.send(client, { type: 'presence', userId, online });
    }
  });

  hub.onClose((client) => unwatchAll(client));

  hub.onPresenceChange((userId) => {
    const set = watchers.get(userId);
    if (!set) return;
    const online = hub.presence.isOnline(userId);
    for (const client of set) {
      const followed = watching.get(client);
      if (!followed || followed.get(userId) === online) continue;
      followed.set(userId, online);
      hub.send(client, { type: 'presence', userId, online });
    }
  });
}
