import type { TAiProviderKind, TMetaProposal } from '../../../contract/admin-seo.ts';
import { seoMetaInUse } from '../../../db/queries/admin-seo.ts';
import { defineJob, type JobDeps } from '../../jobs/define.ts';
import type { JobHandler } from '../../jobs/jobs.ts';
import { withProgress } from '../../jobs/progress.ts';
import { createSeoMetaWriter } from '../../providers/ai/seo-meta/select-meta.ts';
import { MetaWriterError, type SeoMetaWriter } from '../../providers/ai/seo-meta/seo-meta.ts';
import { bareFacts, metaFactsOf } from './meta-facts.ts';
import { bulkItems, regenerateItems, type MetaRunItem } from './meta-run-items.ts';
import { UsedTexts, writeUniqueMeta } from './unique-meta.ts';

/**
 * The meta run (issue 24 §2): writes a title and description per page, resumable — each item's
 * proposal is stored with the checkpoint, so a retried attempt continues after the last item
 * done and keeps what earlier attempts proposed. Nothing is saved to the pages here: the
 * operator approves the proposals (POST …/meta-runs/:jobId/apply).
 */

export type MetaRunResult = {
  kind: 'bulk' | 'regenerate';
  provider: TAiProviderKind;
  proposals: TMetaProposal[];
  failures: { label: string; error: string }[];
};
type Checkpoint = { next: number };

/** Items whose catalogue facts are read together (two queries a batch). */
const BATCH = 25;

/** The run's processor with a given writer (tests hand it a fake or one that fails once). */
export function createMetaRunHandler(
  { db, log }: Pick<JobDeps, 'db' | 'log'>,
  writer: SeoMetaWriter,
): JobHandler<'seo-meta-run'> {
  return withProgress<'seo-meta-run', Checkpoint, MetaRunResult>(
    db,
    'seo-meta-run',
    async (data, progress) => {
      const result: MetaRunResult = progress.result?.proposals
        ? {
            ...progress.result,
            proposals: [...progress.result.proposals],
            failures: [...progress.result.failures],
          }
        : { kind: data.kind, provider: writer.kind, proposals: [], failures: [] };
      const items: MetaRunItem[] =
        data.kind === 'bulk' ? await bulkItems(db, data.codes) : await regenerateItems(db);
      const used = { titles: new UsedTexts(), descriptions: new UsedTexts() };
      for (const row of await seoMetaInUse(db)) {
        used.titles.add(row.title);
        used.descriptions.add(row.description);
      }
      for (const proposal of result.proposals) {
        used.titles.add(proposal.newTitle);
        used.descriptions.add(proposal.newDescription);
      }
      const start = progress.checkpoint?.next ?? 0;
      await progress.report({
        done: start,
        total: items.length,
        current: items[start]?.label ?? null,
        result,
      });
      for (let batchStart = start; batchStart < items.length; batchStart += BATCH) {
        const batch = items.slice(batchStart, batchStart + BATCH);
        const facts = new Map<string, Awaited<ReturnType<typeof metaFactsOf>>>();
        for (const kind of ['excursions', 'hotels'] as const) {
          const destinations = batch
            .filter((item) => item.kind === kind)
            .flatMap((item) => item.destination ?? []);
          facts.set(kind, await metaFactsOf(db, destinations, kind));
        }
        for (const [offset, item] of batch.entries()) {
          const index = batchStart + offset;
          const itemFacts =
            (item.destination && facts.get(item.kind)?.get(item.destination.code)) ||
            bareFacts(item.fallbackName, item.kind);
          try {
            const { draft, provider } = await writeUniqueMeta(
              writer,
              itemFacts,
              used,
              { title: item.old?.title ?? null, description: item.old?.description ?? null },
              log,
            );
            const unchanged =
              item.old?.title === draft.title && item.old.description === draft.description;
            if (!unchanged) {
              result.proposals.push({
                key: item.key,
                pageId: item.pageId,
                path: item.path,
                destination: item.destination?.name ?? item.fallbackName,
                oldTitle: item.old?.title ?? null,
                oldDescription: item.old?.description ?? null,
                newTitle: draft.title,
                newDescription: draft.description,
                keywords: draft.keywords,
                provider,
              });
              used.titles.add(draft.title);
              used.descriptions.add(draft.description);
            }
          } catch (error) {
            // The writer's own failure is this item's; anything else (the database) fails the
            // attempt, and the retry continues from the checkpoint.
            if (!(error instanceof MetaWriterError)) throw error;
            result.failures.push({
              label: item.label,
              error: error instanceof Error ? error.message : String(error),
            });
          }
          await progress.report({
            done: index + 1,
            total: items.length,
            current: items[index + 1]?.label ?? null,
            checkpoint: { next: index + 1 },
            result,
          });
        }
      }
      return result;
    },
  );
}

export const seoMetaRunJob = defineJob({
  name: 'seo-meta-run',
  policy: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800 },
  create: (deps) => createMetaRunHandler(deps, createSeoMetaWriter(deps.config)),
});
