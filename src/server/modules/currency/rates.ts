import type { Db } from '../../../db/client.ts';
import { selectRates } from '../../../db/queries/currency.ts';
import { roundToMinor } from '../../../contract/currency-format.ts';
import { ECB_SNAPSHOT } from './ecb-snapshot.ts';

/** Euro reference rates: units of each currency per euro (EUR itself is 1). */
export type Rates = {
  date: string;
  source: string;
  perEur: ReadonlyMap<string, number>;
};

/** How long an instance reuses the rates it read (the table changes once a day). */
export const RATES_CACHE_MS = 60_000;

function withEuro(rates: Record<string, number>): Map<string, number> {
  return new Map([['EUR', 1], ...Object.entries(rates)]);
}

/** The committed snapshot, used while the table holds no rates. */
export const SNAPSHOT_RATES: Rates = {
  date: ECB_SNAPSHOT.date,
  source: ECB_SNAPSHOT.source,
  perEur: withEuro(ECB_SNAPSHOT.rates),
};

const cache = new WeakMap<Db, { at: number; rates: Promise<Rates> }>();

/**
 * The current rates: the stored day (the refresh job's), else the committed snapshot. Read at
 * most once a minute per instance and database.
 */
export function currentRates(db: Db, { fresh = false }: { fresh?: boolean } = {}): Promise<Rates> {
  const now = Date.now();
  const hit = cache.get(db);
  if (!fresh && hit && now - hit.at < RATES_CACHE_MS) return hit.rates;
  const rates = selectRates(db).then((rows): Rates => {
    if (rows.length === 0) return SNAPSHOT_RATES;
    const first = rows[0]!;
    return {
      date: first.ratesDate,
      source: first.source,
      perEur: withEuro(Object.fromEntries(rows.map((row) => [row.currency, row.ratePerEur]))),
    };
  });
  // A failed read is not kept: the next call tries again.
  rates.catch(() => cache.delete(db));
  cache.set(db, { at: now, rates });
  return rates;
}

/** Forgets this instance's copy (after the refresh job wrote a new day). */
export function forgetRates(db: Db): void {
  cache.delete(db);
}

/** True when prices can be shown in this currency. */
export function isSupported(rates: Rates, code: string): boolean {
  return rates.perEur.has(code.toUpperCase());
}

/** An amount's value in euros, or null for a currency without a rate. */
export function toEur(rates: Rates, amount: number, currency: string): number | null {
  const rate = rates.perEur.get(currency.toUpperCase());
  return rate ? amount / rate : null;
}

/**
 * A euro amount in `currency`, rounded to its minor unit (cents, whole yen); null for a currency
 * without a rate.
 */
export function fromEur(rates: Rates, amountEur: number, currency: string): number | null {
  const rate = rates.perEur.get(currency.toUpperCase());
  return rate ? roundToMinor(amountEur * rate, currency) : null;
}

/** `amount` of `from` in `to` (rounded to `to`'s minor unit), or null when either has no rate. */
export function convert(rates: Rates, amount: number, from: string, to: string): number | null {
  if (from.toUpperCase() === to.toUpperCase()) return roundToMinor(amount, to);
  const eur = toEur(rates, amount, from);
  return eur === null ? null : fromEur(rates, eur, to);
}
