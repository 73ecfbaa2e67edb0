import type { Viewer } from '../../context.ts';

/**
 * A subscription is managed (started, paid, cancelled, resumed) by its member only: not even an
 * admin pays or cancels for someone else.
 */
export function canManageSubscription(viewer: Viewer | null, owner: { userId: string }): boolean {
  return viewer !== null && viewer.id === owner.userId;
}
