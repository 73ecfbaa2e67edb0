import type pg from 'pg';

/** A node of an EXPLAIN (FORMAT JSON) plan, flattened by `planNodes`. */
export type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** A statement's text and parameters as the server sends them. */
export type SentStatement = { sql: string; params: unknown[] };

/**
 * Every node of the statement's plan, flattened. `generic`: the plan PostgreSQL may switch a
 * named prepared statement to after five runs (one plan for any values), which is what the hot
 * statements run on. `EXPLAIN (GENERIC_PLAN)` only exists from PostgreSQL 16, so the statement
 * is PREPAREd, the session forced to generic plans and `EXPLAIN EXECUTE` run with the values
 * written as literals (they do not shape a generic plan).
 */
export async function planNodes(
  pool: pg.Pool,
  { sql: text, params }: SentStatement,
  {
    generic,
    seqScans = true,
  }: {
    generic: boolean;
    /**
     * false: planned as if sequential scans cost too much (`enable_seqscan = off`), for a test
     * table far smaller than the real one; a scan with no index path still shows as Seq Scan.
     */
    seqScans?: boolean;
  },
): Promise<PlanNode[]> {
  const client = await pool.connect();
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      const items = value.map((item) => (item === null ? 'NULL' : JSON.stringify(String(item))));
      return client.escapeLiteral(`{${items.join(',')}}`);
    }
    return client.escapeLiteral(String(value as string));
  };
  try {
    await client.query(`SET plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
    await client.query(`SET enable_seqscan = ${seqScans ? 'on' : 'off'}`);
    await client.query(`PREPARE explained AS ${text}`);
    const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE explained${args}`,
    );
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      node.Plans?.forEach(walk);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    return nodes;
  } finally {
    await client.query('DEALLOCATE explained');
    await client.query('RESET plan_cache_mode');
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

export const indexesIn = (nodes: PlanNode[]) =>
  nodes.map((node) => node['Index Name']).filter((name): name is string => Boolean(name));

export const seqScansOn = (nodes: PlanNode[], table: string) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
