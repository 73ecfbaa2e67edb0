DROP INDEX "tours_search_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin ("search_vector");