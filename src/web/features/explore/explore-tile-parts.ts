import type { TPost } from '../../../contract/posts.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { demoPhotoSrcSets, srcSetOf } from '../posts/media-sources.ts';

// What an explore tile shows and how it is read out, kept apart from the markup so it is tested
// on its own.

/** The picture a tile shows, or null when the post has none (a designed text tile then). */
export type TileImage = { src: string; avif: string; webp: string; jpeg: string } | null;

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

/**
 * The tile's picture: the first photo's narrowest JPEG (tiles are a third of the column), a
 * video's poster frame, or the post's own `imageUrl`; nothing for a failed or unprocessed photo.
 */
export function tileImage(post: TPost): TileImage {
  const first = post.media[0];
  if (first) {
    if (first.type === 'video') {
      return first.posterUrl ? { src: first.posterUrl, avif: '', webp: '', jpeg: '' } : null;
    }
    if (first.status !== 'ready' && first.variants.length === 0) return null;
    // A demo-world photo's committed renditions come first, as on the feed cards (post-media.tsx).
    const demo = demoTile(first.url);
    if (demo) return demo;
    const narrowest = first.variants
      .filter((variant) => variant.format === 'jpeg')
      .sort((a, b) => a.width - b.width)[0];
    return {
      src: narrowest?.url ?? first.url,
      avif: '',
      webp: srcSetOf(first.variants, 'webp'),
      jpeg: srcSetOf(first.variants, 'jpeg'),
    };
  }
  if (!post.imageUrl) return null;
  return demoTile(post.imageUrl) ?? { src: post.imageUrl, avif: '', webp: '', jpeg: '' };
}

/**
 * A demo-world photo at a tile's size: its committed 320–960 px renditions instead of the stored
 * 960 or 1600 px file (a third of a phone's width needs the 320 px one).
 */
function demoTile(url: string): TileImage {
  const demo = demoPhotoSrcSets(url);
  return demo ? { src: url, avif: demo.avif, webp: demo.webp, jpeg: '' } : null;
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
