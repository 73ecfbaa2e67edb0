import { and, asc, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { TCampaignPostStatus, TPublishTarget } from '../../contract/social-rules.ts';
import type { Db } from '../client.ts';
import { socialCampaignPosts, socialCampaigns } from '../schema/index.ts';

export type CampaignRow = typeof socialCampaigns.$inferSelect;
export type CampaignPostRow = typeof socialCampaignPosts.$inferSelect;
export type CampaignTotals = {
  totalPosts: number;
  publishedPosts: number;
  failedPosts: number;
  /** Published posts whose numbers were read, their likes and reach. */
  measuredPosts: number;
  likes: number;
  reach: number;
};

const EMPTY_TOTALS: CampaignTotals = {
  totalPosts: 0,
  publishedPosts: 0,
  failedPosts: 0,
  measuredPosts: 0,
  likes: 0,
  reach: 0,
};

export async function insertCampaign(
  db: Db,
  values: typeof socialCampaigns.$inferInsert,
): Promise<CampaignRow> {
  const [row] = await db.insert(socialCampaigns).values(values).returning();
  return row!;
}

/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  if (id > MAX_ID) return undefined;
  const [row] = await db.select().from(socialCampaigns).where(eq(socialCampaigns.id, id)).limit(1);
  return row;
}

export function listCampaigns(db: Db, limit = 200): Promise<CampaignRow[]> {
  return db
    .select()
    .from(socialCampaigns)
    .orderBy(desc(socialCampaigns.createdAt), desc(socialCampaigns.id))
    .limit(limit);
}

export async function updateCampaign(
  db: Db,
  id: number,
  changes: Partial<Pick<CampaignRow, 'isActive' | 'name' | 'description' | 'analyticsUpdatedAt'>>,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(socialCampaigns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(socialCampaigns.id, id))
    .returning();
  return row;
}

