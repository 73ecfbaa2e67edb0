import type { Picture } from '../../../contract/pictures.ts';
import { escapeAttribute } from '../page-head/render.ts';

// A photo as the app's `Photo` (web/ui/photo.tsx) draws it: a <picture> with its sources when it
// has any, else the <img> alone, so the browser picks the same file from the HTML as the app's
// render (and the server's preload hint) will.

/** `name="value"` pairs, escaped; a null or undefined value is left out. */
export function attributes(values: Record<string, string | number | null | undefined>): string {
  return Object.entries(values)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined,
    )
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

/**
 * `picture` as the app draws it, `img` the <img>'s own attributes (escaped); `lcp` marks it for
 * public/boot.js, which starts the app's code once the browser reports it painted.
 */
export function pictureMarkup(
  picture: Picture,
  img: Record<string, string | number | null | undefined>,
  { lcp = false }: { lcp?: boolean } = {},
): string {
  const sources = picture.sources
    .map(
      (source) =>
        `<source${attributes({ type: source.type, srcset: source.srcSet, sizes: source.sizes })}>`,
    )
    .join('');
  const image = `<img${attributes({
    src: picture.src,
    srcset: picture.srcSet,
    sizes: picture.sizes,
    ...img,
  })}${lcp ? ' data-first-paint-lcp' : ''}>`;
  return sources ? `<picture>${sources}${image}</picture>` : image;
}

/** `picture` drawn as the screen's largest paint: fetched first, and marked for boot.js. */
export function lcpPictureMarkup(
  picture: Picture,
  img: { alt: string; className: string; width?: number | null; height?: number | null },
): string {
  const { alt, className, width, height } = img;
  return pictureMarkup(
    picture,
    { width, height, alt, fetchpriority: 'high', class: className },
    { lcp: true },
  );
}
