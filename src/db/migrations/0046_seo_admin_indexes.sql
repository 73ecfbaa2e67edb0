DROP INDEX "seo_pages_status_idx";--> statement-breakpoint
CREATE INDEX "seo_pages_updated_idx" ON "seo_pages" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seo_pages_search_trgm_idx" ON "seo_pages" USING gin (lower("path" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seo_pages_destination_id_idx" ON "seo_pages" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "seo_pages_status_idx" ON "seo_pages" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);