import { formatPrice } from '../../../contract/currency-format.ts';
import { HOTEL_AMENITY_LABELS, type THotel } from '../../../contract/sample-hotels.ts';
import type { TSeoContent, TSeoDestination } from '../../../contract/seo.ts';
import type { PageDestinationRow } from '../../../db/queries/destination-pages.ts';
import { countryFacts } from '../../geo/country-facts.ts';
import { escapeHtml, sanitizeContentHtml } from './sanitize.ts';

/**
 * SEO content composed from the catalogue when the operator wrote no page: a title and a
 * description within search engines' lengths, an introduction (the first paragraph, which the
 * pages show before Read More), the country's practical facts and best season, the top tours,
 * and schema.org JSON-LD (a TouristDestination with its top trips; a hotels CollectionPage).
 */

export type TopTour = {
  productCode: string;
  title: string;
  productUrl: string | null;
  rating: number | null;
  reviewCount: number;
  priceFrom: number;
  currency: string;
};

export type ComposeInput = {
  slug: string;
  destination: PageDestinationRow | null;
  /** 'Currency: Euro (EUR, €)' lines (src/server/geo/travel-insights.ts). */
  facts: string[];
  tours: TopTour[];
  /** Absolute origin for the JSON-LD urls (BASE_URL); omitted when unknown. */
  baseUrl: string | undefined;
};

export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;
const BRAND = 'Roamly';

