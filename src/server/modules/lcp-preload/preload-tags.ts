import { picturePreload } from '../../../contract/picture-preload.ts';
import type { Picture } from '../../../contract/pictures.ts';
import { escapeAttribute } from '../page-head/render.ts';

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for each picture, with the candidates
 * the app's <img> chooses from (contract/pictures.ts), so the photo starts downloading with the
 * HTML instead of after the app's code and data, and the <img> then takes the preloaded file.
 */
export function preloadTags(pictures: readonly Picture[]): string {
  return pictures
    .map((picture) => {
      const attributes = Object.entries(picturePreload(picture))
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<link rel="preload" as="image" fetchpriority="high"${attributes}>`;
    })
    .join('');
}

/**
 * The viewport's meta tag: the hints must follow it. Before it, a phone lays the page out 980 px
 * wide, so `imagesizes` in vw would pick a rendition twice too large (which the <img> then reuses).
 */
const VIEWPORT = /<meta name="viewport"[^>]*>/i;
/** The charset's meta tag, which stays first in <head>. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** `html` with `tags` right after its viewport meta (else its charset, else before </head>). */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const anchor = VIEWPORT.test(html) ? VIEWPORT : CHARSET.test(html) ? CHARSET : null;
  if (anchor) return html.replace(anchor, (tag) => tag + tags);
  return html.replace('</head>', `${tags}</head>`);
}
