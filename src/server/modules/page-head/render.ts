import type { PageHead } from './page-head.types.ts';

/**
 * Writes a PageHead as the tags of index.html's <head>. Every tag carries `data-roamly-head`, so
 * the SPA can replace the server's tags rather than add a second set (`src/web/lib/server-head.ts`).
 */

export const HEAD_MARK = 'data-roamly-head';
export const SITE_NAME = 'Roamly';
export const META_DESCRIPTION_LIMIT = 160;

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

/** JSON inside <script>: '</script>', '<!--' and line separators must not end or break the block. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of at most `max` characters, cut at a word with an ellipsis. */
export function clipText(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

/** A path or absolute http(s) URL made absolute on the public origin; null for anything else. */
export function absoluteUrl(origin: string, url: string): string | null {
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}" ${HEAD_MARK} />`;

/** The head tags of a page; `jsonLd` must already be validated (page-html.ts does). */
export function renderHeadTags(head: PageHead, origin: string): string {
  const title = clipText(head.title, 200);
  const description = clipText(head.description, META_DESCRIPTION_LIMIT);
  const canonical = absoluteUrl(origin, head.canonicalPath) ?? `${origin}/`;
  const image = head.image ? absoluteUrl(origin, head.image.url) : null;
  const tags = [
    `<title ${HEAD_MARK}>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" ${HEAD_MARK} />`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
  );
  if (image && head.image) {
    tags.push(meta('property', 'og:image', image));
    if (head.image.width) tags.push(meta('property', 'og:image:width', String(head.image.width)));
    if (head.image.height) {
      tags.push(meta('property', 'og:image:height', String(head.image.height)));
    }
    tags.push(meta('property', 'og:image:alt', clipText(head.image.alt, 300)));
  }
  if (head.publishedAt) tags.push(meta('property', 'article:published_time', head.publishedAt));
  if (head.modifiedAt) tags.push(meta('property', 'article:modified_time', head.modifiedAt));
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (image && head.image) {
    tags.push(meta('name', 'twitter:image', image));
    tags.push(meta('name', 'twitter:image:alt', clipText(head.image.alt, 300)));
  }
  for (const block of head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${HEAD_MARK}>${scriptJson(block)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * index.html split around the place the head tags go, with its static title and description
 * taken out: answering a page is then two string joins.
 */
export type HeadTemplate = { before: string; after: string };

export function splitTemplate(html: string): HeadTemplate {
  const stripped = html
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const end = stripped.search(/<\/head>/i);
  if (end < 0) return { before: stripped, after: '' };
  return { before: stripped.slice(0, end), after: stripped.slice(end) };
}

export function pageWithHead(template: HeadTemplate, tags: string): string {
  return `${template.before}  ${tags}\n  ${template.after}`;
}
