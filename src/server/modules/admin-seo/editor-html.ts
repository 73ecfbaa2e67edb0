import sanitizeHtml from 'sanitize-html';
import { CONTENT_HTML_TAGS } from '../seo/content-html-tags.ts';

/**
 * What the SEO editor may store (issue 24 §2): the rich editor's structure — headings 1–6,
 * paragraphs, lists, quotes, links, images, and a span carrying one of the seven font sizes or a
 * colour — and nothing that runs: scripts, event handlers, javascript:/data: URLs, iframes and
 * forms are dropped before the row is written. Public pages sanitise again on the way out.
 */

/** Spec 3 §2: sizes 10/13/16/18/24/32/48 px, mapped on 1–7. */
export const EDITOR_FONT_SIZES_PX = [10, 13, 16, 18, 24, 32, 48] as const;

const FONT_SIZE = new RegExp(`^(${EDITOR_FONT_SIZES_PX.join('|')})px$`);
const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  // Headings 1, 5 and 6 are stored as written (public pages map them to 2–4).
  allowedTags: [...CONTENT_HTML_TAGS, 'h1', 'h5', 'h6', 'span', 'code', 'pre'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    span: ['style'],
    th: ['scope'],
  },
  allowedStyles: { span: { 'font-size': [FONT_SIZE], color: [COLOUR] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'span' && !frame.attribs.style && !frame.text.trim()),
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
  },
};

/** NUL and other control characters (tab and line breaks aside) have no place in HTML text. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html.replace(CONTROL_CHARACTERS, ''), OPTIONS).trim();
}
