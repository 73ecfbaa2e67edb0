import { sql } from 'drizzle-orm';
import type { TDestinationType } from '../../contract/destinations.ts';
import type { TMappingProvider } from '../../contract/mappings.ts';
import type { Db } from '../client.ts';

/** Destination mappings, their diffs, the cached taxonomy and validation runs (issue 25). */

type P = { provider: TMappingProvider };

export type MappingForCheck = {
  destinationCode: number;
  name: string;
  type: TDestinationType;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  providerId: number;
};

type CheckRow = {
  destination_code: number;
  name: string;
  type: TDestinationType;
  country_code: string | null;
  latitude: number;
  longitude: number;
  provider_id: string | number;
};
const toCheck = (row: CheckRow): MappingForCheck => ({
  destinationCode: row.destination_code,
  name: row.name,
  type: row.type,
  countryCode: row.country_code,
  latitude: row.latitude,
  longitude: row.longitude,
  providerId: Number(row.provider_id),
});

/** Every mapping of a provider with our side's fields (the duplicate and sequence checks need all). */
export async function selectAllMappingsForCheck(db: Db, { provider }: P) {
  const result = await db.execute<CheckRow>(sql`
    SELECT m.destination_code, d.name, d.type, d.country_code, d.latitude, d.longitude, m.provider_id
    FROM destination_mappings m JOIN destinations d ON d.code = m.destination_code
    WHERE m.provider = ${provider}`);
  return result.rows.map(toCheck);
}

export async function countMappings(db: Db, { provider }: P): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM destination_mappings WHERE provider = ${provider}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function countDiffs(db: Db, { provider }: P): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM mapping_diffs WHERE provider = ${provider}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The current provider id of these destinations, locked until the transaction ends. */
export async function lockMappings(
  db: Db,
  { provider, codes }: P & { codes: number[] },
): Promise<Map<number, number>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute<{ destination_code: number; provider_id: string }>(sql`
    SELECT destination_code, provider_id FROM destination_mappings
    WHERE provider = ${provider} AND destination_code = ANY(${sql.param(codes)}::int[])
    ORDER BY destination_code FOR UPDATE`);
  return new Map(result.rows.map((row) => [row.destination_code, Number(row.provider_id)]));
}

/** Which of these codes are catalogue destinations (a diff may only map real ones). */
export async function selectExistingDestinationCodes(
  db: Db,
  codes: number[],
): Promise<Set<number>> {
  if (codes.length === 0) return new Set();
  const result = await db.execute<{ code: number }>(
    sql`SELECT code FROM destinations WHERE code = ANY(${sql.param(codes)}::int[])`,
  );
  return new Set(result.rows.map((row) => row.code));
}

export type DiffChange = { destinationCode: number; before: number | null; after: number | null };

