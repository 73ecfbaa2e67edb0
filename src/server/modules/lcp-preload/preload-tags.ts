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

/** The charset's meta tag, which stays first in <head>; the hints follow it. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** `html` with `tags` right after its charset (or before </head> without one). */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  if (CHARSET.test(html)) return html.replace(CHARSET, (charset) => charset + tags);
  return html.replace('</head>', `${tags}</head>`);
}
