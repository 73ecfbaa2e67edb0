DROP INDEX "tours_destination_search_idx";--> statement-breakpoint
DROP INDEX "tours_destination_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "tours_destination_search_idx" ON "tours" USING gin ("destination_code","search_vector") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "tours_destination_title_trgm_idx" ON "tours" USING gin ("destination_code","title_folded" gin_trgm_ops) WITH (fastupdate=off);