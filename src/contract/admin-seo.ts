import { z } from 'zod';
import { defineRoute } from './route.ts';
import { SEO_PAGE_STATUSES } from './seo.ts';
import { ZText } from './strings.ts';

/**
 * SEO management (spec 3 §2 'SEO management', 'SEO editor', 'Hotel page creator'; §7 'SEO and
 * blog'): the operator's SEO pages, AI-written meta titles and descriptions (approved as a diff
 * before they are saved) and the content templates. Admins only.
 */

export const CHANGE_FREQUENCIES = [
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const;
export type TChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];
/** Spec 3 §9: the inline panel and the hotel page offer these four; the editor all seven. */
export const SHORT_CHANGE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;

export const EDITOR_PRIORITIES = [1, 0.8, 0.6, 0.4, 0.2] as const;
export const INLINE_PRIORITIES = [1, 0.9, 0.8, 0.7, 0.6, 0.5] as const;
export const HOTEL_PRIORITIES = [1, 0.8, 0.6, 0.4] as const;
export const DEFAULT_PRIORITY = 0.8;
export const DEFAULT_CHANGE_FREQUENCY: TChangeFrequency = 'weekly';
export const HOTEL_DEFAULT_CHANGE_FREQUENCY: TChangeFrequency = 'monthly';

/** Spec 3 §5 and §9. */
export const TITLE_LIMIT_SHOWN = 70;
export const DESCRIPTION_LIMIT_SHOWN = 160;
export const DESCRIPTION_INPUT_MAX = 200;
export const META_TITLE_RANGE = { min: 50, max: 60 } as const;
export const META_DESCRIPTION_RANGE = { min: 150, max: 160 } as const;
/** Spec 3 §9: auto-generate covers the first 100 destinations. */
export const BULK_DESTINATIONS_MAX = 100;

export const SEO_PATH_MAX = 200;
export const SEO_CONTENT_MAX = 200_000;
export const SCHEMA_MARKUP_MAX = 50_000;

export const SEO_MESSAGES = {
  missingFields: 'Please fill in path, title, and description fields.',
  unknownPageType: 'Unknown page type. Please ensure path contains /hotels or /excursions',
  schemaForNewPage: 'Cannot update schema for new pages',
  pathTaken: 'Another SEO page already uses this URL handle.',
  pathEmpty: 'The URL handle needs at least one letter or digit.',
  schemaNotJson: 'Schema markup must be a JSON object (JSON-LD).',
  notFound: 'SEO page not found.',
} as const;

/**
 * Spec 3 §5's slug rule: lowercase, strip characters other than letters, digits, spaces and
 * hyphens, spaces to hyphens, collapse repeated hyphens. Accents are dropped first so 'São
 * Paulo' keeps its letters ('sao-paulo') instead of losing them.
 */
export function seoSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** A URL handle: each '/'-separated segment through the slug rule, no empty segments. */
export function seoPath(text: string): string {
  return text
    .split('/')
    .map((segment) => seoSlug(segment))
    .filter((segment) => segment && segment !== '-')
    .join('/');
}

/** Spec 3 §5: a title auto-fills an empty path as destination/{slug}/excursions. */
export function pathFromTitle(title: string): string {
  const slug = seoSlug(title);
  return slug ? `destination/${slug}/excursions` : '';
}

/** Which template a path takes (spec 3 §5): hotels, excursions, or none. */
export function pageTypeOf(path: string): 'hotels' | 'excursions' | null {
  const withSlash = `/${path}`;
  if (withSlash.includes('/hotels')) return 'hotels';
  if (withSlash.includes('/excursions')) return 'excursions';
  return null;
}

/** The place a `destination/{place}/…` path is about, or null. */
export function destinationOfPath(path: string): string | null {
  const match = /^\/?destinations?\/([^/]+)/.exec(path);
  return match?.[1] ?? null;
}

/** Spec 3 §2: 'Hotels in {City} | Best Accommodation | {brand}'. */
export function hotelPageTitle(city: string, brand = 'Roamly'): string {
  const name = city
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return name ? `Hotels in ${name} | Best Accommodation | ${brand}` : '';
}

const ZPriority = z
  .number('must be a number')
  .min(0, 'must be between 0.0 and 1.0')
  .max(1, 'must be between 0.0 and 1.0');

/** An absolute http(s) address or a site path, for the Open Graph image. */
const ZImageAddress = ZText({ max: 2000 }).refine(
  (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value),
  'must be an http(s) address or a path on this site',
);

