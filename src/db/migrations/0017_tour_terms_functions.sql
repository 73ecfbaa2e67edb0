-- Destination-qualified search words (issue 9 part B). A tour's words are stored as
-- '<destination code>:<english lexeme>' (tours.search_terms, migration 0018), so a search in one
-- destination reads only that destination's postings in the GIN index instead of every tour's
-- postings of the word. roamly_tour_query builds the matching tsquery from the searched words
-- (stemmed the same way, stop words dropped, the last word as a prefix); no word left matches
-- nothing.
CREATE OR REPLACE FUNCTION roamly_tour_terms(code integer, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(code::text || ':' || u.lexeme)), ''::tsvector)
  FROM unnest(to_tsvector('english'::regconfig, body)) AS u
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_tour_query(code integer, words text[], last_prefix boolean)
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    string_agg(
      quote_literal(code::text || ':' || l.lexeme)
        || CASE WHEN last_prefix AND w.ord = cardinality(words) THEN ':*' ELSE '' END,
      ' & '
    )::tsquery,
    ''::tsquery
  )
  FROM unnest(words) WITH ORDINALITY AS w(word, ord)
  CROSS JOIN LATERAL unnest(to_tsvector('english'::regconfig, w.word)) AS l
$$;
