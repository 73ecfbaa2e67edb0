import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Destination mapping validation (spec 3 §2 'Mapping validation', §3, §7; issue 25 §1, §2, §4).
 * Mappings live in a versioned table: every change is a diff, and a rollback is a diff too.
 */
export const MAPPING_PROVIDERS = ['local', 'viator'] as const;
export type TMappingProvider = (typeof MAPPING_PROVIDERS)[number];
export const MAPPING_DIFF_KINDS = ['initial', 'apply', 'rollback'] as const;
export const MAPPING_RUN_MODES = ['sample', 'all'] as const;
export const MAPPING_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export const MAPPING_RESULT_STATUSES = ['pending', 'valid', 'invalid'] as const;

/** Spec 3 §9: sample default 50, min 10, max 500 (recommended 50–100). */
export const SAMPLE_SIZE = { default: 50, min: 10, max: 500 } as const;
/** Spec 3 §9: the export preview shows the first 5 entries and a count of the rest. */
export const EXPORT_PREVIEW_SIZE = 5;
/** Spec 3 §9: the known bad pattern, sequential fake ids in this range. */
export const FAKE_ID_RANGE = { min: 7000, max: 8000 } as const;
/** A provider centre further than this from ours is another place. */
export const MAX_CENTRE_DISTANCE_KM = 50;
/** The error of a mapping whose destination has no products (spec 3 §2). */
export const NO_TOURS = 'No tours';
export const RESULTS_PAGE_SIZE = 25;
export const HISTORY_PAGE_SIZE = 10;

/**
 * Spec 3 §5: the sample size parses as an integer and falls back to 50 when it is not a number;
 * a number outside 10–500 is refused.
 */
export const ZSampleSize = z.preprocess(
  (value) => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(parsed) ? Math.trunc(parsed) : SAMPLE_SIZE.default;
  },
  z
    .number()
    .int()
    .min(SAMPLE_SIZE.min, 'The sample size is at least 10')
    .max(SAMPLE_SIZE.max, 'The sample size is at most 500'),
);

/** One checked mapping (spec 3 §3 Mapping validation result's results[]). */
export const ZMappingResult = z.object({
  destinationCode: z.number().int(),
  destinationName: z.string(),
  viatorId: z.number().int(),
  isValid: z.boolean(),
  excursionCount: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TMappingResult = z.infer<typeof ZMappingResult>;

/** A validation run: its progress and the spec's result fields (results filled as it goes). */
export const ZValidationRun = z.object({
  runId: z.string(),
  mode: z.enum(MAPPING_RUN_MODES),
  provider: z.enum(MAPPING_PROVIDERS),
  status: z.enum(MAPPING_RUN_STATUSES),
  isRunning: z.boolean(),
  done: z.number().int(),
  current: z.string().nullable(),
  error: z.string().nullable(),
  totalMappings: z.number().int(),
  validMappings: z.number().int(),
  invalidMappings: z.number().int(),
  /** Percent of the checked mappings that are valid, rounded. */
  successRate: z.number().int(),
  /** The first checked results (the Results tab pages the rest). */
  results: z.array(ZMappingResult),
  appliedDiffId: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TValidationRun = z.infer<typeof ZValidationRun>;

export const validateSampleRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/validate-sample',
  tags: ['admin'],
  summary: 'Starts a validation of a random sample of the mappings (a job with progress)',
  body: z.object({ sampleSize: ZSampleSize }),
  response: ZValidationRun,
  status: 202,
  errors: [400, 401, 403, 409, 429],
});

export const validateAllRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/validate-all',
  tags: ['admin'],
  summary: 'Starts a validation of every mapping (a job with progress)',
  response: ZValidationRun,
  status: 202,
  errors: [401, 403, 409, 429],
});

export const latestRunRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mappings/validation',
  tags: ['admin'],
  summary: 'The latest validation run (progress while it runs, the summary after)',
  response: z.object({ run: ZValidationRun.nullable() }),
  errors: [401, 403],
});

const ZRunId = z.object({ runId: z.uuid('Unknown validation run') });

export const runResultsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mappings/validation/:runId/results',
  tags: ['admin'],
  summary: "A page of a run's valid or invalid mappings",
  params: ZRunId,
  query: z.object({
    status: z.enum(['valid', 'invalid']),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    results: z.array(ZMappingResult),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  errors: [400, 401, 403, 404],
});

export const restartRunRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/validation/:runId/restart',
  tags: ['admin'],
  summary: 'Puts a failed validation back to work from its first unchecked mapping',
  params: ZRunId,
  response: ZValidationRun,
  status: 202,
  errors: [400, 401, 403, 404, 409, 429],
});

/** The body of generate-verified and apply: the validation result (its run id is what counts). */
const ZValidationResultBody = z.object({
  runId: z.uuid('Unknown validation run'),
  totalMappings: z.number().int().min(0).optional(),
  validMappings: z.number().int().min(0).optional(),
  invalidMappings: z.number().int().min(0).optional(),
});

/** Spec 3 §3 Export response (content, filename) plus the Export tab's preview. */
export const ZExport = z.object({
  content: z.string(),
  filename: z.string(),
  preview: z.array(z.object({ destinationName: z.string(), viatorId: z.number().int() })),
  count: z.number().int(),
});
export type TExport = z.infer<typeof ZExport>;

export const generateVerifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/generate-verified',
  tags: ['admin'],
  summary: 'The verified mappings file of a finished run (the valid mappings, as TypeScript)',
  body: ZValidationResultBody,
  response: ZExport,
  errors: [400, 401, 403, 404, 409],
});

/** One applied diff, as the history lists it. */
export const ZMappingDiff = z.object({
  id: z.number().int(),
  kind: z.enum(MAPPING_DIFF_KINDS),
  summary: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  actor: z.string(),
  createdAt: z.string(),
  rollsBack: z.number().int().nullable(),
  rolledBackBy: z.number().int().nullable(),
  /** False when already rolled back or when a later diff touched the same mappings. */
  canRollBack: z.boolean(),
});
export type TMappingDiff = z.infer<typeof ZMappingDiff>;

export const applyVerifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/apply-verified',
  tags: ['admin'],
  summary: "Makes the run's verified mappings the mappings: a diff removing the invalid ones",
  body: ZValidationResultBody,
  response: z.object({ diff: ZMappingDiff }),
  errors: [400, 401, 403, 404, 409],
});

export const mappingOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mappings',
  tags: ['admin'],
  summary: 'The mappings at a glance: provider, count, taxonomy freshness',
  response: z.object({
    provider: z.enum(MAPPING_PROVIDERS),
    providerName: z.string(),
    totalMappings: z.number().int(),
    taxonomy: z.object({
      destinations: z.number().int(),
      refreshedAt: z.string().nullable(),
    }),
  }),
  errors: [401, 403],
});

export const refreshTaxonomyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/taxonomy/refresh',
  tags: ['admin'],
  summary: "Fetches the provider's destination taxonomy again (queued)",
  response: z.object({ queued: z.literal(true) }),
  status: 202,
  errors: [401, 403, 429],
});

export const mappingHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mappings/history',
  tags: ['admin'],
  summary: 'The applied diffs, newest first',
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  response: z.object({
    diffs: z.array(ZMappingDiff),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  errors: [400, 401, 403],
});

export const rollbackDiffRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mappings/history/:diffId/rollback',
  tags: ['admin'],
  summary: 'Undoes a diff (recorded as a new diff)',
  params: z.object({ diffId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ diff: ZMappingDiff }),
  errors: [400, 401, 403, 404, 409],
});
