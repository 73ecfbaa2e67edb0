import { seoSlug, type TMetaRun } from '../../../contract/admin-seo.ts';
import {
  destinationsByCodes,
  destinationsBySlugs,
  firstDestinations,
  insertQueuedJobRun,
  insertSeoPage,
  lockSeoPages,
  seoMetaInUse,
  seoPagesByPaths,
  updateSeoPage,
} from '../../../db/queries/admin-seo.ts';
import { findJobRun } from '../../../db/queries/job-runs.ts';
import { BULK_DESTINATIONS_MAX } from '../../../contract/admin-seo.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { createSeoMetaWriter } from '../../providers/ai/seo-meta/select-meta.ts';
import { recordAudit } from '../audit/audit.ts';
import { sitemapTypeOf } from './admin-seo.presenter.ts';
import type { MetaRunResult } from './meta-run.job.ts';

const JOB = 'seo-meta-run';

/** Catalogue codes for the bulk body: by id, else by the name's slug; unknown ones are left out. */
async function bulkCodes(
  ctx: ServiceContext,
  destinations: { name: string; id: number }[],
): Promise<number[]> {
  if (destinations.length === 0) {
    return (await firstDestinations(ctx.db, { limit: BULK_DESTINATIONS_MAX })).map((d) => d.code);
  }
  const byCode = new Set(
    (await destinationsByCodes(ctx.db, { codes: destinations.map((d) => d.id) })).map(
      (d) => d.code,
    ),
  );
  const missing = destinations.filter((d) => !byCode.has(d.id));
  const bySlug = new Map(
    (await destinationsBySlugs(ctx.db, { slugs: missing.map((d) => seoSlug(d.name)) })).map((d) => [
      d.slug,
      d.code,
    ]),
  );
  const codes = destinations.flatMap((d) =>
    byCode.has(d.id) ? [d.id] : (bySlug.get(seoSlug(d.name)) ?? []),
  );
  return [...new Set(codes)];
}

/** POST …/generate-bulk and …/regenerate-all: queues the run and answers its first state. */
export async function startMetaRun(
  ctx: ServiceContext,
  input: { kind: 'bulk' | 'regenerate'; destinations: { name: string; id: number }[] },
): Promise<TMetaRun> {
  authorize(ctx.viewer, 'admin.access', null);
  const codes = input.kind === 'bulk' ? await bulkCodes(ctx, input.destinations) : [];
  if (input.kind === 'bulk' && codes.length === 0) {
    throw badRequest('None of these destinations is in the catalogue.');
  }
  const provider = createSeoMetaWriter(ctx.config).kind;
  const jobId = await ctx.tx(async (tx) => {
    const id = await tx.jobs.send(JOB, { kind: input.kind, codes }, { db: tx.db });
    if (!id) throw new Error('The job queue refused the meta run');
    const result: MetaRunResult = { kind: input.kind, provider, proposals: [], failures: [] };
    await insertQueuedJobRun(tx.db, {
      jobId: id,
      name: JOB,
      total: input.kind === 'bulk' ? codes.length : null,
      result,
    });
    await recordAudit(tx, {
      action: input.kind === 'bulk' ? 'seo_meta.generate_bulk' : 'seo_meta.regenerate_all',
      objectType: 'seo_meta_run',
      objectId: id,
      reason: null,
      before: null,
      after: { destinations: codes.length || null, provider },
    });
    return id;
  });
  return readMetaRun(ctx, { jobId });
}

export async function readMetaRun(
  ctx: ServiceContext,
  { jobId }: { jobId: string },
): Promise<TMetaRun> {
  authorize(ctx.viewer, 'admin.access', null);
  const row = await findJobRun(ctx.db, jobId);
  if (!row || row.name !== JOB) throw notFound('Meta run not found.');
  const result = (row.result ?? null) as Partial<MetaRunResult> | null;
  const proposals = result?.proposals ?? [];
  return {
    jobId: row.jobId,
    kind: result?.kind ?? 'bulk',
    state: row.state,
    isRunning: row.state === 'queued' || row.state === 'running',
    done: row.done,
    total: row.total,
    current: row.current,
    provider: result?.provider ?? 'local',
    proposals,
    failures: result?.failures ?? [],
    error: row.state === 'failed' ? row.error : null,
    summary: { successful: proposals.length, generated: proposals.length },
  };
}