export async function insertDiff(
  db: Db,
  values: P & {
    kind: 'initial' | 'apply' | 'rollback';
    summary: string;
    added: number;
    changed: number;
    removed: number;
    runId?: string | null;
    rollsBack?: number | null;
    createdBy: string | null;
  },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO mapping_diffs (provider, kind, summary, added, changed, removed, run_id, rolls_back, created_by)
    VALUES (${values.provider}, ${values.kind}, ${values.summary}, ${values.added}, ${values.changed},
      ${values.removed}, ${values.runId ?? null}, ${values.rollsBack ?? null}, ${values.createdBy})
    RETURNING id`);
  return result.rows[0]!.id;
}

const CHUNK = 1000;

/** Records a diff's rows and applies them to the mappings (one statement per kind and chunk). */
export async function writeDiffChanges(
  db: Db,
  { provider, diffId, changes }: P & { diffId: number; changes: DiffChange[] },
): Promise<void> {
  for (let start = 0; start < changes.length; start += CHUNK) {
    const chunk = changes.slice(start, start + CHUNK);
    const codes = chunk.map((c) => c.destinationCode);
    await db.execute(sql`
      INSERT INTO mapping_diff_changes (diff_id, destination_code, before_provider_id, after_provider_id)
      SELECT ${diffId}, * FROM unnest(${sql.param(codes)}::int[],
        ${sql.param(chunk.map((c) => c.before))}::bigint[], ${sql.param(chunk.map((c) => c.after))}::bigint[])`);
    const removed = chunk.filter((c) => c.after === null).map((c) => c.destinationCode);
    if (removed.length > 0) {
      await db.execute(sql`DELETE FROM destination_mappings
        WHERE provider = ${provider} AND destination_code = ANY(${sql.param(removed)}::int[])`);
    }
    const set = chunk.filter((c) => c.after !== null);
    if (set.length > 0) {
      await db.execute(sql`
        INSERT INTO destination_mappings (provider, destination_code, provider_id, diff_id)
        SELECT ${provider}, code, id, ${diffId}
        FROM unnest(${sql.param(set.map((c) => c.destinationCode))}::int[],
          ${sql.param(set.map((c) => c.after))}::bigint[]) AS v(code, id)
        ON CONFLICT (provider, destination_code)
        DO UPDATE SET provider_id = excluded.provider_id, diff_id = excluded.diff_id, updated_at = now()`);
    }
  }
}

export type DiffRow = {
  id: number;
  kind: 'initial' | 'apply' | 'rollback';
  summary: string;
  added: number;
  changed: number;
  removed: number;
  rollsBack: number | null;
  rolledBackBy: number | null;
  actorName: string | null;
  createdAt: Date;
  canRollBack: boolean;
};

/** A page of diffs, newest first; canRollBack: not initial, not undone, untouched since. */
export async function listDiffs(
  db: Db,
  { provider, limit, offset, id }: P & { limit: number; offset: number; id?: number },
): Promise<DiffRow[]> {
  const result = await db.execute<{
    id: number;
    kind: DiffRow['kind'];
    summary: string;
    added: number;
    changed: number;
    removed: number;
    rolls_back: number | null;
    rolled_back_by: number | null;
    actor_name: string | null;
    created_at: string | Date;
    superseded: boolean;
  }>(sql`
    SELECT d.id, d.kind, d.summary, d.added, d.changed, d.removed, d.rolls_back, d.rolled_back_by,
      coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email) AS actor_name,
      d.created_at,
      EXISTS (
        SELECT 1 FROM mapping_diff_changes c
        JOIN mapping_diff_changes later ON later.destination_code = c.destination_code AND later.diff_id > c.diff_id
        JOIN mapping_diffs ld ON ld.id = later.diff_id AND ld.provider = d.provider
        WHERE c.diff_id = d.id
      ) AS superseded
    FROM mapping_diffs d LEFT JOIN users u ON u.id = d.created_by
    WHERE d.provider = ${provider} ${id === undefined ? sql`` : sql`AND d.id = ${id}`}
    ORDER BY d.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    added: row.added,
    changed: row.changed,
    removed: row.removed,
    rollsBack: row.rolls_back,
    rolledBackBy: row.rolled_back_by,
    actorName: row.actor_name,
    createdAt: new Date(row.created_at),
    canRollBack: row.kind !== 'initial' && row.rolled_back_by === null && !row.superseded,
  }));
}

/** Locks a diff row (two operators rolling back at once: the second waits, then sees it done). */
export async function lockDiff(db: Db, { provider, id }: P & { id: number }) {
  const result = await db.execute<{ id: number; kind: string; rolled_back_by: number | null }>(sql`
    SELECT id, kind, rolled_back_by FROM mapping_diffs WHERE id = ${id} AND provider = ${provider}
    FOR UPDATE`);
  return result.rows[0] ?? null;
}

