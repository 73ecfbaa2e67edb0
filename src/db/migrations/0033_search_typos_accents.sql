-- Search that forgives one typo per word, accents and word order (issue 19 §3).
--
-- Text is folded before it is indexed or searched: lower-case, accents removed by unaccent
-- ('Belém' → 'belem'). unaccent() itself is only STABLE (its dictionary could change), so an
-- IMMUTABLE wrapper naming the dictionary by schema lets indexes use it; the schema is spelled out
-- because maintenance commands (CREATE INDEX, ANALYZE) run with a search_path of pg_catalog only
-- (so do the functions below that indexes call).
--
-- Typos go through a lexicon of every word posts and names use (search_words), each stored with
-- its deletion keys: the word and the word minus one letter ('pastel' → pastel, astel, pstel, …).
-- Two words one edit apart (a letter added, dropped, changed, or two neighbours swapped) always
-- share a key, so a searched word of 4 letters or more finds its neighbours in the lexicon through
-- one GIN lookup of its own keys (roamly_one_edit drops pairs two edits apart that share a key),
-- and the search becomes a full-text query of alternatives per word: (pastell | pastel) & belem.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, value))
$$;
--> statement-breakpoint
-- A post's searchable text (content, location, tags), folded.
CREATE OR REPLACE FUNCTION roamly_post_fold_text(content text, location text, tags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.roamly_fold(content || ' ' || coalesce(location, '') || ' ' || array_to_string(tags, ' '))
$$;
--> statement-breakpoint
-- A member's full name, folded.
CREATE OR REPLACE FUNCTION roamly_name_fold_text(first_name text, last_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.roamly_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
$$;
--> statement-breakpoint
-- The word and each way of dropping one of its letters (a repeated key is harmless: GIN keeps
-- each key of a row once).
CREATE OR REPLACE FUNCTION roamly_word_keys(word text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY[word];
BEGIN
  FOR i IN 1..length(word) LOOP
    keys := keys || (left(word, i - 1) || substr(word, i + 1));
  END LOOP;
  RETURN keys;
END;
$$;
--> statement-breakpoint
-- At most one edit apart: equal, or one letter added, dropped or changed, or two neighbours
-- swapped (optimal string alignment distance ≤ 1).
CREATE OR REPLACE FUNCTION roamly_one_edit(a text, b text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
BEGIN
  IF abs(la - lb) > 1 THEN
    RETURN false;
  END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP
    i := i + 1;
  END LOOP;
  IF la = lb THEN
    RETURN i > la
      OR substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la < lb THEN
    RETURN substr(a, i) = substr(b, i + 1);
  ELSE
    RETURN substr(a, i + 1) = substr(b, i);
  END IF;
END;
$$;
--> statement-breakpoint
-- The lexicon (schema/search.ts).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL
);
--> statement-breakpoint
-- New words are rare after the first posts, and every search reads this index: no pending list
-- (fastupdate) that each lookup would scan in full.
CREATE INDEX "search_words_keys_idx" ON "search_words" USING gin ("keys") WITH (fastupdate=off);
--> statement-breakpoint
-- Adds the words of a folded text to the lexicon: words of 3 to 32 letters (no digits or
-- punctuation: numbers and addresses have no typos to forgive). Sorted, so two writers adding
-- the same new words wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION roamly_search_words_add(vector tsvector) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO search_words (word, keys)
  SELECT u.lexeme, roamly_word_keys(u.lexeme)
  FROM unnest(vector) AS u
  WHERE u.lexeme ~ '^[^0-9[:space:][:punct:]]{3,32}$'
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = u.lexeme)
  ORDER BY u.lexeme
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
-- Rebuilds the lexicon from every post and name (this migration, and bulk loads that ran with
-- triggers off). Words no post uses any more stay: they only widen a query, never its results.
CREATE OR REPLACE FUNCTION roamly_search_words_refill() RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO search_words (word, keys)
  SELECT word, roamly_word_keys(word)
  FROM (
    SELECT u.lexeme AS word
    FROM posts p,
      unnest(to_tsvector('simple', roamly_post_fold_text(p.content, p.location, p.tags))) AS u
    UNION
    SELECT u.lexeme
    FROM users m,
      unnest(to_tsvector('simple', roamly_name_fold_text(m.first_name, m.last_name))) AS u
  ) words
  WHERE word ~ '^[^0-9[:space:][:punct:]]{3,32}$'
  ORDER BY word
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_posts_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roamly_search_words_add(
    to_tsvector('simple', roamly_post_fold_text(NEW.content, NEW.location, NEW.tags)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_search_words_insert_trigger AFTER INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION roamly_posts_search_words();
--> statement-breakpoint
CREATE TRIGGER posts_search_words_update_trigger AFTER UPDATE OF content, location, tags ON posts
  FOR EACH ROW
  WHEN ((OLD.content, OLD.location, OLD.tags) IS DISTINCT FROM (NEW.content, NEW.location, NEW.tags))
  EXECUTE FUNCTION roamly_posts_search_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roamly_users_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roamly_search_words_add(
    to_tsvector('simple', roamly_name_fold_text(NEW.first_name, NEW.last_name)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert_trigger AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION roamly_users_search_words();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update_trigger AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION roamly_users_search_words();
--> statement-breakpoint
SELECT roamly_search_words_refill();
--> statement-breakpoint
-- The one query a searched word list becomes: per word, the word itself (the last one also as a
-- prefix: 'trams and cust' finds custard) and, when `typos` is on and the word has 4 letters or
-- more, every lexicon word one edit away; the words joined by AND. Words are folded here, so the
-- query and the indexes agree on what a word is.
CREATE OR REPLACE FUNCTION roamly_search_query(words text[], typos boolean) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg('(' || alternatives || ')', ' & ' ORDER BY ord), '')::tsquery
  FROM (
    SELECT w.ord, (
      SELECT string_agg(quote_literal(alt.word) || alt.suffix, ' | ' ORDER BY alt.word)
      FROM (
        SELECT f.word, CASE WHEN w.ord = cardinality(words) THEN ':*' ELSE '' END AS suffix
        UNION
        SELECT s.word, ''
        FROM search_words s
        WHERE typos AND length(f.word) >= 4
          AND s.keys && roamly_word_keys(f.word)
          AND s.word <> f.word
          AND roamly_one_edit(f.word, s.word)
      ) alt
    ) AS alternatives
    FROM unnest(words) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL (SELECT translate(roamly_fold(w.word), '''\', '') AS word) f
    WHERE f.word <> ''
  ) per_word
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS posts_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS posts_place_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_name_trgm_idx;
--> statement-breakpoint
CREATE INDEX posts_fold_search_idx ON posts
  USING gin (to_tsvector('simple', roamly_post_fold_text(content, location, tags)));
--> statement-breakpoint
CREATE INDEX posts_location_fold_search_idx ON posts
  USING gin (to_tsvector('simple', roamly_fold(location))) WHERE location IS NOT NULL;
--> statement-breakpoint
CREATE INDEX users_name_fold_trgm_idx ON users
  USING gin (roamly_name_fold_text(first_name, last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_name_fold_search_idx ON users
  USING gin (to_tsvector('simple', roamly_name_fold_text(first_name, last_name)));
