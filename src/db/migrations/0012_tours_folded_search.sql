DROP INDEX "tours_search_idx";--> statement-breakpoint
DROP INDEX "tours_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "title_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin (to_tsvector('english', "search_text"));--> statement-breakpoint
CREATE INDEX "tours_title_trgm_idx" ON "tours" USING gin ("title_folded" gin_trgm_ops);