export async function selectDiffChanges(db: Db, diffId: number): Promise<DiffChange[]> {
  const result = await db.execute<{
    destination_code: number;
    before_provider_id: string | null;
    after_provider_id: string | null;
  }>(sql`SELECT destination_code, before_provider_id, after_provider_id
         FROM mapping_diff_changes WHERE diff_id = ${diffId} ORDER BY destination_code`);
  return result.rows.map((row) => ({
    destinationCode: row.destination_code,
    before: row.before_provider_id === null ? null : Number(row.before_provider_id),
    after: row.after_provider_id === null ? null : Number(row.after_provider_id),
  }));
}

export async function markRolledBack(db: Db, { id, by }: { id: number; by: number }) {
  await db.execute(sql`UPDATE mapping_diffs SET rolled_back_by = ${by} WHERE id = ${id}`);
}

// --- The taxonomy -------------------------------------------------------------------------------

export type TaxonomyRow = {
  providerId: number;
  name: string;
  type: string;
  parentId: number | null;
  lookupId: string;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Writes a fetched taxonomy and drops what the provider no longer lists, in one transaction. */
export async function replaceTaxonomy(
  db: Db,
  { provider, rows, at }: P & { rows: TaxonomyRow[]; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const col = <T>(pick: (row: TaxonomyRow) => T) => sql.param(chunk.map(pick));
      await tx.execute(sql`
        INSERT INTO mapping_taxonomy (provider, provider_id, name, type, parent_id, lookup_id,
          country_code, latitude, longitude, refreshed_at)
        SELECT ${provider}, * , ${at.toISOString()}::timestamptz FROM unnest(
          ${col((r) => r.providerId)}::bigint[], ${col((r) => r.name)}::text[],
          ${col((r) => r.type)}::text[], ${col((r) => r.parentId)}::bigint[],
          ${col((r) => r.lookupId)}::text[], ${col((r) => r.countryCode)}::text[],
          ${col((r) => r.latitude)}::float8[], ${col((r) => r.longitude)}::float8[])
        ON CONFLICT (provider, provider_id) DO UPDATE SET name = excluded.name, type = excluded.type,
          parent_id = excluded.parent_id, lookup_id = excluded.lookup_id,
          country_code = excluded.country_code, latitude = excluded.latitude,
          longitude = excluded.longitude, refreshed_at = excluded.refreshed_at`);
    }
    await tx.execute(sql`DELETE FROM mapping_taxonomy
      WHERE provider = ${provider} AND refreshed_at < ${at.toISOString()}::timestamptz`);
  });
}

