import sanitizeHtml from 'sanitize-html';
import { CONTENT_HTML_TAGS } from './content-html-tags.ts';

/**
 * The HTML a public page may render from SEO content (the operator's rich editor or our own
 * composition): text structure, emphasis, links and images, nothing that runs or restyles the
 * page. Links keep http(s), mailto and site paths; images http(s) and site paths. The page's own
 * <h1> is its hero, so content headings start at <h2>. Links leaving the site open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused (data:, javascript:) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const attributes: Record<string, string> = { ...attribs };
      if (attributes.target && attributes.target !== '_blank') delete attributes.target;
      if (external) {
        attributes.target = '_blank';
        const rel = new Set((attributes.rel ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener');
        rel.add('noreferrer');
        attributes.rel = [...rel].join(' ');
      } else {
        delete attributes.target;
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Text for an HTML text node or attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
