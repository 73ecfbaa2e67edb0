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
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS actor_name,
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
