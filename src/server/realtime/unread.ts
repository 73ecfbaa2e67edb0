import type { TUnreadCounts } from '../../contract/realtime.ts';
import { countUnreadActivityGroups, findNotificationSettings } from '../../db/queries/activity.ts';
import { countUnreadMessages } from '../../db/queries/conversations.ts';
import { enabledActivityTypes } from '../modules/activity/activity.service.ts';
import type { RealtimeHub } from './hub.ts';

/**
 * The badges (unread messages, unread activity groups) of the members connected here: counted
 * when a socket opens (its `ready` frame), then kept current from the events of messaging and
 * activity, which call `update`; an `unread` frame goes out only when a total changed.
 */
export class UnreadCounts {
  private readonly counts = new Map<string, TUnreadCounts>();

  constructor(private readonly hub: RealtimeHub) {
    hub.onOpen(async (client) => {
      const unread = await this.count(client.user.id);
      hub.send(client, { type: 'ready', userId: client.user.id, unread });
    });
    hub.onClose((client, last) => {
      if (last) this.counts.delete(client.user.id);
    });
  }

  /** Sends `unread` to the member's sockets here when a total changed. */
  update(userId: string, change: Partial<TUnreadCounts>): void {
    const current = this.counts.get(userId);
    if (!current) return;
    const next = { ...current, ...change };
    if (next.messages === current.messages && next.activity === current.activity) return;
    this.counts.set(userId, next);
    this.hub.toUser(userId, () => ({ type: 'unread', unread: next }));
  }

  private async count(userId: string): Promise<TUnreadCounts> {
    const db = this.hub.deps.database.db;
    const types = enabledActivityTypes(await findNotificationSettings(db, { userId }));
    const [messages, activity] = await Promise.all([
      countUnreadMessages(db, { userId }),
      countUnreadActivityGroups(db, { recipientId: userId, types }),
    ]);
    const counts = { messages, activity };
    if (this.hub.hasClients(userId)) this.counts.set(userId, counts);
    return counts;
  }
}
