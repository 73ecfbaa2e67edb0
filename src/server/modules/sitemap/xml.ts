import type { SitemapEntry } from '../page-head/page-head.types.ts';

/** sitemaps.org 0.9 XML, written in pieces so a file is streamed, never held whole. */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google reads 50,000 URLs and 50 MB (uncompressed) a file; we stay below both. */
export const MAX_URLS_PER_FILE = 45_000;
export const MAX_BYTES_PER_FILE = 45 * 1024 * 1024;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function urlXml(origin: string, entry: SitemapEntry): string {
  const parts = [
    `<url><loc>${escapeXml(origin + entry.path)}</loc>`,
    `<lastmod>${entry.lastmod.toISOString()}</lastmod>`,
  ];
  if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  parts.push('</url>\n');
  return parts.join('');
}

export function sitemapIndexXml(
  origin: string,
  files: readonly { name: string; lastmod: string | null }[],
): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file.name}`)}</loc>${
        file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''
      }</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items.join('')}</sitemapindex>\n`;
}
