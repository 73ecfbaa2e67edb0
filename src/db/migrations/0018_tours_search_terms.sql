DROP INDEX "tours_destination_search_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_terms" "tsvector" GENERATED ALWAYS AS (roamly_tour_terms(destination_code, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "tours_search_terms_idx" ON "tours" USING gin ("search_terms") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin ("search_vector") WITH (fastupdate=off);