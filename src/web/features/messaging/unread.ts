import { UNREAD_BADGE_CAP } from '../../../contract/limits.ts';
import type { TConversation } from '../../../contract/messaging.ts';

/** Spec 1 §2: the unread count is the sum of unreadCount over all conversations. */
export function totalUnread(
  conversations: readonly Pick<TConversation, 'unreadCount'>[] | undefined,
) {
  if (!conversations) return 0;
  return conversations.reduce((sum, item) => sum + Math.max(0, item.unreadCount), 0);
}

/** Badge text: nothing at zero, the number up to the cap, then "99+". */
export function formatBadgeCount(count: number, cap: number = UNREAD_BADGE_CAP): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}