/**
 * POST …/meta-runs/:jobId/apply: saves the approved proposals in one transaction. A page whose
 * title or description changed since the run read it, a new page whose path was taken meanwhile,
 * and a text another page took meanwhile are skipped, so nothing overwrites newer work and no two
 * pages end up sharing a title or description.
 */
export async function applyMetaRun(
  ctx: ServiceContext,
  { jobId, keys }: { jobId: string; keys: string[] },
): Promise<{ summary: { successful: number; generated: number; skipped: number } }> {
  const run = await readMetaRun(ctx, { jobId });
  if (run.state !== 'completed') throw conflict('The meta run has not finished yet.');
  const wanted = new Set(keys);
  const approved = run.proposals.filter((proposal) => wanted.has(proposal.key));
  return ctx.tx(async (tx) => {
    const pages = new Map(
      (await lockSeoPages(tx.db, { ids: approved.flatMap((p) => p.pageId ?? []) })).map((page) => [
        page.id,
        page,
      ]),
    );
    const taken = new Set(
      (
        await seoPagesByPaths(tx.db, {
          paths: approved.filter((p) => !p.pageId).map((p) => p.path),
        })
      ).map((page) => page.path),
    );
    const inUse = await seoMetaInUse(tx.db);
    const titleOwner = new Map(inUse.map((row) => [row.title, row.id]));
    const descriptionOwner = new Map(inUse.map((row) => [row.description, row.id]));
    const free = (owner: string | undefined, id: string | null) =>
      owner === undefined || owner === id;
    let saved = 0;
    let skipped = 0;
    for (const proposal of approved) {
      const textsFree =
        free(titleOwner.get(proposal.newTitle), proposal.pageId) &&
        free(descriptionOwner.get(proposal.newDescription), proposal.pageId);
      if (proposal.pageId) {
        const page = pages.get(proposal.pageId);
        if (
          !page ||
          !textsFree ||
          page.title !== proposal.oldTitle ||
          page.description !== proposal.oldDescription
        ) {
          skipped += 1;
          continue;
        }
        const values = {
          title: proposal.newTitle,
          description: proposal.newDescription,
          ...(page.keywords.trim() ? {} : { keywords: proposal.keywords }),
        };
        await updateSeoPage(tx.db, { id: page.id, values });
        tx.emit({
          type: 'public-page.changed',
          path: `/${page.path}`,
          fromPath: null,
          sitemap: sitemapTypeOf(page.path),
        });
        await recordAudit(tx, {
          action: 'seo_page.meta_apply',
          objectType: 'seo_page',
          objectId: page.id,
          reason: null,
          before: { title: page.title, description: page.description },
          after: { ...values, run: jobId, provider: proposal.provider },
        });
      } else {
        if (taken.has(proposal.path) || !textsFree) {
          skipped += 1;
          continue;
        }
        const code = Number(proposal.key.replace(/^new:/, ''));
        const created = await insertSeoPage(tx.db, {
          path: proposal.path,
          title: proposal.newTitle,
          description: proposal.newDescription,
          keywords: proposal.keywords,
          status: 'active',
          destination: proposal.destination,
          destinationId: Number.isInteger(code) ? code : null,
        });
        tx.emit({
          type: 'public-page.changed',
          path: `/${created.path}`,
          fromPath: null,
          sitemap: sitemapTypeOf(created.path),
        });
        taken.add(proposal.path);
        await recordAudit(tx, {
          action: 'seo_page.create',
          objectType: 'seo_page',
          objectId: created.id,
          reason: null,
          before: null,
          after: {
            path: created.path,
            title: created.title,
            description: created.description,
            run: jobId,
          },
        });
      }
      titleOwner.set(proposal.newTitle, proposal.pageId ?? 'new');
      descriptionOwner.set(proposal.newDescription, proposal.pageId ?? 'new');
      saved += 1;
    }
    return { summary: { successful: saved, generated: saved, skipped } };
  });
}
