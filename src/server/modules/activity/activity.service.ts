import {
  ACTIVITY_ACTORS_SHOWN,
  ACTIVITY_LIST_LIMIT,
  type TActivityList,
  type TActivityType,
} from '../../../contract/activity.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationSettings,
} from '../../../contract/settings.ts';
import {
  countUnreadActivityGroups,
  findNotificationSettings,
  listActivityGroups,
  markAllActivityRead,
} from '../../../db/queries/activity.ts';
import type { MemberContext } from '../../context.ts';
import { presentActivityGroup } from './activity.presenter.ts';

/** The Notifications toggle that lists each type. */
const TOGGLE_OF: Record<
  Exclude<TActivityType, 'warning' | 'report_outcome'>,
  keyof TNotificationSettings
> = {
  follow: 'followNotifications',
  like: 'likeNotifications',
  comment: 'commentNotifications',
};

/** The types the member wants to hear about (a missing setting means its default). */
export function enabledActivityTypes(
  settings: Partial<TNotificationSettings> | undefined,
): TActivityType[] {
  const toggled = (Object.keys(TOGGLE_OF) as (keyof typeof TOGGLE_OF)[]).filter((type) => {
    const toggle = TOGGLE_OF[type];
    return settings?.[toggle] ?? DEFAULT_NOTIFICATION_SETTINGS[toggle];
  });
  // Notices from the Roamly team are always listed: no toggle turns them off.
  return [...toggled, 'warning', 'report_outcome'];
}

async function viewerTypes(ctx: MemberContext): Promise<TActivityType[]> {
  return enabledActivityTypes(await findNotificationSettings(ctx.db, { userId: ctx.viewer.id }));
}

/** The bell's list: grouped, newest first, only the types the member's toggles allow. */
export async function listActivity(ctx: MemberContext): Promise<TActivityList> {
  const types = await viewerTypes(ctx);
  const recipientId = ctx.viewer.id;
  const [groups, unreadCount] = await Promise.all([
    listActivityGroups(ctx.db, {
      recipientId,
      types,
      limit: ACTIVITY_LIST_LIMIT,
      actorsShown: ACTIVITY_ACTORS_SHOWN,
    }),
    countUnreadActivityGroups(ctx.db, { recipientId, types }),
  ]);
  return { items: groups.map(presentActivityGroup), unreadCount };
}

/** The bell's badge: unread groups, counted as the list shows them. */
export async function activityUnreadCount(ctx: MemberContext): Promise<{ unreadCount: number }> {
  const types = await viewerTypes(ctx);
  return {
    unreadCount: await countUnreadActivityGroups(ctx.db, { recipientId: ctx.viewer.id, types }),
  };
}

/** The list was opened: everything so far is seen. */
export async function markActivityRead(ctx: MemberContext): Promise<{ ok: true }> {
  await markAllActivityRead(ctx.db, { recipientId: ctx.viewer.id });
  ctx.emit({ type: 'activity.read', userId: ctx.viewer.id });
  return { ok: true };
}
