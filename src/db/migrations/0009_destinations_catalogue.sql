CREATE TABLE "destinations" (
	"code" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"type" text NOT NULL,
	"country_code" text,
	"admin1" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"tour_count" integer DEFAULT 0 NOT NULL,
	"avg_rating" real,
	"price_min" double precision,
	"price_max" double precision,
	"catalogue_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_population_check" CHECK ("destinations"."population" >= 0)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "destination_code" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_slug_key" ON "destinations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "destinations_ascii_name_trgm_idx" ON "destinations" USING gin ("ascii_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_ascii_name_prefix_idx" ON "destinations" USING btree ("ascii_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "destinations_popular_idx" ON "destinations" USING btree ("tour_count" DESC NULLS LAST,"population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_country_code_type_idx" ON "destinations" USING btree ("country_code","type");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_destination_code_idx" ON "posts" USING btree ("destination_code") WHERE "posts"."destination_code" IS NOT NULL;