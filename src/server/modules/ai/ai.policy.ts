import type { Viewer } from '../../context.ts';

/** AI captions and thumbnails are stored on the post: its author only asks for them. */
export function canEnhancePost(viewer: Viewer | null, post: { userId: string }): boolean {
  return viewer !== null && viewer.id === post.userId;
}
