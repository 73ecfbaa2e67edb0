CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_per_eur" double precision NOT NULL,
	"rates_date" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."rate_per_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_sync_state" (
	"feed" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tour_tags" (
	"tag_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"product_code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"destination_code" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"product_url" text,
	"category" text NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer,
	"duration_text" text,
	"price_from" double precision NOT NULL,
	"currency" text NOT NULL,
	"price_eur" double precision NOT NULL,
	"free_cancellation" boolean DEFAULT false NOT NULL,
	"highlights" text[] DEFAULT '{}' NOT NULL,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_check" CHECK ("tours"."price_from" >= 0 AND "tours"."price_eur" >= 0),
	CONSTRAINT "tours_rating_check" CHECK ("tours"."rating" IS NULL OR ("tours"."rating" >= 0 AND "tours"."rating" <= 5)),
	CONSTRAINT "tours_currency_check" CHECK ("tours"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "viator_destinations" (
	"destination_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_destination_id" integer,
	"destination_code" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viator_destinations" ADD CONSTRAINT "viator_destinations_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tours_destination_price_idx" ON "tours" USING btree ("destination_code","price_eur","product_code");--> statement-breakpoint
CREATE INDEX "tours_destination_rating_idx" ON "tours" USING btree ("destination_code","rating" DESC NULLS LAST,"review_count" DESC);--> statement-breakpoint
CREATE INDEX "tours_destination_popularity_idx" ON "tours" USING btree ("destination_code","review_count" DESC,"rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_popularity_idx" ON "tours" USING btree ("review_count" DESC,"rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin (to_tsvector('english', "title" || ' ' || "short_description" || ' ' || "category"));--> statement-breakpoint
CREATE INDEX "tours_title_trgm_idx" ON "tours" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_source_idx" ON "tours" USING btree ("source");