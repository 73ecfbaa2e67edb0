import type { TPostPrivacy } from '../../../contract/posts.ts';
import type { Viewer } from '../../context.ts';

/** What the post rules need to know about a post, its author and the viewer's relation to them. */
export type PostAccess = {
  post: { userId: string; privacy: TPostPrivacy };
  /** `limited`: an operator limited the author; their posts reach followers only. */
  author: { suspended: boolean; profileVisible: boolean; limited?: boolean };
  /** The viewer follows the author. */
  viewerFollowsAuthor: boolean;
  /** Either of them blocked the other. */
  blocked: boolean;
};

/**
 * Who sees a post — the same rule as `postVisibleTo` in `db/queries/visibility.ts`, for code
 * that holds one post rather than a query (a ws frame, a direct check). Keep the two in step.
 */
export function canSeePost(viewer: Viewer | null, access: PostAccess): boolean {
  if (!viewer) return false;
  if (viewer.id === access.post.userId) return true;
  if (access.author.suspended || access.blocked) return false;
  switch (access.post.privacy) {
    case 'public':
      return (access.author.profileVisible && !access.author.limited) || access.viewerFollowsAuthor;
    case 'followers':
      return access.viewerFollowsAuthor;
    case 'private':
      return false;
  }
}

/** Editing and deleting a post: its author only. */
export function canChangePost(viewer: Viewer | null, post: { userId: string }): boolean {
  return viewer !== null && viewer.id === post.userId;
}

/** A comment goes away by its author or by the author of the post it is on. */
export function canDeleteComment(
  viewer: Viewer | null,
  target: { commentUserId: string; postUserId: string },
): boolean {
  return viewer !== null && (viewer.id === target.commentUserId || viewer.id === target.postUserId);
}

/** Reporting a post: any member but its author. */
export function canReportPost(viewer: Viewer | null, post: { userId: string }): boolean {
  return viewer !== null && viewer.id !== post.userId;
}

/** The Liked tab is private: only the member who liked the posts sees the list. */
export function canSeeLikedPosts(viewer: Viewer | null, member: { id: string }): boolean {
  return viewer !== null && viewer.id === member.id;
}
