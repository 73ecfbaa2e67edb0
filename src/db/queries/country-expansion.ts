import { sql } from 'drizzle-orm';
import type { TExpansionResultStatus } from '../../contract/country-expansion.ts';
import type { TMappingProvider } from '../../contract/mappings.ts';
import type { Db } from '../client.ts';

type P = { provider: TMappingProvider };

/**
 * The SQL of country expansion (issue 25 §3). A provider destination is a candidate when it lies
 * in the country's lineage, resolves to a Roamly destination (the local inventory's ids are our
 * codes; Viator's resolve through the tours ingestion's match, else the same name in the same
 * country), and neither it nor that destination is mapped yet.
 */
const candidates = (provider: TMappingProvider, country: string | null) => sql`
  SELECT DISTINCT ON (t.provider_id) t.provider_id, t.name, t.country_code, d.code AS destination_code,
    d.tour_count
  FROM mapping_taxonomy t
  JOIN LATERAL (
    SELECT d.code, d.tour_count FROM destinations d
    WHERE ${
      provider === 'local'
        ? sql`d.code = t.provider_id AND d.type <> 'country'`
        : sql`d.code = (SELECT v.destination_code FROM viator_destinations v
              WHERE v.destination_id = t.provider_id)
            OR (d.country_code = t.country_code AND d.type <> 'country'
              AND lower(d.name) = lower(t.name))`
    }
    ORDER BY d.population DESC LIMIT 1
  ) d ON true
  WHERE t.provider = ${provider} AND t.type <> 'COUNTRY'
    AND t.country_code IS NOT NULL ${country ? sql`AND t.country_code = ${country}` : sql``}
    AND NOT EXISTS (SELECT 1 FROM destination_mappings m
      WHERE m.provider = ${provider} AND m.provider_id = t.provider_id)
    AND NOT EXISTS (SELECT 1 FROM destination_mappings m
      WHERE m.provider = ${provider} AND m.destination_code = d.code)
  ORDER BY t.provider_id`;

export type Candidate = {
  providerId: number;
  name: string;
  countryCode: string;
  destinationCode: number;
  tourCount: number;
};

type RawCandidate = {
  provider_id: string | number;
  name: string;
  country_code: string;
  destination_code: number;
  tour_count: number;
};

const toCandidate = (row: RawCandidate): Candidate => ({
  providerId: Number(row.provider_id),
  name: row.name,
  countryCode: row.country_code,
  destinationCode: row.destination_code,
  tourCount: row.tour_count,
});

/** A country's candidates, the ones our tours ingestion saw selling first (at most `limit`). */
export async function selectCountryCandidates(
  db: Db,
  { provider, countryCode, limit }: P & { countryCode: string; limit: number },
): Promise<Candidate[]> {
  const result = await db.execute<RawCandidate>(sql`
    SELECT * FROM (${candidates(provider, countryCode)}) c
    ORDER BY c.tour_count DESC, c.name, c.provider_id LIMIT ${limit}`);
  return result.rows.map(toCandidate);
}

/** Re-reads given provider ids as candidates of their countries (what an apply may still add). */
export async function selectCandidatesByIds(
  db: Db,
  { provider, ids }: P & { ids: number[] },
): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<RawCandidate>(sql`
    SELECT * FROM (${candidates(provider, null)}) c
    WHERE c.provider_id = ANY(${sql.param(ids)}::bigint[])`);
  return result.rows.map(toCandidate);
}

/**
 * The estimated candidates per country: unmapped provider destinations below country level
 * (cities and regions alike: a region such as Bali sells tours of its own).
 */
export async function countUnmappedByCountry(db: Db, { provider }: P) {
  const result = await db.execute<{ country_code: string; n: number }>(sql`
    SELECT t.country_code, count(*)::int AS n FROM mapping_taxonomy t
    WHERE t.provider = ${provider} AND t.type <> 'COUNTRY'
      AND t.country_code IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM destination_mappings m
        WHERE m.provider = ${provider} AND m.provider_id = t.provider_id)
    GROUP BY t.country_code`);
  return new Map(result.rows.map((row) => [row.country_code, row.n]));
}

/** Mapped destinations per country (one grouped scan of the mappings). */
export async function countMappedByCountry(db: Db, { provider }: P) {
  const result = await db.execute<{ country_code: string; n: number }>(sql`
    SELECT d.country_code, count(*)::int AS n FROM destination_mappings m
    JOIN destinations d ON d.code = m.destination_code
    WHERE m.provider = ${provider} AND d.country_code IS NOT NULL
    GROUP BY d.country_code`);
  return new Map(result.rows.map((row) => [row.country_code, row.n]));
}

