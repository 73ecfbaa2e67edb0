import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The typo lexicon of search (migration 0033): every word of 3–32 letters that posts and
 * member names use, folded, with its deletion keys (the word and the word minus each letter).
 * Kept by triggers on posts and users; read only by `roamly_search_query`, never returned.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    keys: text('keys').array().notNull(),
  },
  (table) => [
    // Every search reads it, new words are rare: no pending list to scan on each lookup.
    index('search_words_keys_idx').using('gin', table.keys).with({ fastupdate: 'off' }),
  ],
);
