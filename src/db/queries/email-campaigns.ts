import { sql } from 'drizzle-orm';
import type {
  CAMPAIGN_RECIPIENT_STATUSES,
  SUPPRESSION_REASONS,
  TCampaignStatus,
} from '../../contract/admin-email.ts';
import type { Db } from '../client.ts';

type RecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Each member's place in a campaign's audience, one CASE for the dry run, the ledger and the
 * recipients list alike (first reason wins): inactive (suspended, being deleted), unsubscribed,
 * bounced (hard bounce or complaint), unverified, already welcomed, else eligible.
 */
const audienceBucket = sql`CASE
  WHEN u.suspended_at IS NOT NULL OR u.deletion_requested_at IS NOT NULL THEN 'inactive'
  WHEN s.reason = 'unsubscribed' THEN 'unsubscribed'
  WHEN s.reason IS NOT NULL THEN 'bounced'
  WHEN u.email_verified_at IS NULL THEN 'unverified'
  WHEN EXISTS (
    SELECT 1 FROM email_campaign_recipients r JOIN email_campaigns c ON c.id = r.campaign_id
    WHERE r.user_id = u.id AND r.status = 'sent' AND c.kind = 'welcome'
  ) THEN 'welcomed'
  ELSE 'eligible' END`;

export type AudienceCounts = {
  eligible: number;
  inactive: number;
  unsubscribed: number;
  bounced: number;
  unverified: number;
  welcomed: number;
};

/** The dry run: how many members each bucket holds. */
export async function countWelcomeAudience(db: Db): Promise<AudienceCounts> {
  const result = await db.execute<{ bucket: keyof AudienceCounts; n: string }>(sql`
    SELECT bucket, count(*) AS n FROM (
      SELECT ${audienceBucket} AS bucket
      FROM users u LEFT JOIN email_suppressions s ON s.email = lower(u.email)
    ) x GROUP BY bucket`);
  const counts: AudienceCounts = {
    eligible: 0,
    inactive: 0,
    unsubscribed: 0,
    bounced: 0,
    unverified: 0,
    welcomed: 0,
  };
  for (const row of result.rows) counts[row.bucket] = Number(row.n);
  return counts;
}

/**
 * Creates a campaign and writes its ledger, one row per eligible member with its unsubscribe
 * secret, in the caller's transaction. Undefined when a campaign of this kind is already running
 * or paused (the partial unique index), so two confirms never start two.
 */
export async function createCampaignWithLedger(
  db: Db,
  {
    kind,
    templateId,
    createdBy,
    personalizations,
  }: {
    kind: string;
    templateId: string;
    createdBy: string | null;
    personalizations: Record<string, string | undefined>;
  },
): Promise<{ id: string; audienceCount: number } | undefined> {
  const created = await db.execute<{ id: string }>(sql`
    INSERT INTO email_campaigns (kind, template_id, audience_count, created_by, personalizations)
    VALUES (${kind}, ${templateId}, 0, ${createdBy}, ${JSON.stringify(personalizations)}::jsonb)
    ON CONFLICT (kind) WHERE status IN ('running', 'paused') DO NOTHING
    RETURNING id`);
  const id = created.rows[0]?.id;
  if (!id) return undefined;
  const ledger = await db.execute(sql`
    INSERT INTO email_campaign_recipients (campaign_id, user_id, email, unsubscribe_token)
    SELECT ${id}, u.id, u.email,
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
    FROM users u LEFT JOIN email_suppressions s ON s.email = lower(u.email)
    WHERE ${audienceBucket} = 'eligible'`);
  const audienceCount = ledger.rowCount ?? 0;
  await db.execute(
    sql`UPDATE email_campaigns SET audience_count = ${audienceCount} WHERE id = ${id}`,
  );
  return { id, audienceCount };
}

export type CampaignRow = {
  id: string;
  kind: string;
  templateId: string;
  status: TCampaignStatus;
  pauseReason: string | null;
  audienceCount: number;
  createdAt: Date;
  finishedAt: Date | null;
  createdByName: string | null;
  counts: Partial<Record<RecipientStatus, number>>;
};

