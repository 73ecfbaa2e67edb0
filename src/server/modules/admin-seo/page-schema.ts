import { destinationOfPath, pageTypeOf } from '../../../contract/admin-seo.ts';
import type { SeoPageRecord } from '../../../db/queries/admin-seo.ts';
import { nameFromSlug } from '../seo/compose.ts';

/**
 * A page's JSON-LD built from its fields (POST …/update-schema): a TouristDestination for a tours
 * page, a CollectionPage about the city for a hotels page, a WebPage otherwise, each with its
 * BreadcrumbList. Nothing is invented: no rating, no price the page does not state.
 */
export function buildPageSchema(
  page: Pick<SeoPageRecord, 'path' | 'title' | 'description' | 'ogImage' | 'destination'>,
  baseUrl: string | undefined,
): Record<string, unknown> {
  const origin = baseUrl?.replace(/\/+$/, '') ?? '';
  const url = `${origin}/${page.path}`;
  const slug = destinationOfPath(page.path);
  const place = page.destination?.trim() || (slug ? nameFromSlug(slug) : null);
  const image = page.ogImage
    ? { image: page.ogImage.startsWith('/') ? `${origin}${page.ogImage}` : page.ogImage }
    : {};
  const type = pageTypeOf(page.path);
  const main =
    type === 'excursions' && place
      ? {
          '@type': 'TouristDestination',
          '@id': `${url}#destination`,
          name: place,
          description: page.description,
          url,
          ...image,
        }
      : type === 'hotels' && place
        ? {
            '@type': 'CollectionPage',
            '@id': `${url}#page`,
            name: page.title,
            description: page.description,
            url,
            about: { '@type': 'City', name: place },
            ...image,
          }
        : {
            '@type': 'WebPage',
            '@id': `${url}#page`,
            name: page.title,
            description: page.description,
            url,
            ...image,
          };
  const crumbs = [
    { name: 'Home', item: `${origin}/` },
    ...(place && slug ? [{ name: place, item: `${origin}/destination/${slug}/excursions` }] : []),
    { name: page.title, item: url },
  ].filter((crumb, index, all) => all.findIndex((other) => other.item === crumb.item) === index);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      main,
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.item,
        })),
      },
    ],
  };
}
