import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';

/**
 * SEO content of the public destination and hotel pages (spec 2 §3 'Destination SEO content', spec
 * 3 §7): the operator's SEO page for that path when an active one exists, else content composed
 * from the destination catalogue (country facts, best season, top tours). `content` is sanitised
 * HTML either way, and `schema` is schema.org JSON-LD the page embeds as structured data.
 */

export const SEO_PAGE_STATUSES = ['draft', 'active', 'archived'] as const;
export type TSeoPageStatus = (typeof SEO_PAGE_STATUSES)[number];

export const SEO_CONTENT_SOURCES = ['operator', 'catalogue'] as const;

export const SEO_LOCATION_MAX_LENGTH = 100;

export const ZSeoLocationParams = z.object({
  location: ZText({ max: SEO_LOCATION_MAX_LENGTH, min: 1 }),
});

/** The place a page is about, as the catalogue knows it (code null when it is not in it). */
export const ZSeoDestination = z.object({
  code: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  countryName: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** Tours the catalogue links to it (0 for a place it does not know). */
  tourCount: z.number().int(),
});
export type TSeoDestination = z.infer<typeof ZSeoDestination>;

export const ZSeoContent = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** schema.org JSON-LD (an object with @context and @type, or an @graph). */
  schema: z.record(z.string(), z.unknown()),
  /** Sanitised HTML: paragraphs, headings, lists, links and emphasis only. */
  content: z.string(),
  source: z.enum(SEO_CONTENT_SOURCES),
  destination: ZSeoDestination,
});
export type TSeoContent = z.infer<typeof ZSeoContent>;

export const destinationContentRoute = defineRoute({
  method: 'GET',
  path: '/api/seo/destination-content/:location',
  tags: ['seo'],
  summary: 'SEO content of a destination tours page (operator page or composed from the catalogue)',
  params: ZSeoLocationParams,
  response: ZSeoContent,
  errors: [400],
});

export const hotelContentRoute = defineRoute({
  method: 'GET',
  path: '/api/seo/hotel-content/:location',
  tags: ['seo'],
  summary:
    'SEO content of a destination hotels page (operator page or composed from the catalogue)',
  params: ZSeoLocationParams,
  response: ZSeoContent,
  errors: [400],
});