export const ZSeoPageInput = z.object({
  path: ZText({ max: SEO_PATH_MAX, min: 1 }),
  title: ZText({ max: 200, min: 1 }),
  description: ZText({ max: DESCRIPTION_INPUT_MAX }).default(''),
  content: z.string().max(SEO_CONTENT_MAX).default(''),
  keywords: ZText({ max: 1000 }).default(''),
  schemaMarkup: z.string().max(SCHEMA_MARKUP_MAX).nullable().default(null),
  ogImage: ZImageAddress.nullable().default(null),
  priority: ZPriority.default(DEFAULT_PRIORITY),
  changeFreq: z.enum(CHANGE_FREQUENCIES).default(DEFAULT_CHANGE_FREQUENCY),
  status: z.enum(SEO_PAGE_STATUSES).default('draft'),
  destination: ZText({ max: 200 }).nullable().default(null),
  destinationId: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
});
export type TSeoPageInput = z.input<typeof ZSeoPageInput>;

/** PUT: the fields sent change, the others stay (the inline panel sends six). */
export const ZSeoPagePatch = z.object({
  path: ZSeoPageInput.shape.path.optional(),
  title: ZSeoPageInput.shape.title.optional(),
  description: ZText({ max: DESCRIPTION_INPUT_MAX }).optional(),
  content: z.string().max(SEO_CONTENT_MAX).optional(),
  keywords: ZText({ max: 1000 }).optional(),
  schemaMarkup: z.string().max(SCHEMA_MARKUP_MAX).nullable().optional(),
  ogImage: ZImageAddress.nullable().optional(),
  priority: ZPriority.optional(),
  changeFreq: z.enum(CHANGE_FREQUENCIES).optional(),
  status: z.enum(SEO_PAGE_STATUSES).optional(),
  destination: ZText({ max: 200 }).nullable().optional(),
  destinationId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
});
export type TSeoPagePatch = z.input<typeof ZSeoPagePatch>;

export const ZSeoPageSummary = z.object({
  id: z.uuid(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.number(),
  changeFreq: z.enum(CHANGE_FREQUENCIES),
  status: z.enum(SEO_PAGE_STATUSES),
  destination: z.string().nullable(),
  destinationId: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TSeoPageSummary = z.infer<typeof ZSeoPageSummary>;

export const ZSeoPage = ZSeoPageSummary.extend({
  content: z.string(),
  keywords: z.string(),
  schemaMarkup: z.string().nullable(),
  ogImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TSeoPage = z.infer<typeof ZSeoPage>;

export const ZSeoPageParams = z.object({ id: z.uuid('must be a page id') });

export const ZSeoPagesQuery = z.object({
  q: ZText({ max: 100 }).optional(),
  status: z.enum(SEO_PAGE_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const seoPagesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/pages',
  tags: ['admin', 'seo'],
  summary: 'SEO pages, newest change first; search by path or title, filter by status',
  query: ZSeoPagesQuery,
  response: z.object({ pages: z.array(ZSeoPageSummary), nextCursor: z.string().nullable() }),
  errors: [400],
});

export const seoPageRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/pages/:id',
  tags: ['admin', 'seo'],
  summary: 'One SEO page with its content',
  params: ZSeoPageParams,
  response: ZSeoPage,
  errors: [400, 404],
});

export const createSeoPageRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/pages',
  tags: ['admin', 'seo'],
  summary: 'Creates an SEO page (content sanitised, the URL handle through the slug rule)',
  body: ZSeoPageInput,
  response: ZSeoPage,
  status: 201,
  errors: [400, 409],
});

export const updateSeoPageRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/seo/pages/:id',
  tags: ['admin', 'seo'],
  summary: 'Changes an SEO page; a new URL handle keeps the old one as a 301 redirect',
  params: ZSeoPageParams,
  body: ZSeoPagePatch,
  response: ZSeoPage,
  errors: [400, 404, 409],
});

export const updateSchemaRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/pages/:id/update-schema',
  tags: ['admin', 'seo'],
  summary: "Rebuilds the page's JSON-LD from its fields and stores it",
  params: ZSeoPageParams,
  response: z.object({ schemaMarkup: z.string() }),
  errors: [400, 404],
});

// ---- AI meta runs (bulk generation and regenerate-all) ----

export const META_RUN_KINDS = ['bulk', 'regenerate'] as const;
export const AI_PROVIDER_KINDS = ['local', 'openai', 'anthropic'] as const;
export type TAiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

