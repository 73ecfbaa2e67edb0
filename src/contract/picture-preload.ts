import type { Picture } from './pictures.ts';

/**
 * The `<link rel="preload" as="image">` attributes that fetch the very file a browser picks for
 * `picture`: the first <source> (a browser that lacks its type skips the hint, as it skips the
 * source), else the <img>'s srcset and sizes, else its src. Attribute values, unescaped.
 */
export function picturePreload(picture: Picture): Record<string, string> {
  const source = picture.sources[0];
  if (source) {
    return {
      imagesrcset: source.srcSet,
      ...(source.sizes ? { imagesizes: source.sizes } : {}),
      type: source.type,
    };
  }
  if (picture.srcSet) {
    return {
      href: picture.src,
      imagesrcset: picture.srcSet,
      ...(picture.sizes ? { imagesizes: picture.sizes } : {}),
    };
  }
  return { href: picture.src };
}
