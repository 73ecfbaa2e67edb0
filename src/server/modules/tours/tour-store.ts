import { TOUR_CATEGORY_NAMES } from '../../../contract/tours.ts';
import type { Db } from '../../../db/client.ts';
import {
  deleteTours,
  refreshDestinationTourStats,
  selectTourDestinationCodes,
  upsertTours,
  type TourInsert,
} from '../../../db/queries/tours.ts';
import { currentRates, toEur, type Rates } from '../currency/rates.ts';

/** A tour as every source hands it over, priced in its own currency. */
export type TourInput = Omit<
  TourInsert,
  'priceEur' | 'searchText' | 'titleFolded' | 'createdAt' | 'updatedAt'
>;

/** Lower case with accents folded: what the search columns hold and queries are compared to. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The search columns of a tour (migration 0012). */
export function searchColumns(tour: TourInput): { searchText: string; titleFolded: string } {
  const words = [
    tour.title,
    tour.shortDescription ?? '',
    TOUR_CATEGORY_NAMES[tour.category],
    tour.category,
    ...(tour.highlights ?? []),
  ];
  return { searchText: foldText(words.join(' ')), titleFolded: foldText(tour.title) };
}

/** USD per euro from the rates (the catalogue's price ranges are in US dollars). */
export function usdPerEur(rates: Rates): number {
  return rates.perEur.get('USD') ?? 1;
}

/**
 * Writes tours (insert or replace by product code) and removes the given codes, then brings the
 * touched destinations' tour count, average rating and USD price range in step — all in one
 * transaction, so the catalogue never shows counts of tours that are not there. Tours priced in
 * a currency without a rate are skipped and returned.
 */
export async function writeTours(
  db: Db,
  { upsert = [], remove = [] }: { upsert?: TourInput[]; remove?: string[] },
): Promise<{ written: number; removed: number; unpriced: TourInput[] }> {
  const rates = await currentRates(db);
  const unpriced: TourInput[] = [];
  const rows: TourInsert[] = [];
  for (const tour of upsert) {
    const priceEur = toEur(rates, tour.priceFrom, tour.currency);
    if (priceEur === null) unpriced.push(tour);
    else rows.push({ ...tour, ...searchColumns(tour), priceEur });
  }
  return db.transaction(async (tx) => {
    const codes = rows.map((row) => row.productCode);
    const before = await selectTourDestinationCodes(tx, [...codes, ...remove]);
    const removed = await deleteTours(tx, remove);
    await upsertTours(tx, rows);
    const touched = new Set([
      ...before,
      ...removed.destinationCodes,
      ...rows.map((row) => row.destinationCode),
    ]);
    await refreshDestinationTourStats(tx, { codes: [...touched], usdPerEur: usdPerEur(rates) });
    return { written: rows.length, removed: removed.count, unpriced };
  });
}