/** A country's mapped destinations with their tour counts, the busiest first. */
export async function selectCountryMappings(
  db: Db,
  { provider, countryCode }: P & { countryCode: string },
) {
  const result = await db.execute<{
    code: number;
    name: string;
    provider_id: string | number;
    tour_count: number;
  }>(sql`
    SELECT d.code, d.name, m.provider_id,
      (SELECT count(*)::int FROM tours t WHERE t.destination_code = d.code) AS tour_count
    FROM destination_mappings m JOIN destinations d ON d.code = m.destination_code
    WHERE m.provider = ${provider} AND d.country_code = ${countryCode}
    ORDER BY tour_count DESC, d.name, d.code`);
  return result.rows.map((row) => ({
    destinationCode: row.code,
    name: row.name,
    providerId: Number(row.provider_id),
    tourCount: row.tour_count,
  }));
}

/** Local tours per destination code, for many codes in one query (the local product counts). */
export async function countToursByCode(db: Db, codes: number[]): Promise<Map<number, number>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute<{ destination_code: number; n: number }>(sql`
    SELECT destination_code, count(*)::int AS n FROM tours
    WHERE destination_code = ANY(${sql.param(codes)}::int[])
    GROUP BY destination_code`);
  return new Map(result.rows.map((row) => [row.destination_code, row.n]));
}

// --- Expansion runs -----------------------------------------------------------------------------

export type ExpansionRunRow = {
  id: string;
  provider: TMappingProvider;
  status: 'running' | 'completed' | 'failed';
  forceDiscovery: boolean;
  currentCountry: string | null;
  error: string | null;
  failures: number;
  appliedDiffId: number | null;
  createdAt: Date;
};

type RawRun = {
  id: string;
  provider: TMappingProvider;
  status: ExpansionRunRow['status'];
  force_discovery: boolean;
  current_country: string | null;
  error: string | null;
  failures: number;
  applied_diff_id: number | null;
  created_at: Date | string;
};

const toRun = (row: RawRun): ExpansionRunRow => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  forceDiscovery: row.force_discovery,
  currentCountry: row.current_country,
  error: row.error,
  failures: row.failures,
  appliedDiffId: row.applied_diff_id,
  createdAt: new Date(row.created_at),
});

export async function insertExpansionRun(
  db: Db,
  {
    provider,
    countryCodes,
    forceDiscovery,
    createdBy,
  }: P & { countryCodes: string[]; forceDiscovery: boolean; createdBy: string },
): Promise<ExpansionRunRow> {
  const result = await db.execute<RawRun>(sql`
    INSERT INTO country_expansion_runs (provider, force_discovery, created_by)
    VALUES (${provider}, ${forceDiscovery}, ${createdBy}) RETURNING *`);
  const run = toRun(result.rows[0]!);
  await db.execute(sql`
    INSERT INTO country_expansion_results (run_id, position, country_code)
    SELECT ${run.id}, c.position::int, c.code
    FROM unnest(${sql.param(countryCodes)}::text[])
      WITH ORDINALITY AS c(code, position)`);
  return run;
}

