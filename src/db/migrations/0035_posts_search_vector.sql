-- Search reads a stored tsvector (issue 21), as tours do (0013): every post's folded searchable
-- text (content, location, tags; accents removed, lower-case: migration 0033) is computed once
-- when it is written, not again for each row a search looks at. A search that walks the newest
-- posts (a common word) or ranks its candidates evaluated roamly_post_fold_text (unaccent) per
-- row: 20–40 µs each, seconds on 1M posts; the stored vector is read in about a microsecond.
-- The expression is the one posts_fold_search_idx indexed, so matches are the same.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', roamly_post_fold_text(content, location, tags))) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
DROP INDEX IF EXISTS "posts_fold_search_idx";
