import type { TPost, TPostAuthor } from '../../../contract/posts.ts';
import type { PostCardRow } from '../../../db/queries/posts.ts';
import { presentPostMedia } from '../media/media.presenter.ts';

/** The author as a post or comment shows them. */
export function presentPostAuthor(author: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: boolean;
}): TPostAuthor {
  return {
    id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    profileImageUrl: author.profileImageUrl,
    isPremium: author.isPremium,
  };
}

/**
 * The Post entity as `viewerId` sees it. The author's "show location" choice hides the post's
 * location from everyone but the author (as on their profile).
 */
export function presentPost(row: PostCardRow, viewerId: string | null): TPost {
  const showLocation = row.userId === viewerId || row.author.showLocation;
  return {
    id: row.id,
    userId: row.userId,
    user: presentPostAuthor(row.author),
    content: row.content,
    location: showLocation ? row.location : null,
    tags: row.tags,
    travelInsights: row.travelInsights,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    aiCaptions: row.aiCaptions,
    aiThumbnails: row.aiThumbnails,
    media: row.media.map(presentPostMedia),
    privacy: row.privacy,
    allowComments: row.allowComments,
    sensitive: row.sensitive,
    hidden: row.hidden,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    isLiked: row.isLiked,
    isBookmarked: row.isBookmarked,
  };
}
