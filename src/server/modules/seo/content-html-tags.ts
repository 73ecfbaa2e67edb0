/**
 * The HTML structure both sanitisers keep (the SEO editor on the way in, public pages on the way
 * out): text, emphasis, lists, quotes, links, images and tables. Each adds what its side needs.
 */
export const CONTENT_HTML_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'a',
  'blockquote',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