/** 'new-york' → 'New York' for a place the catalogue does not know. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cuts at a word boundary so the text fits `max` characters (an ellipsis when cut). */
export function fitText(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

export function pageDestination(
  input: Pick<ComposeInput, 'slug' | 'destination'>,
): TSeoDestination {
  const { destination } = input;
  const countryCode = destination?.countryCode ?? null;
  const facts = countryCode ? countryFacts(countryCode) : null;
  return {
    code: destination?.code ?? null,
    slug: destination?.slug ?? input.slug,
    name: destination?.name ?? nameFromSlug(input.slug),
    countryName: destination?.type === 'country' ? null : (facts?.name ?? null),
    countryCode,
    tourCount: destination?.tourCount ?? 0,
  };
}

const placeLabel = (place: TSeoDestination) =>
  place.countryName ? `${place.name}, ${place.countryName}` : place.name;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

function introduction(input: ComposeInput, place: TSeoDestination): string {
  const { destination } = input;
  const facts = destination?.countryCode ? countryFacts(destination.countryCode) : null;
  const name = escapeHtml(place.name);
  const sentences: string[] = [];
  if (destination?.type === 'country' && facts) {
    sentences.push(
      `${name} is a country in ${escapeHtml(facts.continent ?? 'the world')}${
        facts.capital ? `, with its capital in ${escapeHtml(facts.capital)}` : ''
      }.`,
    );
  } else if (destination?.type === 'city' && facts) {
    const people =
      destination.population >= 1000
        ? `, home to about ${compact.format(destination.population)} people`
        : '';
    sentences.push(
      `${name} is a city in ${escapeHtml(facts.name)}${
        facts.continent ? ` (${escapeHtml(facts.continent)})` : ''
      }${people}.`,
    );
  } else if (destination?.type === 'region') {
    sentences.push(`${name} is one of the world's great travel regions.`);
  }
  if (input.tours.length > 0 && destination && destination.tourCount > 0) {
    const rating =
      destination.avgRating !== null
        ? `, rated ${destination.avgRating.toFixed(1)} out of 5 on average`
        : '';
    sentences.push(
      `Choose from ${destination.tourCount.toLocaleString('en-US')} ${
        destination.tourCount === 1 ? 'tour' : 'tours'
      } and activities${rating}, and see what travellers shared from their own trips.`,
    );
  } else {
    sentences.push(
      `Find things to do in ${name}, practical tips for your visit and photos from travellers who have been there.`,
    );
  }
  return `<p>${sentences.join(' ')}</p>`;
}

/** 'Currency: Euro (EUR, €)' → <li><strong>Currency:</strong> Euro (EUR, €)</li>. */
function factItems(facts: string[]): string {
  return facts
    .map((fact) => {
      const colon = fact.indexOf(': ');
      if (colon <= 0) return `<li>${escapeHtml(fact)}</li>`;
      return `<li><strong>${escapeHtml(fact.slice(0, colon))}:</strong> ${escapeHtml(
        fact.slice(colon + 2),
      )}</li>`;
    })
    .join('');
}

function tourItems(tours: TopTour[]): string {
  return tours
    .map((tour) => {
      const title = escapeHtml(tour.title);
      const link =
        tour.productUrl && /^https?:\/\//.test(tour.productUrl)
          ? `<a href="${escapeHtml(tour.productUrl)}" rel="nofollow sponsored">${title}</a>`
          : title;
      const rating =
        tour.rating !== null
          ? ` · ${tour.rating.toFixed(1)}★ (${tour.reviewCount.toLocaleString('en-US')} reviews)`
          : '';
      return `<li>${link}: from ${escapeHtml(formatPrice(tour.priceFrom, tour.currency))}${rating}</li>`;
    })
    .join('');
}

function geo(destination: PageDestinationRow | null) {
  return destination
    ? {
        geo: {
          '@type': 'GeoCoordinates',
          latitude: Number(destination.latitude.toFixed(5)),
          longitude: Number(destination.longitude.toFixed(5)),
        },
      }
    : {};
}

function containedIn(place: TSeoDestination) {
  return place.countryName
    ? { containedInPlace: { '@type': 'Country', name: place.countryName } }
    : {};
}

const pageUrl = (baseUrl: string | undefined, path: string) =>
  baseUrl ? { url: `${baseUrl}${path}` } : {};

/** The destination tours page's content (GET /api/seo/destination-content/:location). */
export function composeDestinationContent(input: ComposeInput): TSeoContent {
  const place = pageDestination(input);
  const label = placeLabel(place);
  const longTitle = `Things to Do in ${place.name}: Tours & Excursions | ${BRAND}`;
  const metaTitle =
    longTitle.length <= META_TITLE_MAX
      ? longTitle
      : fitText(`Things to Do in ${place.name} | ${BRAND}`, META_TITLE_MAX);
  const season = input.facts.find((fact) => fact.startsWith('Best time to visit: '));
  const metaDescription = fitText(
    input.tours.length > 0
      ? `Book the best tours and things to do in ${label}: ${input.tours
          .slice(0, 2)
          .map((tour) => tour.title)
          .join(', ')} and more, from ${formatPrice(
          Math.min(...input.tours.map((tour) => tour.priceFrom)),
          input.tours[0]?.currency,
        )}.`
      : `Plan your visit to ${label}: things to do, when to go, money and language tips, and photos from travellers.${
          season ? ` ${season.replace('Best time to visit: ', 'Best time: ')}.` : ''
        }`,
    META_DESCRIPTION_MAX,
  );
  const name = escapeHtml(place.name);
  const sections = [introduction(input, place)];
  if (input.facts.length > 0) {
    sections.push(`<h2>Good to know before you go</h2><ul>${factItems(input.facts)}</ul>`);
  }
  if (input.tours.length > 0) {
    sections.push(`<h2>Top-rated experiences in ${name}</h2><ul>${tourItems(input.tours)}</ul>`);
  }
  const path = `/destination/${place.slug}/excursions`;
  const destinationNode = {
    '@type': 'TouristDestination',
    '@id': input.baseUrl ? `${input.baseUrl}${path}#destination` : `#destination`,
    name: place.name,
    description: metaDescription,
    ...pageUrl(input.baseUrl, path),
    ...geo(input.destination),
    ...containedIn(place),
    ...(input.tours.length > 0
      ? {
          includesAttraction: input.tours.map((tour) => ({
            '@type': 'TouristTrip',
            name: tour.title,
            ...(tour.productUrl ? { url: tour.productUrl } : {}),
            offers: {
              '@type': 'Offer',
              price: tour.priceFrom.toFixed(2),
              priceCurrency: tour.currency,
            },
          })),
        }
      : {}),
  };
  return {
    metaTitle,
    metaDescription,
    schema: { '@context': 'https://schema.org', ...destinationNode },
    content: sanitizeContentHtml(sections.join('')),
    source: 'catalogue',
    destination: place,
  };
}

/** The hotels page's content (GET /api/seo/hotel-content/:location). */
export function composeHotelContent(input: ComposeInput & { hotels: THotel[] }): TSeoContent {
  const place = pageDestination(input);
  const label = placeLabel(place);
  // Spec 3 §2 'Hotel page creator': 'Hotels in {City} | Best Accommodation | {brand}'.
  const longTitle = `Hotels in ${place.name} | Best Accommodation | ${BRAND}`;
  const metaTitle =
    longTitle.length <= META_TITLE_MAX
      ? longTitle
      : fitText(`Hotels in ${place.name} | ${BRAND}`, META_TITLE_MAX);
  const metaDescription = fitText(
    `Compare hotels in ${label}: boutique stays, family suites and luxury hotels with pools and spas. Filter by price, rating and amenities and find your perfect base.`,
    META_DESCRIPTION_MAX,
  );
  const name = escapeHtml(place.name);
  const sections = [
    `<p>Where you sleep shapes your trip. Whether you want a landmark hotel in the heart of ${name}, a quiet boutique hideaway or a practical base near the station, compare rooms by price, rating and amenities below.</p>`,
  ];
  if (input.facts.length > 0) {
    sections.push(`<h2>Good to know before you go</h2><ul>${factItems(input.facts)}</ul>`);
  }
  sections.push(
    `<h2>Tips for booking a stay in ${name}</h2><ul><li>Book early for the best time to visit, when rooms fill first.</li><li>Check what breakfast, Wi-Fi and parking cost before you compare prices.</li><li>Staying near the sights saves transport time; staying a little out saves money.</li></ul>`,
  );
  const path = `/destination/${place.slug}/hotels`;
  const about = {
    '@type': input.destination?.type === 'country' ? 'Country' : 'City',
    name: place.name,
    ...geo(input.destination),
    ...containedIn(place),
  };
  return {
    metaTitle,
    metaDescription,
    schema: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: metaTitle,
      description: metaDescription,
      ...pageUrl(input.baseUrl, path),
      about,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: input.hotels.length,
        itemListElement: input.hotels.map((hotel, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Hotel',
            name: hotel.name,
            description: hotel.description,
            priceRange: `From ${formatPrice(hotel.price, hotel.currency)} per night`,
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.name,
              ...(place.countryCode ? { addressCountry: place.countryCode } : {}),
            },
            amenityFeature: hotel.amenities.map((amenity) => ({
              '@type': 'LocationFeatureSpecification',
              name: HOTEL_AMENITY_LABELS[amenity],
              value: true,
            })),
          },
        })),
      },
    },
    content: sanitizeContentHtml(sections.join('')),
    source: 'catalogue',
    destination: place,
  };
}
