import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { currencyRates } from '../schema/index.ts';

export type RateRow = { currency: string; ratePerEur: number; ratesDate: string; source: string };

/** Every stored euro reference rate. */
export async function selectRates(db: Db): Promise<RateRow[]> {
  return db
    .select({
      currency: currencyRates.currency,
      ratePerEur: currencyRates.ratePerEur,
      ratesDate: currencyRates.ratesDate,
      source: currencyRates.source,
    })
    .from(currencyRates);
}

/**
 * Replaces the stored day with `date`'s rates unless a later day is already stored (two
 * instances refreshing at once, or a stale answer); returns whether it wrote. One transaction,
 * so readers see the old set or the new one, never a mix.
 */
export async function replaceRates(
  db: Db,
  { date, source, rates }: { date: string; source: string; rates: Record<string, number> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent refreshes (the key is this table's name, hashed).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('currency_rates'))`);
    const [latest] = await tx
      .select({ date: sql<string | null>`max(${currencyRates.ratesDate})::text` })
      .from(currencyRates);
    if (latest?.date && latest.date > date) return false;
    await tx.delete(currencyRates);
    const rows = Object.entries(rates).map(([currency, ratePerEur]) => ({
      currency,
      ratePerEur,
      ratesDate: date,
      source,
    }));
    if (rows.length > 0) await tx.insert(currencyRates).values(rows);
    return true;
  });
}