/** Campaigns with their ledger counts (one grouped read over the status index). */
export async function listCampaigns(
  db: Db,
  { id, limit }: { id?: string; limit: number },
): Promise<CampaignRow[]> {
  const result = await db.execute<{
    id: string;
    kind: string;
    template_id: string;
    status: TCampaignStatus;
    pause_reason: string | null;
    audience_count: number;
    created_at: string;
    finished_at: string | null;
    created_by_name: string | null;
    counts: Record<string, number> | null;
  }>(sql`
    SELECT c.id, c.kind, c.template_id, c.status, c.pause_reason, c.audience_count,
      c.created_at, c.finished_at,
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS created_by_name,
      (SELECT jsonb_object_agg(status, n) FROM (
        SELECT r.status, count(*)::int AS n FROM email_campaign_recipients r
        WHERE r.campaign_id = c.id GROUP BY r.status) g) AS counts
    FROM email_campaigns c LEFT JOIN users u ON u.id = c.created_by
    ${id ? sql`WHERE c.id = ${id}` : sql``}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    templateId: row.template_id,
    status: row.status,
    pauseReason: row.pause_reason,
    audienceCount: row.audience_count,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    createdByName: row.created_by_name,
    counts: row.counts ?? {},
  }));
}

/**
 * The latest rows that did not go out, with the provider's words; pending rows with an error are
 * waiting for a retry (a mail server that is down says so here while the campaign waits).
 */
export async function listCampaignFailures(
  db: Db,
  { campaignId, limit }: { campaignId: string; limit: number },
) {
  const result = await db.execute<{
    email: string;
    status: RecipientStatus;
    error: string | null;
    attempted_at: string | null;
  }>(sql`
    SELECT email, status, error, attempted_at FROM email_campaign_recipients
    WHERE campaign_id = ${campaignId}
      AND (status IN ('failed', 'bounced', 'complained', 'skipped')
        OR (status = 'pending' AND error IS NOT NULL))
    ORDER BY attempted_at DESC NULLS LAST, user_id
    LIMIT ${limit}`);
  return result.rows;
}

/** Pauses or resumes; undefined when the campaign is not in the state the change needs. */
export async function setCampaignStatus(
  db: Db,
  {
    id,
    from,
    to,
    pauseReason,
  }: { id: string; from: TCampaignStatus; to: TCampaignStatus; pauseReason: string | null },
): Promise<{ id: string } | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE email_campaigns SET status = ${to}, pause_reason = ${pauseReason}
    WHERE id = ${id} AND status = ${from}
    RETURNING id`);
  return result.rows[0];
}

export async function findCampaignStatus(
  db: Db,
  { id }: { id: string },
): Promise<
  | { status: TCampaignStatus; templateId: string; personalizations: Record<string, string> }
  | undefined
> {
  const result = await db.execute<{
    status: TCampaignStatus;
    template_id: string;
    personalizations: Record<string, string>;
  }>(sql`SELECT status, template_id, personalizations FROM email_campaigns WHERE id = ${id}`);
  const row = result.rows[0];
  return row
    ? { status: row.status, templateId: row.template_id, personalizations: row.personalizations }
    : undefined;
}

/** Running campaigns (for the resume sweep). */
export async function listRunningCampaigns(
  db: Db,
): Promise<{ id: string; leaseUntil: Date | null }[]> {
  const result = await db.execute<{ id: string; lease_until: string | null }>(
    sql`SELECT id, lease_until FROM email_campaigns WHERE status = 'running'`,
  );
  return result.rows.map((row) => ({
    id: row.id,
    leaseUntil: row.lease_until ? new Date(row.lease_until) : null,
  }));
}

export type AudienceMemberRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  bucket: keyof AudienceCounts;
  createdAt: Date;
};

/**
 * Members newest first with their audience bucket, keyset-paged on (created_at, id)
 * (`users_created_at_idx`); `q` matches the name or the e-mail (the trigram indexes).
 */
export async function listAudienceMembers(
  db: Db,
  { q, after, limit }: { q?: string; after?: { createdAt: string; id: string }; limit: number },
): Promise<{ rows: AudienceMemberRow[]; total: number }> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const match = pattern
    ? sql`(u.email ILIKE ${pattern} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${pattern})`
    : sql`true`;
  const [page, total] = await Promise.all([
    db.execute<{
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string;
      bucket: keyof AudienceCounts;
      created_at: string;
    }>(sql`
      SELECT u.id, u.first_name, u.last_name, u.email, u.created_at, ${audienceBucket} AS bucket
      FROM users u LEFT JOIN email_suppressions s ON s.email = lower(u.email)
      WHERE ${match}
        ${after ? sql`AND (u.created_at, u.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      ORDER BY u.created_at DESC, u.id DESC
      LIMIT ${limit}`),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM users u WHERE ${match}`),
  ]);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      bucket: row.bucket,
      createdAt: new Date(row.created_at),
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}