export const ZMetaProposal = z.object({
  /** The page id, or `new:{destination code}` for a page the approval creates. */
  key: z.string(),
  pageId: z.uuid().nullable(),
  path: z.string(),
  destination: z.string().nullable(),
  oldTitle: z.string().nullable(),
  oldDescription: z.string().nullable(),
  newTitle: z.string(),
  newDescription: z.string(),
  keywords: z.string(),
  provider: z.enum(AI_PROVIDER_KINDS),
});
export type TMetaProposal = z.infer<typeof ZMetaProposal>;

export const ZMetaRun = z.object({
  jobId: z.string(),
  kind: z.enum(META_RUN_KINDS),
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  isRunning: z.boolean(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  current: z.string().nullable(),
  /** The provider asked (the spec's 'Claude' messages apply when it is anthropic). */
  provider: z.enum(AI_PROVIDER_KINDS),
  proposals: z.array(ZMetaProposal),
  failures: z.array(z.object({ label: z.string(), error: z.string() })),
  error: z.string().nullable(),
  summary: z.object({ successful: z.number().int(), generated: z.number().int() }),
});
export type TMetaRun = z.infer<typeof ZMetaRun>;

export const regenerateAllRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/regenerate-all',
  tags: ['admin', 'seo'],
  summary: 'Starts a job writing unique meta titles and descriptions for every destination page',
  response: ZMetaRun,
  status: 202,
  errors: [409],
});

export const generateBulkRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/generate-bulk',
  tags: ['admin', 'seo'],
  summary:
    'Starts a job writing meta for up to 100 destinations (none given: the first 100 of the catalogue)',
  body: z.object({
    destinations: z
      .array(
        z.object({
          name: ZText({ max: 200, min: 1 }),
          id: z.coerce.number().int().min(0).max(2_147_483_647),
        }),
      )
      .max(BULK_DESTINATIONS_MAX, `at most ${BULK_DESTINATIONS_MAX} destinations`)
      .default([]),
  }),
  response: ZMetaRun,
  status: 202,
  errors: [400, 409],
});

export const ZMetaRunParams = z.object({ jobId: z.uuid('must be a job id') });

export const metaRunRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/meta-runs/:jobId',
  tags: ['admin', 'seo'],
  summary: "A meta run's progress and its proposed changes (old → new)",
  params: ZMetaRunParams,
  response: ZMetaRun,
  errors: [400, 404],
});

export const applyMetaRunRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/seo/meta-runs/:jobId/apply',
  tags: ['admin', 'seo'],
  summary: 'Saves the approved proposals of a finished run (a page changed since is skipped)',
  params: ZMetaRunParams,
  body: z.object({ keys: z.array(z.string().max(80)).max(10_000) }),
  response: z.object({
    summary: z.object({
      successful: z.number().int(),
      generated: z.number().int(),
      skipped: z.number().int(),
    }),
  }),
  errors: [400, 404, 409],
});

// ---- Single destination meta and templates ----

export const ZDestinationParam = z.object({
  destination: ZText({ max: 100, min: 1 }),
});

export const destinationMetaRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/destination/:destination',
  tags: ['admin', 'seo'],
  summary: "AI meta for one destination's page: title, description, keywords, schemaData",
  params: ZDestinationParam,
  query: z.object({ type: z.enum(['excursions', 'hotels']).default('excursions') }),
  response: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    schemaData: z.record(z.string(), z.unknown()),
    provider: z.enum(AI_PROVIDER_KINDS),
  }),
  errors: [400],
});

export const destinationFullTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seo/destination/:destination/full-template',
  tags: ['admin', 'seo'],
  summary: "A destination page's full content from the catalogue (sanitised HTML)",
  params: ZDestinationParam,
  response: z.object({ content: z.string() }),
  errors: [400],
});

const ZTemplateBody = z.object({ destinationName: ZText({ max: 100, min: 1 }) });
const ZTemplateResult = z.object({
  renderedHtml: z.string(),
  metaDescription: z.string(),
  keywords: z.string(),
  destinationName: z.string(),
});
export type TTemplateResult = z.infer<typeof ZTemplateResult>;

export const generateHotelTemplateRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/generate-hotel-template',
  tags: ['admin', 'seo'],
  summary: "A hotels page's content from the template and the catalogue",
  body: ZTemplateBody,
  response: ZTemplateResult,
  errors: [400],
});

export const generateTemplatedContentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/generate-templated-content',
  tags: ['admin', 'seo'],
  summary: "An excursions page's content from the template and the catalogue",
  body: ZTemplateBody,
  response: ZTemplateResult,
  errors: [400],
});
