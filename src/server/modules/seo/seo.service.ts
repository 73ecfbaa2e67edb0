import { destinationSlug } from '../../../contract/destinations.ts';
import { sampleHotels } from '../../../contract/sample-hotels.ts';
import type { TSeoContent } from '../../../contract/seo.ts';
import {
  findActiveSeoPage,
  findPageDestination,
  topToursOf,
  type PageDestinationRow,
  type SeoPageRow,
} from '../../../db/queries/destination-pages.ts';
import type { ServiceContext } from '../../context.ts';
import { geocoder } from '../../geo/geocoder.ts';
import { bestSeasonInsight, travelInsights } from '../../geo/travel-insights.ts';
import { badRequest } from '../../http-error.ts';
import {
  composeDestinationContent,
  composeHotelContent,
  fitText,
  META_DESCRIPTION_MAX,
  type ComposeInput,
} from './compose.ts';
import { sanitizeContentHtml } from './sanitize.ts';

/** Tours listed in the composed content and its JSON-LD. */
const TOP_TOURS = 5;

/** The SEO editor's paths of a destination's tours page, most specific first. */
export function destinationPagePaths(slug: string): string[] {
  return [
    `destination/${slug}/excursions`,
    `destination/${slug}/tours`,
    `destination/${slug}/all`,
    `destinations/${slug}`,
    `excursions/${slug}`,
  ];
}

export function hotelPagePaths(slug: string): string[] {
  return [`destination/${slug}/hotels`];
}

/** The country facts and best season of a catalogue place (src/server/geo). */
function placeFacts(destination: PageDestinationRow | null): string[] {
  if (!destination) return [];
  if (!destination.countryCode) return [bestSeasonInsight(destination.latitude)];
  return travelInsights(geocoder(), {
    latitude: destination.latitude,
    longitude: destination.longitude,
    countryCode: destination.countryCode,
    cityName: destination.type === 'city' ? destination.name : null,
  });
}

/**
 * The operator's JSON-LD when it is a JSON object about schema.org (the editor stores text, and
 * a half-typed or foreign blob must not reach the page); null otherwise.
 */
export function parseSchemaMarkup(text: string | null): Record<string, unknown> | null {
  if (!text?.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const context = (parsed as Record<string, unknown>)['@context'];
    const about = JSON.stringify(context ?? '');
    return about.includes('schema.org') ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The operator's page over the composed content: each field it left empty is filled in. */
export function fromOperatorPage(page: SeoPageRow, composed: TSeoContent): TSeoContent {
  const content = sanitizeContentHtml(page.content);
  return {
    metaTitle: page.title.trim() || composed.metaTitle,
    metaDescription: page.description.trim()
      ? fitText(page.description, META_DESCRIPTION_MAX)
      : composed.metaDescription,
    schema: parseSchemaMarkup(page.schemaMarkup) ?? composed.schema,
    content: content || composed.content,
    source: 'operator',
    destination: composed.destination,
  };
}

export async function composeInput(ctx: ServiceContext, location: string): Promise<ComposeInput> {
  const slug = destinationSlug(location);
  if (!slug) throw badRequest('Location must name a place');
  const destination = await findPageDestination(ctx.db, { slug });
  const tours = destination
    ? await topToursOf(ctx.db, {
        code: destination.code,
        countryCode: destination.countryCode,
        type: destination.type,
        limit: TOP_TOURS,
      })
    : [];
  return {
    slug: destination?.slug ?? slug,
    destination,
    facts: placeFacts(destination),
    tours,
    baseUrl: ctx.config.baseUrl,
  };
}

/** GET /api/seo/destination-content/:location. */
export async function destinationContent(
  ctx: ServiceContext,
  input: { location: string },
): Promise<TSeoContent> {
  const composeFrom = await composeInput(ctx, input.location);
  const composed = composeDestinationContent(composeFrom);
  const page = await findActiveSeoPage(ctx.db, {
    paths: [
      ...new Set([
        ...destinationPagePaths(composeFrom.slug),
        ...destinationPagePaths(destinationSlug(input.location)),
      ]),
    ],
  });
  return page ? fromOperatorPage(page, composed) : composed;
}

/** GET /api/seo/hotel-content/:location. */
export async function hotelContent(
  ctx: ServiceContext,
  input: { location: string },
): Promise<TSeoContent> {
  const composeFrom = await composeInput(ctx, input.location);
  const composed = composeHotelContent({
    ...composeFrom,
    hotels: sampleHotels(composeFrom.destination?.name ?? composeFrom.slug),
  });
  const page = await findActiveSeoPage(ctx.db, {
    paths: [
      ...new Set([
        ...hotelPagePaths(composeFrom.slug),
        ...hotelPagePaths(destinationSlug(input.location)),
      ]),
    ],
  });
  return page ? fromOperatorPage(page, composed) : composed;
}
