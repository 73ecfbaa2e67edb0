import type { TPost } from '../../../contract/posts.ts';
import { userDisplayName } from '../../../contract/user-names.ts';

// What an explore tile shows and how it is read out, kept apart from the markup so it is tested
// on its own. Its picture is `tilePicture` (contract/pictures.ts), which the server hints too.

export type TileKind = 'carousel' | 'video' | 'photo' | 'text';

/** Several media make a carousel; a video (first item or the post's own) is a video tile. */
export function tileKind(post: TPost): TileKind {
  if (post.media.length > 1) return 'carousel';
  const first = post.media[0];
  if (first) return first.type === 'video' ? 'video' : 'photo';
  if (post.videoUrl) return 'video';
  if (post.imageUrl) return 'photo';
  return 'text';
}

const SNIPPET_LENGTH = 100;

/** 'Photo by Ana Lima in Lisbon: Tiles everywhere…', the name a screen reader gives the tile. */
export function tileLabel(post: TPost): string {
  const kind = tileKind(post);
  const what =
    kind === 'carousel'
      ? `${post.media.length} ${post.media.every((item) => item.type === 'image') ? 'photos' : 'items'}`
      : kind === 'video'
        ? 'Video'
        : kind === 'photo'
          ? 'Photo'
          : 'Post';
  const name = userDisplayName(post.user) || 'Traveller';
  const place = post.location ? ` in ${post.location}` : '';
  const text = post.content.trim().replace(/\s+/g, ' ');
  const snippet =
    text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text;
  return `${what} by ${name}${place}${snippet ? `: ${snippet}` : ''}`;
}

/** Deep, white-text-safe grounds for text tiles; a post keeps its colour across renders. */
export const TEXT_TILE_GROUNDS = ['#1f4e5f', '#7a3b2e', '#3b3a6b', '#2f5a3c', '#6a2c4e', '#4a4238'];

export function textTileGround(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TEXT_TILE_GROUNDS[hash % TEXT_TILE_GROUNDS.length]!;
}
