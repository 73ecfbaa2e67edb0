import type { TMediaVariant, TPostMedia } from './media.ts';

// Which files a photo offers the browser (its <picture> sources, srcset and sizes), in one place
// for the app's components and the server: the server hints the page's largest photo from the
// HTML (`server/modules/lcp-preload`) with exactly the candidates the app's <img> will choose
// from, so the browser reuses the preloaded file instead of downloading a second one.

/** One <source> of a <picture>. */
export type PictureSource = { type: string; srcSet: string; sizes?: string };

/** A photo as the app's `Photo` draws it: `src`, optional sources, optional srcset/sizes. */
export type Picture = {
  src: string;
  sources: PictureSource[];
  srcSet?: string;
  sizes?: string;
};

/**
 * A post card's width at each breakpoint: the page's width inside its 1rem margins on phones,
 * the widest feed column (the own profile's) above.
 */
export const CARD_MEDIA_SIZES = '(min-width: 768px) 50rem, calc(100vw - 2rem)';

/** The committed renditions every demo-world post photo has (docs/architecture.md, "Photos"). */
const DEMO_PHOTO_WIDTHS = [320, 640, 960] as const;

/**
 * `srcset`s of a demo-world photo from its stored URL (…/demo/photos/<id>.webp, which holds one
 * 960 or 1600 px rendition): the committed AVIF and WebP renditions under /photos. Null for any
 * other URL, whose size the client cannot know.
 */
export function demoPhotoSrcSets(url: string): { avif: string; webp: string } | null {
  const id = /\/demo\/photos\/([a-z0-9-]+)\.webp$/.exec(url)?.[1];
  if (!id) return null;
  const srcSet = (format: string) =>
    DEMO_PHOTO_WIDTHS.map((width) => `/photos/${id}-${width}.${format} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}

/** `url 320w, url 960w`: one entry per distinct width, narrowest first. */
export function srcSetOf(variants: readonly TMediaVariant[], format: TMediaVariant['format']) {
  const seen = new Set<number>();
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .filter((variant) => !seen.has(variant.width) && seen.add(variant.width))
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The `src` for browsers without srcset: the JPEG closest above a phone's 2x width. */
export function fallbackSrc(media: Pick<TPostMedia, 'url' | 'variants'>): string {
  const jpegs = media.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  return (jpegs.find((variant) => variant.width >= 960) ?? jpegs.at(-1))?.url ?? media.url;
}

/** A demo-world photo's AVIF and WebP sources at `sizes`; none for any other URL. */
export function demoSources(url: string, sizes: string): PictureSource[] {
  const demo = demoPhotoSrcSets(url);
  return demo
    ? [
        { type: 'image/avif', srcSet: demo.avif, sizes },
        { type: 'image/webp', srcSet: demo.webp, sizes },
      ]
    : [];
}

/** A processed post photo (post-media.tsx's MediaImage) drawn `sizes` wide. */
export function mediaPicture(media: Pick<TPostMedia, 'url' | 'variants'>, sizes: string): Picture {
  const demo = demoSources(media.url, sizes);
  const webp = srcSetOf(media.variants, 'webp');
  const jpeg = srcSetOf(media.variants, 'jpeg');
  return {
    src: fallbackSrc(media),
    sources: demo.length > 0 ? demo : webp ? [{ type: 'image/webp', srcSet: webp, sizes }] : [],
    srcSet: jpeg || undefined,
    sizes: jpeg ? sizes : undefined,
  };
}

/** A post's photo known only by its `imageUrl` (post-media.tsx's PostImage). */
export function imageUrlPicture(src: string, sizes: string): Picture {
  return { src, sources: demoSources(src, sizes) };
}
