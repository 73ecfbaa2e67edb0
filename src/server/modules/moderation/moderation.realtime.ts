import type { RealtimeParts } from '../../realtime/realtime-modules.ts';

/**
 * Moderation over the socket: a post or comment a moderator hid or deleted leaves the screens
 * that show it (feeds, post pages) without a reload. The frame carries ids only; every socket but
 * the author's hears it, since any member may have the post open (moderation actions are rare).
 */
export function registerModerationRealtime({ hub }: RealtimeParts): void {
  hub.on('content.removed', (event) =>
    hub.toEveryone(
      () => ({ type: 'content_removed', postId: event.postId, commentId: event.commentId }),
      event.authorId,
    ),
  );
}