/** Totals of many campaigns in one grouped read (the list never counts per campaign). */
export async function campaignTotals(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CampaignTotals>> {
  const totals = new Map<number, CampaignTotals>();
  if (ids.length === 0) return totals;
  const rows = await db
    .select({
      campaignId: socialCampaignPosts.campaignId,
      totalPosts: sql<number>`count(*)::int`,
      publishedPosts: sql<number>`count(*) FILTER (WHERE ${socialCampaignPosts.status} = 'published')::int`,
      failedPosts: sql<number>`count(*) FILTER (WHERE ${socialCampaignPosts.status} = 'failed')::int`,
      measuredPosts: sql<number>`count(*) FILTER (WHERE ${socialCampaignPosts.status} = 'published' AND ${socialCampaignPosts.likes} IS NOT NULL)::int`,
      likes: sql<number>`coalesce(sum(${socialCampaignPosts.likes}) FILTER (WHERE ${socialCampaignPosts.status} = 'published'), 0)::int`,
      reach: sql<number>`coalesce(sum(${socialCampaignPosts.reach}) FILTER (WHERE ${socialCampaignPosts.status} = 'published'), 0)::int`,
    })
    .from(socialCampaignPosts)
    .where(inArray(socialCampaignPosts.campaignId, [...ids]))
    .groupBy(socialCampaignPosts.campaignId);
  for (const id of ids) totals.set(id, { ...EMPTY_TOTALS });
  for (const { campaignId, ...row } of rows) totals.set(campaignId, row);
  return totals;
}

export function listCampaignPosts(db: Db, campaignId: number, limit = 500) {
  return db
    .select()
    .from(socialCampaignPosts)
    .where(eq(socialCampaignPosts.campaignId, campaignId))
    .orderBy(desc(socialCampaignPosts.createdAt), desc(socialCampaignPosts.id))
    .limit(limit);
}

export async function findCampaignPost(db: Db, id: number): Promise<CampaignPostRow | undefined> {
  if (id > MAX_ID) return undefined;
  const [row] = await db
    .select()
    .from(socialCampaignPosts)
    .where(eq(socialCampaignPosts.id, id))
    .limit(1);
  return row;
}

/** The next running numbers of a campaign's posts (locks the campaign row while numbering). */
export async function nextPostNumber(db: Db, campaignId: number): Promise<number> {
  await db.execute(sql`SELECT 1 FROM social_campaigns WHERE id = ${campaignId} FOR UPDATE`);
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${socialCampaignPosts.number}), 0)::int` })
    .from(socialCampaignPosts)
    .where(eq(socialCampaignPosts.campaignId, campaignId));
  return (row?.max ?? 0) + 1;
}

export async function insertCampaignPosts(
  db: Db,
  values: (typeof socialCampaignPosts.$inferInsert)[],
): Promise<CampaignPostRow[]> {
  if (values.length === 0) return [];
  return db.insert(socialCampaignPosts).values(values).returning();
}

/**
 * Changes a post only while it is in one of `from` (the state machine's guard in the database:
 * two requests or workers racing for the same move cannot both win). Undefined when it was not.
 */
export async function movePost(
  db: Db,
  id: number,
  from: readonly TCampaignPostStatus[],
  changes: Partial<typeof socialCampaignPosts.$inferInsert>,
  /** The lease an attempt holds: the move happens only while no other worker took the post over. */
  lease?: Date | null,
): Promise<CampaignPostRow | undefined> {
  const [row] = await db
    .update(socialCampaignPosts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(socialCampaignPosts.id, id),
        inArray(socialCampaignPosts.status, [...from]),
        lease ? eq(socialCampaignPosts.nextAttemptAt, lease) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function deleteCampaignPost(
  db: Db,
  id: number,
  from: readonly TCampaignPostStatus[],
): Promise<CampaignPostRow | undefined> {
  const [row] = await db
    .delete(socialCampaignPosts)
    .where(and(eq(socialCampaignPosts.id, id), inArray(socialCampaignPosts.status, [...from])))
    .returning();
  return row;
}

/**
 * Takes one due post for publishing: a scheduled post whose time came, or one left in
 * `publishing` whose lease ran out (its worker died or its platform asked to be polled again),
 * of an active campaign. SKIP LOCKED lets several workers take different posts; the lease set
 * here keeps any other from taking the same one until it runs out.
 */
export async function claimDuePost(
  db: Db,
  { leaseMs }: { leaseMs: number },
): Promise<CampaignPostRow | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE social_campaign_posts AS p
       SET status = 'publishing',
           attempts = p.attempts + CASE WHEN p.status = 'scheduled' THEN 1 ELSE 0 END,
           next_attempt_at = date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000})),
           updated_at = now()
     WHERE p.id = (
       SELECT q.id FROM social_campaign_posts q
         JOIN social_campaigns c ON c.id = q.campaign_id AND c.is_active
        WHERE q.status IN ('scheduled', 'publishing') AND q.next_attempt_at <= now()
        ORDER BY q.next_attempt_at, q.id
        LIMIT 1
        FOR UPDATE OF q SKIP LOCKED)
    RETURNING p.id`);
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : findCampaignPost(db, id);
}