export async function findExpansionRun(db: Db, { provider, id }: P & { id: string }) {
  const result = await db.execute<RawRun>(sql`
    SELECT * FROM country_expansion_runs WHERE id = ${id} AND provider = ${provider}`);
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

export async function latestExpansionRun(db: Db, { provider }: P) {
  const result = await db.execute<RawRun>(sql`
    SELECT * FROM country_expansion_runs WHERE provider = ${provider}
    ORDER BY created_at DESC LIMIT 1`);
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

export async function findRunningExpansion(db: Db, { provider }: P) {
  const result = await db.execute<RawRun>(sql`
    SELECT * FROM country_expansion_runs WHERE provider = ${provider} AND status = 'running'
    LIMIT 1 FOR UPDATE`);
  return result.rows[0] ? toRun(result.rows[0]) : null;
}

export type ExpansionResultRow = {
  position: number;
  countryCode: string;
  status: TExpansionResultStatus;
  destinationsAdded: number;
  totalTours: number;
  workingDestinations: Record<string, number>;
  message: string | null;
};

export async function listExpansionResults(db: Db, runId: string): Promise<ExpansionResultRow[]> {
  const result = await db.execute<{
    position: number;
    country_code: string;
    status: TExpansionResultStatus;
    destinations_added: number;
    total_tours: number;
    working_destinations: Record<string, number>;
    message: string | null;
  }>(sql`
    SELECT position, country_code, status, destinations_added, total_tours, working_destinations,
      message
    FROM country_expansion_results WHERE run_id = ${runId} ORDER BY position`);
  return result.rows.map((row) => ({
    position: row.position,
    countryCode: row.country_code,
    status: row.status,
    destinationsAdded: row.destinations_added,
    totalTours: row.total_tours,
    workingDestinations: row.working_destinations,
    message: row.message,
  }));
}

/** Takes (or renews) a run's lease; false when another live worker holds it or it has ended. */
export async function acquireExpansionLease(
  db: Db,
  { id, owner, seconds }: { id: string; owner: string; seconds: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE country_expansion_runs SET lease_owner = ${owner},
      lease_until = now() + make_interval(secs => ${seconds})
    WHERE id = ${id} AND status = 'running'
      AND (lease_owner IS NULL OR lease_owner = ${owner} OR lease_until < now())`);
  return (result.rowCount ?? 0) > 0;
}

/** The next country to discover, shown as the run's current country. */
export async function nextPendingCountry(db: Db, runId: string) {
  const result = await db.execute<{ position: number; country_code: string }>(sql`
    SELECT position, country_code FROM country_expansion_results
    WHERE run_id = ${runId} AND status = 'pending' ORDER BY position LIMIT 1`);
  const row = result.rows[0];
  return row ? { position: row.position, countryCode: row.country_code } : null;
}

export async function setCurrentCountry(db: Db, { id, name }: { id: string; name: string }) {
  await db.execute(
    sql`UPDATE country_expansion_runs SET current_country = ${name} WHERE id = ${id}`,
  );
}

/** Stores a country's result and clears the run's failure streak (it made progress). */
export async function settleCountry(
  db: Db,
  {
    runId,
    position,
    result,
  }: {
    runId: string;
    position: number;
    result: Omit<ExpansionResultRow, 'position' | 'countryCode'>;
  },
) {
  await db.execute(sql`
    UPDATE country_expansion_results SET status = ${result.status},
      destinations_added = ${result.destinationsAdded}, total_tours = ${result.totalTours},
      working_destinations = ${JSON.stringify(result.workingDestinations)}::jsonb,
      message = ${result.message}
    WHERE run_id = ${runId} AND position = ${position} AND status = 'pending'`);
  await db.execute(sql`UPDATE country_expansion_runs SET failures = 0 WHERE id = ${runId}`);
}

export async function finishExpansionRun(
  db: Db,
  { id, status, error }: { id: string; status: 'completed' | 'failed'; error?: string | null },
) {
  await db.execute(sql`
    UPDATE country_expansion_runs SET status = ${status}, error = ${error ?? null},
      current_country = NULL, finished_at = now(), lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND status = 'running'`);
}

/**
 * Counts a failed attempt and lets go of the lease so the retry (or the sweep) takes the run at
 * once; returns the streak so the caller can give up at the limit.
 */
export async function recordExpansionFailure(
  db: Db,
  { id, owner, error }: { id: string; owner: string; error: string },
): Promise<number> {
  const result = await db.execute<{ failures: number }>(sql`
    UPDATE country_expansion_runs SET failures = failures + 1, error = ${error},
      lease_owner = NULL, lease_until = NULL
    WHERE id = ${id} AND status = 'running' AND (lease_owner IS NULL OR lease_owner = ${owner})
    RETURNING failures`);
  return result.rows[0]?.failures ?? 0;
}

/** Running runs nobody holds (a worker that died); `all` at start includes unexpired leases. */
export async function listUnheldExpansions(db: Db, { all }: { all: boolean }): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM country_expansion_runs WHERE status = 'running'
      ${all ? sql`` : sql`AND (lease_until IS NULL OR lease_until < now())`}`);
  return result.rows.map((row) => row.id);
}

/** Marks Apply All done, once: false when the run was applied already. */
export async function setExpansionApplied(db: Db, { id, diffId }: { id: string; diffId: number }) {
  const result = await db.execute(sql`
    UPDATE country_expansion_runs SET applied_diff_id = ${diffId}
    WHERE id = ${id} AND applied_diff_id IS NULL`);
  return (result.rowCount ?? 0) > 0;
}
