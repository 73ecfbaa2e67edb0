import { ACTIVITY_ACTORS_SHOWN } from '../../../contract/activity.ts';
import {
  countUnreadActivityGroups,
  findNotificationSettings,
  listActivityGroups,
} from '../../../db/queries/activity.ts';
import type { RealtimeParts } from '../../realtime/realtime-modules.ts';
import { presentActivityGroup } from './activity.presenter.ts';
import { enabledActivityTypes } from './activity.service.ts';

/**
 * The bell over the socket: a new like, comment or follow sends the recipient's sockets the
 * newest group (presented, as the list shows it) and the count, or a web push when they have no
 * socket anywhere; reading the list zeroes the badge on every socket.
 */
export function registerActivityRealtime({ hub, push, unread }: RealtimeParts): void {
  /** The newest activity group and the bell count, for the member's sockets here. */
  const sendActivity = async (userId: string) => {
    const db = hub.deps.database.db;
    const types = enabledActivityTypes(await findNotificationSettings(db, { userId }));
    const [groups, unreadCount] = await Promise.all([
      listActivityGroups(db, {
        recipientId: userId,
        types,
        limit: 1,
        actorsShown: ACTIVITY_ACTORS_SHOWN,
      }),
      countUnreadActivityGroups(db, { recipientId: userId, types }),
    ]);
    const item = groups[0] ? presentActivityGroup(groups[0]) : null;
    hub.toUser(userId, () => ({ type: 'activity', item, unreadCount }));
    unread.update(userId, { activity: unreadCount });
  };

  hub.on('activity.created', (event) => {
    const { recipientId } = event;
    if (hub.hasClients(recipientId)) {
      void sendActivity(recipientId).catch((error: unknown) => {
        hub.log.warn({ err: error }, 'an activity frame failed');
      });
    }
    const { activityType } = event;
    // Notices from the Roamly team reach the list (and an open socket) but are not pushed.
    if (
      hub.isOwn(event) &&
      !hub.isConnected(recipientId) &&
      activityType !== 'warning' &&
      activityType !== 'report_outcome'
    ) {
      push
        .notifyActivity({
          recipientId,
          actorId: event.actorId,
          activityType,
          postId: event.postId,
        })
        .catch((error: unknown) => {
          hub.log.warn({ err: error }, 'an activity push failed');
        });
    }
  });

  hub.on('activity.read', ({ userId }) => unread.update(userId, { activity: 0 }));
}
