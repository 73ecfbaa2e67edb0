import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * What a search text becomes before any list is searched (migration 0033): one statement that
 * folds it and looks its words up in the typo lexicon, so the post, people and destination
 * queries receive plain values and the planner estimates their full-text conditions from the
 * index statistics (a tsquery computed inside those statements would be unknown at planning).
 */
export type SearchTerms = {
  /** The whole text folded (lower-case, accents removed: 'Belém' → 'belem'). */
  folded: string;
  /** The words as typed, all required, the last one also as a prefix; null without words. */
  exact: string | null;
  /** `exact` with, for each word of 4 letters or more, every known word one edit away. */
  typos: string | null;
};

/** At most this many words of a search text are searched. */
export const SEARCH_MAX_WORDS = 12;

/**
 * The words of a search text: runs of letters and digits (so nothing typed is query syntax, and
 * no word can be a negation matching every post), composed first so an accent typed as a
 * separate mark stays part of its letter.
 */
export function searchWords(q: string): string[] {
  return (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_MAX_WORDS);
}

export async function searchTerms(db: Db, q: string): Promise<SearchTerms> {
  const words = searchWords(q);
  const { rows } = await db.execute<{
    folded: string;
    exact: string | null;
    typos: string | null;
  }>(
    words.length === 0
      ? sql`SELECT roamly_fold(${q}) AS folded, NULL AS exact, NULL AS typos`
      : sql`SELECT roamly_fold(${q}) AS folded,
          roamly_search_query(${sql.param(words)}::text[], false)::text AS exact,
          roamly_search_query(${sql.param(words)}::text[], true)::text AS typos`,
  );
  const row = rows[0];
  // A text whose words all fold away (only apostrophes) leaves an empty query: no words.
  const exact = row?.exact || null;
  return { folded: row?.folded ?? '', exact, typos: exact && (row?.typos ?? exact) };
}
