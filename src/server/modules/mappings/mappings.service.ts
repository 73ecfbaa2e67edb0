import {
  EXPORT_PREVIEW_SIZE,
  HISTORY_PAGE_SIZE,
  RESULTS_PAGE_SIZE,
  type TExport,
} from '../../../contract/mappings.ts';
import {
  countDiffs,
  countMappings,
  findRun,
  findRunningRun,
  insertRunWithSnapshot,
  latestRun,
  listDiffs,
  listRunResults,
  lockMappings,
  restartFailedRun,
  selectInvalidResults,
  selectValidResults,
  setRunApplied,
  taxonomyStats,
  type RunRow,
} from '../../../db/queries/mappings.ts';

import type { ServiceContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { applyMappingDiff, ensureInitialMappings, rollbackMappingDiff } from './mapping-diffs.ts';
import { providerIdFor } from './mapping-provider.ts';
import { presentDiff, presentRun } from './mappings.presenter.ts';
import { verifiedMappingsFile } from './verified-file.ts';

/** How many checked results a run carries in its own answer (the Results tab pages the rest). */
const RUN_RESULTS_INLINE = 50;

function admin(ctx: ServiceContext) {
  authorize(ctx.viewer, 'admin.access', null);
  return providerIdFor(ctx.config);
}

async function runView(ctx: ServiceContext, run: RunRow) {
  const results = await listRunResults(ctx.db, {
    runId: run.id,
    limit: RUN_RESULTS_INLINE,
    offset: 0,
  });
  return presentRun(run, results);
}

export async function mappingOverview(ctx: ServiceContext) {
  const provider = admin(ctx);
  await ensureInitialMappings(ctx.db, provider);
  const [total, taxonomy] = await Promise.all([
    countMappings(ctx.db, { provider }),
    taxonomyStats(ctx.db, { provider }),
  ]);
  return {
    provider,
    providerName: provider === 'viator' ? 'Viator' : 'Local tour inventory',
    totalMappings: total,
    taxonomy: {
      destinations: taxonomy.destinations,
      refreshedAt: taxonomy.refreshedAt?.toISOString() ?? null,
    },
  };
}

/** Starts a sample or full run: its mappings snapshotted and its job queued, in one transaction. */
export async function startValidation(
  ctx: ServiceContext,
  input: { mode: 'sample'; sampleSize: number } | { mode: 'all' },
) {
  const provider = admin(ctx);
  await ensureInitialMappings(ctx.db, provider);
  const run = await ctx.tx(async (tx) => {
    if (await findRunningRun(tx.db, { provider })) {
      throw conflict('A validation is already running; wait for it to finish.');
    }
    const started = await insertRunWithSnapshot(tx.db, {
      provider,
      mode: input.mode,
      sampleSize: input.mode === 'sample' ? input.sampleSize : null,
      createdBy: ctx.viewer!.id,
    });
    if (started.total === 0) throw conflict('There are no mappings to validate yet.');
    await tx.jobs.send('mappings-validate', { runId: started.id }, { db: tx.db });
    return started;
  });
  return presentRun(run, []);
}

export async function latestValidation(ctx: ServiceContext) {
  const provider = admin(ctx);
  const run = await latestRun(ctx.db, { provider });
  return { run: run ? await runView(ctx, run) : null };
}

/** Restart: a failed run continues from its first unchecked mapping (its checks are kept). */
export async function restartValidation(ctx: ServiceContext, { runId }: { runId: string }) {
  const provider = admin(ctx);
  const run = await ctx.tx(async (tx) => {
    if (!(await findRun(tx.db, { provider, id: runId }))) {
      throw notFound('There is no such validation run');
    }
    if (await findRunningRun(tx.db, { provider })) {
      throw conflict('A validation is already running; wait for it to finish.');
    }
    if (!(await restartFailedRun(tx.db, { provider, id: runId }))) {
      throw conflict('Only a failed validation can be restarted.');
    }
    await tx.jobs.send('mappings-validate', { runId }, { db: tx.db });
    return (await findRun(tx.db, { provider, id: runId }))!;
  });
  return runView(ctx, run);
}

async function requireRun(ctx: ServiceContext, runId: string) {
  const provider = admin(ctx);
  const run = await findRun(ctx.db, { provider, id: runId });
  if (!run) throw notFound('There is no such validation run');
  return { provider, run };
}

export async function runResults(
  ctx: ServiceContext,
  { runId, status, page }: { runId: string; status: 'valid' | 'invalid'; page: number },
) {
  const { run } = await requireRun(ctx, runId);
  const rows = await listRunResults(ctx.db, {
    runId,
    status,
    limit: RESULTS_PAGE_SIZE,
    offset: (page - 1) * RESULTS_PAGE_SIZE,
  });
  return {
    results: presentRun(run, rows).results,
    total: status === 'valid' ? run.valid : run.invalid,
    page,
    pageSize: RESULTS_PAGE_SIZE,
  };
}

function requireFinished(run: RunRow) {
  if (run.status === 'running') throw conflict('The validation is still running.');
  if (run.status === 'failed') throw conflict('This validation failed; run a new one first.');
}

export async function generateVerified(
  ctx: ServiceContext,
  { runId }: { runId: string },
): Promise<TExport> {
  const { provider, run } = await requireRun(ctx, runId);
  requireFinished(run);
  const verified = await selectValidResults(ctx.db, runId);
  const file = verifiedMappingsFile(verified, {
    runId,
    provider,
    checked: run.valid + run.invalid,
    at: run.finishedAt ?? new Date(),
  });
  return {
    content: file.content,
    filename: file.filename,
    preview: file.entries.slice(0, EXPORT_PREVIEW_SIZE),
    count: file.entries.length,
  };
}

/**
 * Apply (issue 25 §2): the verified mappings become the mappings, as a diff removing the run's
 * invalid ones that still hold the id the run checked (a mapping changed since is left alone).
 */
export async function applyVerified(ctx: ServiceContext, { runId }: { runId: string }) {
  const { provider, run } = await requireRun(ctx, runId);
  requireFinished(run);
  const diff = await ctx.tx(async (tx) => {
    const locked = await findRun(tx.db, { provider, id: runId });
    if (locked?.appliedDiffId) {
      throw conflict(`These results were already applied (change #${locked.appliedDiffId}).`);
    }
    const invalid = await selectInvalidResults(tx.db, runId);
    const current = await lockMappings(tx.db, {
      provider,
      codes: invalid.map((row) => row.destinationCode),
    });
    const stale = invalid.filter((row) => current.get(row.destinationCode) === row.providerId);
    if (stale.length === 0) {
      throw conflict('Every checked mapping is valid or already changed: nothing to remove.');
    }
    const applied = await applyMappingDiff(tx.db, {
      provider,
      kind: 'apply',
      summary: `Applied the verified mappings of the ${run.mode === 'all' ? 'full' : `${run.total}-mapping sample`} validation: removed ${stale.length.toLocaleString('en-US')} invalid`,
      changes: stale.map((row) => ({ destinationCode: row.destinationCode, providerId: null })),
      actorId: ctx.viewer!.id,
      runId,
    });
    await setRunApplied(tx.db, { id: runId, diffId: applied.diffId });
    const [row] = await listDiffs(tx.db, { provider, limit: 1, offset: 0, id: applied.diffId });
    return row!;
  });
  return { diff: presentDiff(diff) };
}

export async function mappingHistory(ctx: ServiceContext, { page }: { page: number }) {
  const provider = admin(ctx);
  const [rows, total] = await Promise.all([
    listDiffs(ctx.db, {
      provider,
      limit: HISTORY_PAGE_SIZE,
      offset: (page - 1) * HISTORY_PAGE_SIZE,
    }),
    countDiffs(ctx.db, { provider }),
  ]);
  return { diffs: rows.map(presentDiff), total, page, pageSize: HISTORY_PAGE_SIZE };
}

export async function rollbackDiff(ctx: ServiceContext, { diffId }: { diffId: number }) {
  const provider = admin(ctx);
  const row = await ctx.tx(async (tx) => {
    const applied = await rollbackMappingDiff(tx.db, {
      provider,
      diffId,
      actorId: ctx.viewer!.id,
    });
    const [diff] = await listDiffs(tx.db, { provider, limit: 1, offset: 0, id: applied.diffId });
    return diff!;
  });
  return { diff: presentDiff(row) };
}

export async function queueTaxonomyRefresh(ctx: ServiceContext) {
  admin(ctx);
  await ctx.jobs.send('mappings-taxonomy-refresh', {});
  return { queued: true as const };
}
