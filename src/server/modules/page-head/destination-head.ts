import { destinationSlug } from '../../../contract/destinations.ts';
import { DESTINATION_PAGE_TYPES } from '../../../contract/page-routes.ts';
import type { TSeoContent } from '../../../contract/seo.ts';
import { findPageDestination } from '../../../db/queries/destination-pages.ts';
import {
  destinationContentMarkup,
  destinationSubtitle,
} from '../first-paint/destination-markup.ts';
import { localPlaceImage } from '../places/places.service.ts';
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
 * `/api/places/image/{place}` answers for the address's own place, as a plain <img src>), when it
 * needs no vendor call to know: hinted in the head, and drawn with the place's designed fallback
 * in its stead when there is none (never a photo of somewhere else).
 */
async function heroPhoto(request: HeadRequest, location: string) {
  const { place, local } = await localPlaceImage(request.db, location.replace(/-/g, ' '));
  const preloadImages = local?.url ? [{ src: local.url, sources: [] }] : [];
  return { place, photo: local?.url ? local : null, preloadImages };
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
  const hero = await heroPhoto(request, location);
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
    preloadImages: hero.preloadImages,
    jsonLd: [
      contentSchema(request, content, fromFields),
      breadcrumbList(request.origin, [
        { name: 'Home', path: '/' },
        { name: 'Explore', path: '/explore' },
        { name, path: canonicalPath },
      ]),
    ],
    // The first screen everyone gets, as the page draws it once its content and photo answered.
    drawn: destinationContentMarkup({
      name,
      subtitle: destinationSubtitle(content.destination, type ?? 'excursions'),
      photo: hero.photo,
      place: hero.place,
    }),
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
