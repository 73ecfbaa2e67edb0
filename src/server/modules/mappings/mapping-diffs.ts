import { sql } from 'drizzle-orm';
import type { TMappingProvider } from '../../../contract/mappings.ts';
import type { Db } from '../../../db/client.ts';
import { insertAuditEntry } from '../../../db/queries/audit.ts';
import {
  countDiffs,
  insertDiff,
  lockDiff,
  lockMappings,
  markRolledBack,
  selectDiffChanges,
  selectExistingDestinationCodes,
  selectInitialLocalMappings,
  selectInitialViatorMappings,
  writeDiffChanges,
  type DiffChange,
} from '../../../db/queries/mappings.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';

/**
 * The one way mappings change (issue 25 §1): a diff of adds, changes and removals, applied in the
 * caller's transaction with its rows and an audit entry. Validation's Apply, a rollback and (next)
 * country expansion all come through here.
 */
export type MappingChange = { destinationCode: number; providerId: number | null };

export type DiffInput = {
  provider: TMappingProvider;
  kind: 'initial' | 'apply' | 'rollback';
  summary: string;
  changes: readonly MappingChange[];
  /** Null: the system (the first mappings). */
  actorId: string | null;
  runId?: string | null;
  rollsBack?: number | null;
};

export type AppliedDiff = { diffId: number; added: number; changed: number; removed: number };

/** The embedded default starts with this many mappings (Viator's taxonomy maps 3,358+). */
export const INITIAL_LOCAL_MAPPINGS = 3400;

/** Applies a diff; `db` must be a transaction. Changes that change nothing are dropped. */
export async function applyMappingDiff(db: Db, input: DiffInput): Promise<AppliedDiff> {
  const codes = [...new Set(input.changes.map((c) => c.destinationCode))];
  if (codes.length !== input.changes.length)
    throw badRequest('A destination appears twice in the diff');
  const current = await lockMappings(db, { provider: input.provider, codes });
  const known = await selectExistingDestinationCodes(
    db,
    input.changes.filter((c) => c.providerId !== null).map((c) => c.destinationCode),
  );
  const changes: DiffChange[] = [];
  for (const change of input.changes) {
    const before = current.get(change.destinationCode) ?? null;
    if (before === change.providerId) continue;
    if (change.providerId !== null && !known.has(change.destinationCode)) {
      throw badRequest(`Destination ${change.destinationCode} is not in the catalogue`);
    }
    changes.push({ destinationCode: change.destinationCode, before, after: change.providerId });
  }
  if (changes.length === 0) throw conflict('Nothing to change: the mappings already read so.');
  const counts = {
    added: changes.filter((c) => c.before === null).length,
    changed: changes.filter((c) => c.before !== null && c.after !== null).length,
    removed: changes.filter((c) => c.after === null).length,
  };
  const diffId = await insertDiff(db, {
    provider: input.provider,
    kind: input.kind,
    summary: input.summary,
    ...counts,
    runId: input.runId ?? null,
    rollsBack: input.rollsBack ?? null,
    createdBy: input.actorId,
  });
  await writeDiffChanges(db, { provider: input.provider, diffId, changes });
  await insertAuditEntry(db, {
    action: `mappings.${input.kind}`,
    objectType: 'mapping_diff',
    objectId: String(diffId),
    reason: input.summary,
    before: null,
    after: {
      provider: input.provider,
      ...counts,
      ...(input.rollsBack ? { rollsBack: input.rollsBack } : {}),
    },
    actorId: input.actorId,
  });
  return { diffId, ...counts };
}

/**
 * Undoes a diff as a new diff. Refused for the first mappings, for a diff already undone, and
 * when a later diff changed any of its mappings (roll that one back first).
 */
export async function rollbackMappingDiff(
  db: Db,
  { provider, diffId, actorId }: { provider: TMappingProvider; diffId: number; actorId: string },
): Promise<AppliedDiff> {
  const diff = await lockDiff(db, { provider, id: diffId });
  if (!diff) throw notFound('There is no such change to roll back');
  if (diff.kind === 'initial') throw conflict('The first mappings cannot be rolled back.');
  if (diff.rolled_back_by !== null) {
    throw conflict(`This change was already rolled back (change #${diff.rolled_back_by}).`);
  }
  const changes = await selectDiffChanges(db, diffId);
  const current = await lockMappings(db, {
    provider,
    codes: changes.map((c) => c.destinationCode),
  });
  const moved = changes.filter((c) => (current.get(c.destinationCode) ?? null) !== c.after);
  if (moved.length > 0) {
    throw conflict('A later change touched these mappings; roll that one back first.');
  }
  const applied = await applyMappingDiff(db, {
    provider,
    kind: 'rollback',
    summary: `Rolled back change #${diffId}`,
    changes: changes.map((c) => ({ destinationCode: c.destinationCode, providerId: c.before })),
    actorId,
    rollsBack: diffId,
  });
  await markRolledBack(db, { id: diffId, by: applied.diffId });
  return applied;
}

/**
 * A provider's first mappings, once: the catalogue's busiest cities mapped to themselves (local),
 * or the matches the Viator ingestion made. Recorded as the `initial` diff by the system.
 */
export async function ensureInitialMappings(db: Db, provider: TMappingProvider): Promise<void> {
  if ((await countDiffs(db, { provider })) > 0) return;
  await db.transaction(async (tx) => {
    // Two first requests at once: the second waits here and then finds the diff.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('destination_mappings.initial'))`);
    if ((await countDiffs(tx, { provider })) > 0) return;
    const initial =
      provider === 'local'
        ? await selectInitialLocalMappings(tx, INITIAL_LOCAL_MAPPINGS)
        : await selectInitialViatorMappings(tx);
    if (initial.length === 0) return;
    await applyMappingDiff(tx, {
      provider,
      kind: 'initial',
      summary:
        provider === 'local'
          ? `The first ${initial.length.toLocaleString('en-US')} mappings: the busiest catalogue cities, mapped to the local inventory`
          : `The first ${initial.length.toLocaleString('en-US')} mappings: the Viator destinations the tours ingestion matched`,
      changes: initial,
      actorId: null,
    });
  });
}
