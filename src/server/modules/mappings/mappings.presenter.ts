import type { TMappingDiff, TMappingResult, TValidationRun } from '../../../contract/mappings.ts';
import type { DiffRow, ResultRow, RunRow } from '../../../db/queries/mappings.ts';

export function presentResult(row: ResultRow): TMappingResult {
  return {
    destinationCode: row.destinationCode,
    destinationName: row.destinationName,
    viatorId: row.providerId,
    isValid: row.status === 'valid',
    excursionCount: row.excursionCount,
    error: row.error,
  };
}

export function presentRun(run: RunRow, results: ResultRow[]): TValidationRun {
  const checked = run.valid + run.invalid;
  return {
    runId: run.id,
    mode: run.mode,
    provider: run.provider,
    status: run.status,
    isRunning: run.status === 'running',
    done: run.done,
    current: run.current,
    error: run.error,
    totalMappings: run.total,
    validMappings: run.valid,
    invalidMappings: run.invalid,
    successRate: checked > 0 ? Math.round((run.valid / checked) * 100) : 0,
    results: results.map(presentResult),
    appliedDiffId: run.appliedDiffId,
    startedAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function presentDiff(row: DiffRow): TMappingDiff {
  return {
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    added: row.added,
    changed: row.changed,
    removed: row.removed,
    actor: row.actorName ?? 'System',
    createdAt: row.createdAt.toISOString(),
    rollsBack: row.rollsBack,
    rolledBackBy: row.rolledBackBy,
    canRollBack: row.canRollBack,
  };
}
