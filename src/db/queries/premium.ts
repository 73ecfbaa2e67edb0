import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Premium lasts to the end of the paid period (spec 1 §9): `users.premium_until` in the future is
 * the one rule, whatever the subscription's status says. One primary-key read.
 */
export async function isMemberPremium(db: Db, params: { memberId: string }): Promise<boolean> {
  const rows = await db.execute<{ premium: boolean }>(
    sql`SELECT coalesce(premium_until > now(), false) AS premium FROM users WHERE id = ${params.memberId}`,
  );
  return rows.rows[0]?.premium === true;
}
