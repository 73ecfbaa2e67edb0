import { z } from 'zod';
import { MAPPING_PROVIDERS } from './mappings.ts';
import { defineRoute } from './route.ts';

/**
 * Country expansion (spec 3 §2 'Country expansion' and 'Country detail', §3, §7; issue 25 §3):
 * discover a country's provider destinations, test one country, run an expansion over several as
 * a job, and apply what was found as a diff of the versioned mappings table.
 */

/** Spec 3 §9: a country with more mapped destinations than this is skipped unless forced. */
export const FORCE_DISCOVERY_THRESHOLD = 25;
/** Spec 3 §9: the working destinations a result shows by name (the rest as '+n more'). */
export const SAMPLE_DESTINATIONS_SHOWN = 3;
/** Spec 3 §9: the total mapped shown when the coverage counts cannot be read. */
export const FALLBACK_TOTAL_MAPPED = 116;
/**
 * The most destinations one discovery proposes for a country (the best-selling first): twice the
 * threshold, so a country below it ends clearly above it without flooding the table at once.
 */
export const MAX_DISCOVERED_PER_COUNTRY = 50;
/** The most countries one expansion run takes. */
export const MAX_EXPANSION_COUNTRIES = 100;

export const EXPANSION_RESULT_STATUSES = ['pending', 'completed', 'skipped', 'failed'] as const;
export type TExpansionResultStatus = (typeof EXPANSION_RESULT_STATUSES)[number];
export const EXPANSION_RUN_STATUSES = ['running', 'completed', 'failed'] as const;

/** A country as the URL and the coverage counts name it: lower-case words joined by '-'. */
export const ZCountrySlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'must name a country')
  .max(60, 'must name a country')
  .regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, 'must be a country slug such as portugal');

/** Provider ids by destination name (spec 3 §3 workingDestinations). */
const ZWorkingDestinations = z.record(
  z.string().min(1).max(200),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
);

/** Spec 3 §3 Available country. */
export const ZAvailableCountry = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  estimatedDestinations: z.number().int(),
  mapped: z.number().int(),
});
export type TAvailableCountry = z.infer<typeof ZAvailableCountry>;

/** Spec 3 §3 Test result, plus the country's code and name for the screen. */
export const ZTestResult = z.object({
  country: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  destinationsAdded: z.number().int(),
  totalTours: z.number().int(),
  workingDestinations: ZWorkingDestinations,
  status: z.enum(EXPANSION_RESULT_STATUSES),
  /** Why a country was skipped or failed. */
  message: z.string().nullable(),
});
export type TTestResult = z.infer<typeof ZTestResult>;

/** Spec 3 §3 Expansion progress. */
export const ZExpansionProgress = z.object({
  runId: z.string().nullable(),
  provider: z.enum(MAPPING_PROVIDERS),
  isRunning: z.boolean(),
  status: z.enum(EXPANSION_RUN_STATUSES).nullable(),
  completedCountries: z.number().int(),
  totalCountries: z.number().int(),
  currentCountry: z.string().nullable(),
  forceDiscovery: z.boolean(),
  error: z.string().nullable(),
  /** The diff its results were applied as (Apply All), if they were. */
  appliedDiffId: z.number().int().nullable(),
  results: z.array(ZTestResult),
});
export type TExpansionProgress = z.infer<typeof ZExpansionProgress>;

export const availableCountriesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/country-expansion/available-countries',
  tags: ['admin'],
  summary: "The countries of the provider's taxonomy with destinations not mapped yet",
  response: z.object({ countries: z.array(ZAvailableCountry) }),
  errors: [401, 403],
});

export const coverageCountsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/country-expansion/coverage-counts',
  tags: ['admin'],
  summary: 'Mapped destinations per country (read on demand, never cached)',
  response: z.object({
    counts: z.record(z.string(), z.number().int()),
    names: z.record(z.string(), z.string()),
    totalMapped: z.number().int(),
  }),
  errors: [401, 403],
});

export const expansionProgressRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/country-expansion/progress',
  tags: ['admin'],
  summary: 'The latest expansion run: progress while it runs, its results after',
  response: ZExpansionProgress,
  errors: [401, 403],
});

export const destinationBreakdownRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/destination-breakdown/:country',
  tags: ['admin'],
  summary: "A country's mapped destinations with display name, provider id and tour count",
  params: z.object({ country: ZCountrySlug }),
  response: z.object({
    country: z.string(),
    countryName: z.string(),
    totalMapped: z.number().int(),
    destinations: z.array(
      z.object({
        name: z.string(),
        displayName: z.string(),
        id: z.number().int(),
        destinationCode: z.number().int(),
        tourCount: z.number().int().optional(),
      }),
    ),
  }),
  errors: [400, 401, 403, 404],
});

export const startExpansionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/country-expansion/start',
  tags: ['admin'],
  summary: 'Starts an expansion over the chosen countries (a resumable job with progress)',
  body: z.object({
    countries: z
      .array(ZCountrySlug)
      .min(1)
      .max(MAX_EXPANSION_COUNTRIES, `must have at most ${MAX_EXPANSION_COUNTRIES} countries`),
    forceDiscovery: z.boolean().default(false),
  }),
  response: ZExpansionProgress,
  status: 202,
  errors: [400, 401, 403, 404, 409, 429],
});

export const testCountryRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/country-expansion/test-country',
  tags: ['admin'],
  summary: "Discovers one country's working destinations now, without changing the mappings",
  query: z.object({
    forceDiscovery: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  }),
  body: z.object({ country: ZCountrySlug }),
  response: z.object({ testResult: ZTestResult }),
  errors: [400, 401, 403, 404, 429, 503],
});

/** One country's found destinations, as a result carries them (what apply adds). */
const ZApplicable = z.object({
  country: ZCountrySlug,
  workingDestinations: ZWorkingDestinations,
});

export const applyResultsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/country-expansion/apply-results',
  tags: ['admin'],
  summary: "Adds the expansion's found destinations to the mappings as one diff",
  body: z.object({
    runId: z.uuid().optional(),
    results: z.array(ZApplicable).min(1).max(500),
  }),
  response: z.object({ totalDestinations: z.number().int(), diffId: z.number().int() }),
  errors: [400, 401, 403, 404, 409, 429],
});

export const applyTestResultsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/country-expansion/apply-test-results',
  tags: ['admin'],
  summary: "Adds one tested country's found destinations to the mappings as a diff",
  body: z.object({ country: ZCountrySlug, testResult: ZApplicable }),
  response: z.object({ destinationsAdded: z.number().int(), diffId: z.number().int() }),
  errors: [400, 401, 403, 404, 409, 429],
});
