CREATE TABLE "page_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_redirects_not_self_check" CHECK ("page_redirects"."from_path" <> "page_redirects"."to_path")
);
--> statement-breakpoint
CREATE INDEX "page_redirects_to_path_idx" ON "page_redirects" USING btree ("to_path");