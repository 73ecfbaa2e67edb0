import { demoSources, srcSetOf, type Picture } from './pictures.ts';
import type { TPost } from './posts.ts';

// Split from pictures.ts so each screen's chunk carries only the pictures it draws.

/** An explore tile is a third of the column: about 16rem beside the sidebars, a third of a phone. */
export const EXPLORE_TILE_SIZES = '(min-width: 1024px) 16rem, 33vw';

/**
 * An explore tile's picture: the first photo's renditions at a tile's size (a demo-world photo's
 * committed 320–960 px ones), a video's poster frame, or the post's own `imageUrl`; null for a
 * post without a picture, or whose photo failed or is still unprocessed (a text tile then).
 */
export function tilePicture(post: Pick<TPost, 'media' | 'imageUrl'>): Picture | null {
  const first = post.media[0];
  if (first) {
    if (first.type === 'video')
      return first.posterUrl ? { src: first.posterUrl, sources: [] } : null;
    if (first.status !== 'ready' && first.variants.length === 0) return null;
    const demo = demoSources(first.url, EXPLORE_TILE_SIZES);
    if (demo.length > 0) return { src: first.url, sources: demo };
    const narrowest = first.variants
      .filter((variant) => variant.format === 'jpeg')
      .sort((a, b) => a.width - b.width)[0];
    const webp = srcSetOf(first.variants, 'webp');
    const jpeg = srcSetOf(first.variants, 'jpeg');
    return {
      src: narrowest?.url ?? first.url,
      sources: webp ? [{ type: 'image/webp', srcSet: webp, sizes: EXPLORE_TILE_SIZES }] : [],
      srcSet: jpeg || undefined,
      sizes: jpeg ? EXPLORE_TILE_SIZES : undefined,
    };
  }
  if (!post.imageUrl) return null;
  return { src: post.imageUrl, sources: demoSources(post.imageUrl, EXPLORE_TILE_SIZES) };
}
