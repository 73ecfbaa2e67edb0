import type { TDestinationType } from '../../../contract/destinations.ts';
import type { CatalogueRow } from './catalogue.ts';

/**
 * Autocomplete's candidate search, in memory: pg_trgm's trigram similarity computed over the
 * catalogue's ~23,700 names with an inverted index (trigram → rows), so a query costs well under
 * a millisecond instead of the 7–90 ms PostgreSQL's GIN recheck (or a sequential scan the planner
 * prefers for longer texts) took on the same table — see docs/performance.md. Trigrams are made
 * as pg_trgm makes them: each word lower-cased, padded with two spaces before and one after.
 *
 * - similarity = shared / (query + name − shared) trigrams, as `similarity()` (match ≥ 0.3, `%`);
 * - word similarity = shared / query trigrams, the share of the query found in the name, as
 *   `word_similarity()` without its contiguity rule (match ≥ 0.6, `<%`): 'york' in 'new york';
 * - prefixes always match ('lis' → Lisbon); texts under 3 characters match prefixes only.
 *
 * The score is the SQL version's: name match (exact 1, prefix 0.75, else the better similarity ×
 * 0.8) + up to 0.35 for population (log scale; a country or region counts a tenth of its people,
 * so 'par' is Paris before Paraguay) + up to 0.25 for tours (log scale, 1,000 = full).
 */

export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;
const TRIGRAM_MIN_LENGTH = 3;

/** pg_trgm's trigrams of a normalised text ('lisbon' → '  l', ' li', 'lis', …, 'on '). */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

export type NameIndex = {
  search(
    term: string,
    options: {
      limit: number;
      type?: TDestinationType;
      /** Tours per destination code (only codes with tours). */
      tourCounts?: ReadonlyMap<number, number>;
    },
  ): { row: CatalogueRow; score: number }[];
};

const LN_POPULATION = Math.log(100_000_000);
const LN_TOURS = Math.log(1000);

export function createNameIndex(rows: readonly CatalogueRow[]): NameIndex {
  const postings = new Map<string, number[]>();
  const sizes = new Uint16Array(rows.length);
  const popularity = new Float64Array(rows.length);
  rows.forEach((row, index) => {
    const grams = trigrams(row.asciiName);
    sizes[index] = grams.size;
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) list.push(index);
      else postings.set(gram, [index]);
    }
    const people = row.type === 'city' ? row.population : row.population / 10;
    popularity[index] = (Math.log(1 + people) / LN_POPULATION) * 0.35;
  });
  const index = new Map([...postings].map(([gram, list]) => [gram, Int32Array.from(list)]));
  const shared = new Uint16Array(rows.length);

  return {
    search(term, { limit, type, tourCounts }) {
      if (term === '') return [];
      const grams = [...trigrams(term)];
      const touched: number[] = [];
      for (const gram of grams) {
        const list = index.get(gram);
        if (!list) continue;
        for (const at of list) {
          if (shared[at] === 0) touched.push(at);
          shared[at] = shared[at]! + 1;
        }
      }
      const fuzzy = term.length >= TRIGRAM_MIN_LENGTH;
      const results: { row: CatalogueRow; score: number }[] = [];
      for (const at of touched) {
        const common = shared[at]!;
        shared[at] = 0;
        const row = rows[at]!;
        if (type && row.type !== type) continue;
        let match: number;
        if (row.asciiName === term) match = 1;
        else if (row.asciiName.startsWith(term)) match = 0.75;
        else {
          if (!fuzzy) continue;
          const similarity = common / (grams.length + sizes[at]! - common);
          const wordSimilarity = common / grams.length;
          if (similarity < SIMILARITY_THRESHOLD && wordSimilarity < WORD_SIMILARITY_THRESHOLD) {
            continue;
          }
          match = Math.max(similarity, wordSimilarity) * 0.8;
        }
        const tours = tourCounts?.get(row.code) ?? 0;
        results.push({
          row,
          score: match + popularity[at]! + (Math.log(1 + tours) / LN_TOURS) * 0.25,
        });
      }
      results.sort(
        (a, b) =>
          b.score - a.score || b.row.population - a.row.population || a.row.code - b.row.code,
      );
      return results.slice(0, limit);
    },
  };
}
