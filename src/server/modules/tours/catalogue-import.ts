import type { Db } from '../../../db/client.ts';
import { selectDestinationSlugs, selectProductCodes } from '../../../db/queries/tours.ts';
import { currentRates } from '../currency/rates.ts';
import {
  destinationLookup,
  detectFormat,
  readCatalogue,
  recordToTour,
  type CatalogueFormat,
  type RowProblem,
} from './catalogue-file.ts';
import { forgetCategoryCounts } from './tours.service.ts';
import { writeTours, type TourInput } from './tour-store.ts';

export type ImportReport = {
  format: CatalogueFormat;
  rows: number;
  /** Tours written (0 when problems stopped the import). */
  written: number;
  /** Operator tours removed by --replace, and sample tours the import replaced. */
  removed: number;
  problems: RowProblem[];
};

/**
 * Imports an operator's catalogue file as `operator` tours. Any bad row stops the import with
 * every problem listed by line (nothing is written), unless `skipInvalid` writes the good rows.
 * `replace` also removes the operator's tours that the file no longer lists. The sample tours
 * leave once an operator catalogue arrives.
 */
export async function importCatalogue(
  db: Db,
  {
    text,
    fileName,
    skipInvalid = false,
    replace = false,
  }: { text: string; fileName: string; skipInvalid?: boolean; replace?: boolean },
): Promise<ImportReport> {
  const format = detectFormat(fileName, text);
  const read = readCatalogue(text, format);
  const report: ImportReport = {
    format,
    rows: read.records.length,
    written: 0,
    removed: 0,
    problems: [...read.problems],
  };
  if (read.problems.length > 0) return report;
  if (read.records.length === 0) {
    report.problems.push({ line: 1, message: 'the file has no tours' });
    return report;
  }
  const lookup = destinationLookup(await selectDestinationSlugs(db));
  const rates = await currentRates(db);
  const seen = new Map<string, number>();
  const valid: TourInput[] = [];
  for (const record of read.records) {
    const result = recordToTour(record, { destination: lookup, rates });
    if ('problems' in result) {
      for (const message of result.problems) report.problems.push({ line: record.line, message });
      continue;
    }
    const earlier = seen.get(result.tour.productCode);
    if (earlier !== undefined) {
      report.problems.push({
        line: record.line,
        message: `productCode ${result.tour.productCode} repeats the row on line ${earlier}`,
      });
      continue;
    }
    seen.set(result.tour.productCode, record.line);
    valid.push(result.tour);
  }
  if (report.problems.length > 0 && !skipInvalid) return report;
  const listed = new Set(valid.map((tour) => tour.productCode));
  const stale = replace
    ? (await selectProductCodes(db, 'operator')).filter((code) => !listed.has(code))
    : [];
  const samples = await selectProductCodes(db, 'sample');
  const written = await writeTours(db, { upsert: valid, remove: [...stale, ...samples] });
  forgetCategoryCounts(db);
  report.written = written.written;
  report.removed = written.removed;
  return report;
}
