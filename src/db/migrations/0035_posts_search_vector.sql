-- Search reads stored tsvectors (issue 21), as tours do (0013): every post's folded searchable
-- text (content, location, tags; accents removed, lower-case: migration 0033) and its folded
-- location are computed once when the post is written, not again for each row a search looks
-- at. A search that walks the newest posts (a common word) or ranks its candidates evaluated
-- roamly_fold (unaccent) per row: 20–40 µs each, seconds on 1M posts when a word is rarer than
-- the planner thought; a stored vector is read in about a microsecond. The expressions are the
-- ones posts_fold_search_idx and posts_location_fold_search_idx indexed, so matches are the same.
-- One ALTER TABLE: the table is rewritten once for both columns.
ALTER TABLE "posts"
  ADD COLUMN "search_vector" tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', roamly_post_fold_text(content, location, tags))) STORED,
  ADD COLUMN "search_location" tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', roamly_fold(location))) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "posts_search_location_idx" ON "posts" USING gin ("search_location")
  WHERE location IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "posts_fold_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "posts_location_fold_search_idx";
