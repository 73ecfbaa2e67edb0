CREATE TABLE "seo_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"schema_markup" text,
	"og_image" text,
	"priority" real DEFAULT 0.8 NOT NULL,
	"change_freq" text DEFAULT 'weekly' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"destination" text,
	"destination_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_status_check" CHECK ("seo_pages"."status" IN ('draft', 'active', 'archived')),
	CONSTRAINT "seo_pages_priority_check" CHECK ("seo_pages"."priority" >= 0 AND "seo_pages"."priority" <= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_path_key" ON "seo_pages" USING btree ("path");--> statement-breakpoint
CREATE INDEX "seo_pages_status_idx" ON "seo_pages" USING btree ("status","updated_at");