/** Merges a publishing step into the stored checkpoint (only while this attempt holds the post). */
export async function mergeCheckpoint(
  db: Db,
  id: number,
  step: Record<string, string>,
  lease: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(socialCampaignPosts)
    .set({
      checkpoint: sql`${socialCampaignPosts.checkpoint} || ${JSON.stringify(step)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(socialCampaignPosts.id, id),
        eq(socialCampaignPosts.status, 'publishing'),
        lease ? eq(socialCampaignPosts.nextAttemptAt, lease) : undefined,
      ),
    )
    .returning({ id: socialCampaignPosts.id });
  return rows.length > 0;
}

/** Posts waiting for their time or being published, soonest first. */
export function listScheduledPosts(db: Db, limit: number) {
  return db
    .select()
    .from(socialCampaignPosts)
    .where(inArray(socialCampaignPosts.status, ['scheduled', 'publishing']))
    .orderBy(asc(socialCampaignPosts.scheduledFor), asc(socialCampaignPosts.id))
    .limit(limit);
}

/** Posts still not published `graceMs` after their time, with their campaign's name. */
export function listOverduePosts(db: Db, { graceMs, limit }: { graceMs: number; limit: number }) {
  return db
    .select({
      postId: socialCampaignPosts.id,
      campaignId: socialCampaignPosts.campaignId,
      campaignName: socialCampaigns.name,
      platform: socialCampaignPosts.platform,
      scheduledFor: socialCampaignPosts.scheduledFor,
      status: socialCampaignPosts.status,
      error: socialCampaignPosts.error,
    })
    .from(socialCampaignPosts)
    .innerJoin(socialCampaigns, eq(socialCampaigns.id, socialCampaignPosts.campaignId))
    .where(
      and(
        inArray(socialCampaignPosts.status, ['scheduled', 'publishing', 'failed']),
        isNotNull(socialCampaignPosts.scheduledFor),
        lt(socialCampaignPosts.scheduledFor, sql`now() - make_interval(secs => ${graceMs / 1000})`),
      ),
    )
    .orderBy(asc(socialCampaignPosts.scheduledFor), asc(socialCampaignPosts.id))
    .limit(limit);
}

/** When a platform's sandbox posts of a window were published (the sandbox's quota). */
export async function sandboxPublishedSince(
  db: Db,
  { platform, since }: { platform: TPublishTarget; since: Date },
): Promise<Date[]> {
  const rows = await db
    .select({ at: socialCampaignPosts.publishedAt })
    .from(socialCampaignPosts)
    .where(
      and(
        eq(socialCampaignPosts.status, 'published'),
        eq(socialCampaignPosts.platform, platform),
        eq(socialCampaignPosts.mode, 'sandbox'),
        sql`${socialCampaignPosts.publishedAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(asc(socialCampaignPosts.publishedAt));
  return rows.map((row) => row.at!);
}

/** A platform's posts scheduled in a window (counted against its publishing quota). */
export async function countScheduledBetween(
  db: Db,
  {
    platform,
    from,
    to,
    exceptId,
  }: { platform: TPublishTarget; from: Date; to: Date; exceptId: number },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(socialCampaignPosts)
    .where(
      and(
        inArray(socialCampaignPosts.status, ['scheduled', 'publishing']),
        eq(socialCampaignPosts.platform, platform),
        sql`${socialCampaignPosts.scheduledFor} >= ${from.toISOString()}`,
        lte(socialCampaignPosts.scheduledFor, to),
        sql`${socialCampaignPosts.id} <> ${exceptId}`,
      ),
    );
  return row?.count ?? 0;
}

/** Published posts whose numbers are due a read (newest first, within the last 30 days). */
export function listPostsToMeasure(db: Db, { limit }: { limit: number }) {
  return db
    .select()
    .from(socialCampaignPosts)
    .where(
      and(
        eq(socialCampaignPosts.status, 'published'),
        inArray(socialCampaignPosts.mode, ['live', 'roamly']),
        sql`${socialCampaignPosts.publishedAt} >= now() - interval '30 days'`,
      ),
    )
    .orderBy(desc(socialCampaignPosts.publishedAt))
    .limit(limit);
}

/** Stores many posts' numbers in one statement. */
export async function saveMetrics(
  db: Db,
  rows: readonly { id: number; likes: number; comments: number; reach: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (row: (typeof rows)[number]) => number) =>
    sql.raw(`ARRAY[${rows.map((row) => Math.trunc(pick(row))).join(',')}]::int[]`);
  await db.execute(sql`
    UPDATE social_campaign_posts AS p
       SET likes = m.likes, comments = m.comments, reach = m.reach, metrics_at = now()
      FROM unnest(${column((row) => row.id)}, ${column((row) => row.likes)},
                  ${column((row) => row.comments)}, ${column((row) => row.reach)})
           AS m(id, likes, comments, reach)
     WHERE p.id = m.id`);
}
