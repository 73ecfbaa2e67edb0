import { destinationSlug } from '../../../contract/destinations.ts';
import { DESTINATION_PAGE_TYPES } from '../../../contract/page-routes.ts';
import type { TSeoContent } from '../../../contract/seo.ts';
import { findPageDestination } from '../../../db/queries/destination-pages.ts';
import { localPlacePhotoUrl } from '../places/places.service.ts';
import { destinationContent, hotelContent } from '../seo/seo.service.ts';
import { breadcrumbList } from './breadcrumbs.ts';
import { validateJsonLd } from './json-ld.ts';
import type { HeadRequest, HeadResolver, PageHead } from './page-head.types.ts';

/**
 * The public destination pages (`/destination/{location}/{type}`, `/destination/{location}/hotels`):
 * the same SEO content the page shows (the operator's active SEO page, else composed from the
 * catalogue), its JSON-LD, and a breadcrumb. The three tour types show one page, so they share
 * one canonical address (`…/excursions`), the one the sitemap lists.
 */

/** The content's own JSON-LD when valid; an operator's invalid override is logged and replaced. */
function contentSchema(
  request: HeadRequest,
  content: TSeoContent,
  fromFields: Record<string, unknown>,
): Record<string, unknown> {
  const check = validateJsonLd(content.schema);
  if (check.ok) return content.schema;
  request.ctx.log.warn(
    { page: content.destination.slug, source: content.source, problems: check.problems },
    'ignored invalid JSON-LD on a public page; serving the one built from fields',
  );
  return fromFields;
}

async function placeImage(request: HeadRequest, slug: string, name: string) {
  const place = await findPageDestination(request.db, { slug });
  return place?.imageUrl ? { url: place.imageUrl, alt: `${name}` } : null;
}

function placeName(content: TSeoContent): string {
  const place = content.destination;
  return place.countryName ? `${place.name}, ${place.countryName}` : place.name;
}

/**
 * The hero photo the tours page shows first (destination-hero.tsx: the photo
 * `/api/places/image/{place}` answers for the address's own place, as a plain <img src>),
 * hinted when it needs no vendor call to know.
 */
async function heroPreload(request: HeadRequest, location: string) {
  const url = await localPlacePhotoUrl(request.db, location.replace(/-/g, ' '));
  return url ? [{ src: url, sources: [] }] : [];
}

export const destinationHead: HeadResolver = async (request) => {
  const location = request.params.location ?? '';
  if (!destinationSlug(location)) return null;
  const type = request.params.type;
  // The tours page's types (hotels has its own head); `/destinations/{place}` names none.
  if (type !== undefined && !(DESTINATION_PAGE_TYPES as readonly string[]).includes(type)) {
    return null;
  }
  const content = await destinationContent(request.ctx, { location });
  const { slug, name } = content.destination;
  const canonicalPath = `/destination/${slug}/excursions`;
  const fromFields = {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: placeName(content),
    description: content.metaDescription,
    url: `${request.origin}${canonicalPath}`,
  };
  const head: PageHead = {
    title: content.metaTitle,
    description: content.metaDescription,
    canonicalPath,
    ogType: 'website',
    image: await placeImage(request, slug, name),
    preloadImages: await heroPreload(request, location),
    jsonLd: [
      contentSchema(request, content, fromFields),
      breadcrumbList(request.origin, [
        { name: 'Home', path: '/' },
        { name: 'Explore', path: '/explore' },
        { name, path: canonicalPath },
      ]),
    ],
  };
  return head;
};

export const hotelsHead: HeadResolver = async (request) => {
  const location = request.params.location ?? '';
  if (!destinationSlug(location)) return null;
  const content = await hotelContent(request.ctx, { location });
  const { slug, name } = content.destination;
  const canonicalPath = `/destination/${slug}/hotels`;
  const fromFields = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: content.metaTitle,
    description: content.metaDescription,
    url: `${request.origin}${canonicalPath}`,
  };
  return {
    title: content.metaTitle,
    description: content.metaDescription,
    canonicalPath,
    ogType: 'website',
    image: await placeImage(request, slug, `Hotels in ${name}`),
    jsonLd: [
      contentSchema(request, content, fromFields),
      breadcrumbList(request.origin, [
        { name: 'Home', path: '/' },
        { name, path: `/destination/${slug}/excursions` },
        { name: 'Hotels', path: canonicalPath },
      ]),
    ],
  };
};