export async function selectTaxonomyEntries(
  db: Db,
  { provider, ids }: P & { ids: number[] },
): Promise<TaxonomyRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{
    provider_id: string;
    name: string;
    type: string;
    parent_id: string | null;
    lookup_id: string;
    country_code: string | null;
    latitude: number | null;
    longitude: number | null;
  }>(sql`SELECT provider_id, name, type, parent_id, lookup_id, country_code, latitude, longitude
         FROM mapping_taxonomy
         WHERE provider = ${provider} AND provider_id = ANY(${sql.param(ids)}::bigint[])`);
  return result.rows.map((row) => ({
    providerId: Number(row.provider_id),
    name: row.name,
    type: row.type,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    lookupId: row.lookup_id,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

export async function taxonomyStats(db: Db, { provider }: P) {
  const result = await db.execute<{ n: number; at: string | Date | null }>(sql`
    SELECT count(*)::int AS n, max(refreshed_at) AS at FROM mapping_taxonomy WHERE provider = ${provider}`);
  const row = result.rows[0];
  return { destinations: row?.n ?? 0, refreshedAt: row?.at ? new Date(row.at) : null };
}

/** The local provider's taxonomy: the catalogue itself (its codes are the inventory's ids). */
export async function selectCatalogueTaxonomy(db: Db) {
  const result = await db.execute<{
    code: number;
    name: string;
    type: TDestinationType;
    country_code: string | null;
    latitude: number;
    longitude: number;
  }>(sql`SELECT code, name, type, country_code, latitude, longitude FROM destinations`);
  return result.rows;
}

/** The local inventory's product count for a destination (one indexed count, the "search"). */
export async function countLocalTours(db: Db, code: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM tours WHERE destination_code = ${code}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The embedded default's first mappings: the catalogue's busiest cities, mapped to themselves. */
export async function selectInitialLocalMappings(db: Db, limit: number) {
  const result = await db.execute<{ code: number }>(sql`
    SELECT code FROM destinations WHERE type = 'city'
    ORDER BY tour_count DESC, population DESC, code LIMIT ${limit}`);
  return result.rows.map((row) => ({ destinationCode: row.code, providerId: row.code }));
}

/** With Viator: the matches the tours ingestion made (one id per destination, the lowest). */
export async function selectInitialViatorMappings(db: Db) {
  const result = await db.execute<{ destination_code: number; destination_id: number }>(sql`
    SELECT DISTINCT ON (destination_code) destination_code, destination_id FROM viator_destinations
    WHERE destination_code IS NOT NULL ORDER BY destination_code, destination_id`);
  return result.rows.map((row) => ({
    destinationCode: row.destination_code,
    providerId: row.destination_id,
  }));
}

// --- Validation runs ----------------------------------------------------------------------------

export type RunRow = {
  id: string;
  provider: TMappingProvider;
  mode: 'sample' | 'all';
  sampleSize: number | null;
  status: 'running' | 'completed' | 'failed';
  total: number;
  done: number;
  valid: number;
  invalid: number;
  current: string | null;
  error: string | null;
  appliedDiffId: number | null;
  createdAt: Date;
  finishedAt: Date | null;
};

type RawRun = {
  id: string;
  provider: TMappingProvider;
  mode: 'sample' | 'all';
  sample_size: number | null;
  status: RunRow['status'];
  total: number;
  done: number;
  valid: number;
  invalid: number;
  current: string | null;
  error: string | null;
  applied_diff_id: number | null;
  created_at: string | Date;
  finished_at: string | Date | null;
};
const toRun = (row: RawRun): RunRow => ({
  id: row.id,
  provider: row.provider,
  mode: row.mode,
  sampleSize: row.sample_size,
  status: row.status,
  total: row.total,
  done: row.done,
  valid: row.valid,
  invalid: row.invalid,
  current: row.current,
  error: row.error,
  appliedDiffId: row.applied_diff_id,
  createdAt: new Date(row.created_at),
  finishedAt: row.finished_at ? new Date(row.finished_at) : null,
});

/**
 * Starts a run and snapshots its mappings in one statement: every mapping in code order, or a
 * random sample. Later diffs do not change what a run checks, so a resumed run checks the same set.
 */
export async function insertRunWithSnapshot(
  db: Db,
  {
    provider,
    mode,
    sampleSize,
    createdBy,
  }: P & { mode: 'sample' | 'all'; sampleSize: number | null; createdBy: string | null },
): Promise<RunRow> {
  const inserted = await db.execute<RawRun>(sql`
    INSERT INTO mapping_validation_runs (provider, mode, sample_size, created_by)
    VALUES (${provider}, ${mode}, ${sampleSize}, ${createdBy}) RETURNING *`);
  const run = inserted.rows[0]!;
  const order = mode === 'sample' ? sql`random()` : sql`m.destination_code`;
  const snap = await db.execute(sql`
    INSERT INTO mapping_validation_results (run_id, position, destination_code, destination_name, provider_id)
    SELECT ${run.id}::uuid, row_number() OVER (ORDER BY pick.ord), pick.destination_code, pick.name, pick.provider_id
    FROM (
      SELECT m.destination_code, d.name, m.provider_id, ${order} AS ord
      FROM destination_mappings m JOIN destinations d ON d.code = m.destination_code
      WHERE m.provider = ${provider}
      ORDER BY ord ${mode === 'sample' ? sql`LIMIT ${sampleSize}` : sql``}
    ) pick`);
  const total = snap.rowCount ?? 0;
  const updated = await db.execute<RawRun>(
    sql`UPDATE mapping_validation_runs SET total = ${total} WHERE id = ${run.id} RETURNING *`,
  );
  return toRun(updated.rows[0]!);
}

export async function findRun(db: Db, { provider, id }: P & { id: string }) {
  const result = await db.execute<RawRun>(
    sql`SELECT * FROM mapping_validation_runs WHERE id = ${id} AND provider = ${provider}`,
  );
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

export async function latestRun(db: Db, { provider }: P) {
  const result = await db.execute<RawRun>(sql`
    SELECT * FROM mapping_validation_runs WHERE provider = ${provider}
    ORDER BY created_at DESC LIMIT 1`);
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

export async function findRunningRun(db: Db, { provider }: P) {
  const result = await db.execute<RawRun>(sql`
    SELECT * FROM mapping_validation_runs WHERE provider = ${provider} AND status = 'running' LIMIT 1`);
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

/** Takes (or renews) a run's lease; false when another live worker holds it or it has ended. */
export async function acquireRunLease(
  db: Db,
  { id, owner, seconds }: { id: string; owner: string; seconds: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE mapping_validation_runs SET lease_owner = ${owner},
      lease_until = now() + make_interval(secs => ${seconds})
    WHERE id = ${id} AND status = 'running'
      AND (lease_owner IS NULL OR lease_owner = ${owner} OR lease_until < now())`);
  return (result.rowCount ?? 0) > 0;
}

/** Running runs nobody holds (a worker that died); `all` at start includes unexpired leases. */
export async function listUnheldRuns(db: Db, { all }: { all: boolean }): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM mapping_validation_runs WHERE status = 'running'
      ${all ? sql`` : sql`AND (lease_until IS NULL OR lease_until < now())`}`);
  return result.rows.map((row) => row.id);
}

export type PendingResult = MappingForCheck & { position: number };

/** The next unchecked mappings of a run, in order, with our side's fields for the checks. */
export async function selectPendingResults(
  db: Db,
  { runId, limit }: { runId: string; limit: number },
): Promise<PendingResult[]> {
  const result = await db.execute<CheckRow & { position: number }>(sql`
    SELECT r.position, r.destination_code, coalesce(d.name, r.destination_name) AS name,
      coalesce(d.type, 'city') AS type, d.country_code, coalesce(d.latitude, 0) AS latitude,
      coalesce(d.longitude, 0) AS longitude, r.provider_id
    FROM mapping_validation_results r LEFT JOIN destinations d ON d.code = r.destination_code
    WHERE r.run_id = ${runId} AND r.status = 'pending' ORDER BY r.position LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...toCheck(row), position: row.position }));
}

export type Settled = {
  position: number;
  isValid: boolean;
  excursionCount: number | null;
  error: string | null;
};

/** Stores a batch's outcomes and the run's counts in one statement pair (one transaction). */
export async function settleResults(
  db: Db,
  { runId, rows, current }: { runId: string; rows: Settled[]; current: string | null },
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE mapping_validation_results r
      SET status = CASE WHEN v.ok THEN 'valid' ELSE 'invalid' END,
        excursion_count = v.n, error = v.error
      FROM unnest(${sql.param(rows.map((r) => r.position))}::int[],
        ${sql.param(rows.map((r) => r.isValid))}::boolean[],
        ${sql.param(rows.map((r) => r.excursionCount))}::int[],
        ${sql.param(rows.map((r) => r.error))}::text[]) AS v(position, ok, n, error)
      WHERE r.run_id = ${runId} AND r.position = v.position AND r.status = 'pending'`);
    await tx.execute(sql`
      UPDATE mapping_validation_runs SET current = ${current},
        valid = (SELECT count(*) FROM mapping_validation_results WHERE run_id = ${runId} AND status = 'valid'),
        invalid = (SELECT count(*) FROM mapping_validation_results WHERE run_id = ${runId} AND status = 'invalid')
      WHERE id = ${runId}`);
    // Progress ends a failure streak (a provider that came back).
    await tx.execute(
      sql`UPDATE mapping_validation_runs SET done = valid + invalid, failures = 0, error = NULL
          WHERE id = ${runId}`,
    );
  });
}

export async function finishRun(
  db: Db,
  { id, status, error }: { id: string; status: 'completed' | 'failed'; error?: string | null },
): Promise<void> {
  await db.execute(sql`
    UPDATE mapping_validation_runs SET status = ${status}, error = ${error ?? null}, current = NULL,
      finished_at = now(), lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND status = 'running'`);
}

/**
 * Counts a failed attempt and lets go of the lease, so the queue's retry takes the run at once
 * instead of finding it "held" by the attempt that just failed (which ended the job and left the
 * run running forever); returns the streak so the caller gives up at the limit.
 */
export async function recordRunFailure(
  db: Db,
  { id, owner, error }: { id: string; owner: string; error: string },
): Promise<number> {
  const result = await db.execute<{ failures: number }>(sql`
    UPDATE mapping_validation_runs SET failures = failures + 1, error = ${error},
      lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND status = 'running' AND (lease_owner IS NULL OR lease_owner = ${owner})
    RETURNING failures`);
  return result.rows[0]?.failures ?? 0;
}

/** Puts a failed run back to work from its first unchecked mapping (Restart). */
export async function restartFailedRun(db: Db, { provider, id }: P & { id: string }) {
  const result = await db.execute(sql`
    UPDATE mapping_validation_runs SET status = 'running', error = NULL, failures = 0,
      finished_at = NULL, lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND provider = ${provider} AND status = 'failed'`);
  return (result.rowCount ?? 0) > 0;
}

export async function setRunApplied(db: Db, { id, diffId }: { id: string; diffId: number }) {
  await db.execute(
    sql`UPDATE mapping_validation_runs SET applied_diff_id = ${diffId} WHERE id = ${id}`,
  );
}

export type ResultRow = {
  destinationCode: number;
  destinationName: string;
  providerId: number;
  status: 'pending' | 'valid' | 'invalid';
  excursionCount: number | null;
  error: string | null;
};

export async function listRunResults(
  db: Db,
  {
    runId,
    status,
    limit,
    offset,
  }: { runId: string; status?: 'valid' | 'invalid'; limit: number; offset: number },
): Promise<ResultRow[]> {
  const result = await db.execute<{
    destination_code: number;
    destination_name: string;
    provider_id: string;
    status: ResultRow['status'];
    excursion_count: number | null;
    error: string | null;
  }>(sql`
    SELECT destination_code, destination_name, provider_id, status, excursion_count, error
    FROM mapping_validation_results
    WHERE run_id = ${runId} AND ${status ? sql`status = ${status}` : sql`status <> 'pending'`}
    ORDER BY position LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((row) => ({
    destinationCode: row.destination_code,
    destinationName: row.destination_name,
    providerId: Number(row.provider_id),
    status: row.status,
    excursionCount: row.excursion_count,
    error: row.error,
  }));
}

/** A finished run's valid mappings, by name (the verified file). */
export async function selectValidResults(db: Db, runId: string) {
  const result = await db.execute<{
    destination_name: string;
    provider_id: string;
    destination_code: number;
  }>(sql`
    SELECT destination_name, provider_id, destination_code FROM mapping_validation_results
    WHERE run_id = ${runId} AND status = 'valid' ORDER BY destination_name, destination_code`);
  return result.rows.map((row) => ({
    destinationName: row.destination_name,
    destinationCode: row.destination_code,
    providerId: Number(row.provider_id),
  }));
}

/** A finished run's invalid mappings (what Apply removes). */
export async function selectInvalidResults(db: Db, runId: string) {
  const result = await db.execute<{ destination_code: number; provider_id: string }>(sql`
    SELECT destination_code, provider_id FROM mapping_validation_results
    WHERE run_id = ${runId} AND status = 'invalid' ORDER BY position`);
  return result.rows.map((row) => ({
    destinationCode: row.destination_code,
    providerId: Number(row.provider_id),
  }));
}
