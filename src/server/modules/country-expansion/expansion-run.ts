import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  acquireExpansionLease,
  findExpansionRun,
  finishExpansionRun,
  listUnheldExpansions,
  nextPendingCountry,
  recordExpansionFailure,
  setCurrentCountry,
  settleCountry,
} from '../../../db/queries/country-expansion.ts';
import { defineJob } from '../../jobs/define.ts';
import { leasedRunProcessor } from '../../jobs/leased-run.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { mappingProviderFor, type MappingProvider } from '../mappings/mapping-provider.ts';
import { countryOfCode } from './country-names.ts';
import { discoverCountry } from './discovery.ts';
import { productCounterFor, type ProductCounter } from './product-counts.ts';

/** A worker holds a run this long past its last country; a dead worker's run is resumed after. */
export const EXPANSION_LEASE_SECONDS = 60;
/** Failed attempts in a row (the job's retries and any sweep's) after which a run fails. */
export const EXPANSION_FAILURE_LIMIT = 4;

/**
 * Works a run from its first pending country to the end; each country's result is stored as it
 * is found, so a restart continues with the next one. 'held': another live worker has it.
 */
export async function workExpansionRun({
  db,
  provider,
  countProducts = productCounterFor(db, provider),
  runId,
  owner,
}: {
  db: Db;
  provider: MappingProvider;
  countProducts?: ProductCounter;
  runId: string;
  owner: string;
}): Promise<'completed' | 'held' | 'gone'> {
  const run = await findExpansionRun(db, { provider: provider.id, id: runId });
  if (!run || run.status !== 'running') return 'gone';
  const lease = () =>
    acquireExpansionLease(db, { id: runId, owner, seconds: EXPANSION_LEASE_SECONDS });
  if (!(await lease())) return 'held';
  for (;;) {
    const next = await nextPendingCountry(db, runId);
    if (!next) break;
    const country = countryOfCode(next.countryCode) ?? {
      code: next.countryCode,
      slug: next.countryCode.toLowerCase(),
      name: next.countryCode,
    };
    await setCurrentCountry(db, { id: runId, name: country.name });
    const found = await discoverCountry({
      db,
      provider,
      countProducts,
      country,
      force: run.forceDiscovery,
    });
    await settleCountry(db, { runId, position: next.position, result: found });
    if (!(await lease())) return 'held';
  }
  await finishExpansionRun(db, { id: runId, status: 'completed' });
  return 'completed';
}

/** Queues the run of every running expansion nobody works on (after a crash or a restart). */
export async function resumeExpansionRuns(
  { db, jobs }: { db: Db; jobs: Pick<JobQueue, 'send'> },
  { all }: { all: boolean },
): Promise<{ resumed: number }> {
  const ids = await listUnheldExpansions(db, { all });
  for (const runId of ids) await jobs.send('country-expansion-run', { runId });
  return { resumed: ids.length };
}

/** The run's job: a failed attempt is retried, and ends the run failed at the limit. */
export function createExpansionProcessor({
  db,
  provider,
  countProducts,
  log,
}: {
  db: Db;
  provider: MappingProvider;
  countProducts?: ProductCounter;
  log: FastifyBaseLogger;
}) {
  return leasedRunProcessor({
    label: 'country expansion run',
    providerName: provider.name,
    failureLimit: EXPANSION_FAILURE_LIMIT,
    log,
    work: (runId, owner) => workExpansionRun({ db, provider, countProducts, runId, owner }),
    recordFailure: (input) => recordExpansionFailure(db, input),
    fail: ({ id, error }) => finishExpansionRun(db, { id, status: 'failed', error }),
  });
}

export const countryExpansionJob = defineJob({
  name: 'country-expansion-run',
  policy: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 1800 },
  create: ({ db, config, log }) =>
    createExpansionProcessor({ db, provider: mappingProviderFor(config, db), log }),
});

export const countryExpansionResumeJob = defineJob({
  name: 'country-expansion-resume',
  policy: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, jobs }) =>
    async () =>
      resumeExpansionRuns({ db, jobs }, { all: false }),
});
