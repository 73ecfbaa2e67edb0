import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  acquireRunLease,
  findRun,
  finishRun,
  listUnheldRuns,
  recordRunFailure,
  selectAllMappingsForCheck,
  selectPendingResults,
  selectTaxonomyEntries,
  settleResults,
  taxonomyStats,
  type PendingResult,
  type Settled,
} from '../../../db/queries/mappings.ts';
import { defineJob } from '../../jobs/define.ts';
import { leasedRunProcessor } from '../../jobs/leased-run.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { ViatorApiError } from '../../providers/viator/viator-api.ts';
import { indexDuplicates } from './checks/duplicates.ts';
import { runLocalChecks, type LocalContext } from './checks/local-checks.ts';
import { checkProductCount } from './checks/product-count.ts';
import { mappingProviderFor, type MappingProvider } from './mapping-provider.ts';
import { refreshTaxonomy } from './taxonomy-refresh.ts';

/** A worker holds a run this long past its last batch; a dead worker's run is resumed after. */
export const RUN_LEASE_SECONDS = 30;
/** Failed attempts in a row (the job's retries and any sweep's) after which a run fails. */
export const RUN_FAILURE_LIMIT = 4;
/** Mappings settled per batch: what a crash can cost, and how often progress moves. */
const BATCH = 40;

/** Runs `work` over `items` with at most `limit` in flight, keeping their order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      out[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return out;
}

/** One mapping's outcome: the local checks, then (only if they pass) one product search. */
async function checkOne(
  mapping: PendingResult,
  context: LocalContext,
  provider: MappingProvider,
): Promise<Settled> {
  const errors = runLocalChecks(mapping, context);
  if (errors.length > 0) {
    return {
      position: mapping.position,
      isValid: false,
      excursionCount: null,
      error: errors.join('; '),
    };
  }
  let count: number;
  try {
    count = await provider.productCount(mapping.providerId);
  } catch (error) {
    // The provider refusing this one search (a 4xx other than 429) is this mapping's problem;
    // anything else (down, still limited after the retries) stops the batch to be retried.
    if (
      error instanceof ViatorApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429
    ) {
      return {
        position: mapping.position,
        isValid: false,
        excursionCount: null,
        error: `The provider refused the product search (${error.status})`,
      };
    }
    throw error;
  }
  const noTours = checkProductCount(count);
  return { position: mapping.position, isValid: !noTours, excursionCount: count, error: noTours };
}

/**
 * Works a run to its end from wherever it stopped: the pending rows are the resume point, so a
 * restart (or a retried attempt) continues with the first unchecked mapping. Returns 'held' when
 * another live worker has it.
 */
export async function workValidationRun({
  db,
  provider,
  runId,
  owner = randomUUID(),
  batch = BATCH,
}: {
  db: Db;
  provider: MappingProvider;
  runId: string;
  owner?: string;
  batch?: number;
}): Promise<'completed' | 'held' | 'gone'> {
  const run = await findRun(db, { provider: provider.id, id: runId });
  if (!run || run.status !== 'running') return 'gone';
  if (!(await acquireRunLease(db, { id: runId, owner, seconds: RUN_LEASE_SECONDS }))) return 'held';
  // A first run before the weekly refresh ever ran: fetch the taxonomy the checks read.
  if ((await taxonomyStats(db, { provider: provider.id })).destinations === 0) {
    await refreshTaxonomy(db, provider);
  }
  // Duplicates and sequences are judged against every current mapping, not just the sample.
  const all = await selectAllMappingsForCheck(db, { provider: provider.id });
  const shared = {
    mappedIds: new Set(all.map((m) => m.providerId)),
    duplicates: indexDuplicates(all),
  };
  for (;;) {
    const pending = await selectPendingResults(db, { runId, limit: batch });
    if (pending.length === 0) break;
    const entries = await selectTaxonomyEntries(db, {
      provider: provider.id,
      ids: [...new Set(pending.map((m) => m.providerId))],
    });
    const context: LocalContext = {
      ...shared,
      taxonomy: new Map(entries.map((entry) => [entry.providerId, entry])),
    };
    const settled = await mapLimit(pending, provider.concurrency, (mapping) =>
      checkOne(mapping, context, provider),
    );
    await settleResults(db, { runId, rows: settled, current: pending.at(-1)!.name });
    if (!(await acquireRunLease(db, { id: runId, owner, seconds: RUN_LEASE_SECONDS }))) {
      return 'held';
    }
  }
  await finishRun(db, { id: runId, status: 'completed' });
  return 'completed';
}

/** Queues the run of every running validation nobody works on (after a crash or a restart). */
export async function resumeValidationRuns(
  { db, jobs }: { db: Db; jobs: Pick<JobQueue, 'send'> },
  { all }: { all: boolean },
): Promise<{ resumed: number }> {
  const ids = await listUnheldRuns(db, { all });
  for (const runId of ids) await jobs.send('mappings-validate', { runId });
  return { resumed: ids.length };
}

export function createValidateProcessor({
  db,
  provider,
  log,
}: {
  db: Db;
  provider: MappingProvider;
  log: FastifyBaseLogger;
}) {
  return leasedRunProcessor({
    label: 'mapping validation run',
    providerName: 'The provider',
    failureLimit: RUN_FAILURE_LIMIT,
    log,
    work: (runId, owner) => workValidationRun({ db, provider, runId, owner }),
    recordFailure: (input) => recordRunFailure(db, input),
    fail: ({ id, error }) => finishRun(db, { id, status: 'failed', error }),
  });
}

export const mappingsValidateJob = defineJob({
  name: 'mappings-validate',
  // A full run takes minutes; a stalled attempt expires and is retried from its pending rows.
  policy: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 1800 },
  create: ({ db, config, log }) =>
    createValidateProcessor({ db, provider: mappingProviderFor(config, db), log }),
});

export const mappingsValidateResumeJob = defineJob({
  name: 'mappings-validate-resume',
  policy: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, jobs }) =>
    async () =>
      resumeValidationRuns({ db, jobs }, { all: false }),
});
